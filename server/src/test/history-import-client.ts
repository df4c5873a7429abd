import type { ImportPreview, ImportProgressEvent } from '@common/schemas/history-import';
import type { TestContext } from './test-app';

// A member's history-import calls against the test app.

export function importClient(ctx: TestContext, cookie?: string) {
  const headers = cookie ? { cookie } : {};
  return {
    /** Uploads a file as the browser does (the file is the body). */
    upload: (csv: string | Buffer, query = '', contentType = 'text/csv') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/history-import${query}`,
        payload: csv,
        headers: { ...headers, 'content-type': contentType },
      }),
    preview: async (csv: string | Buffer, query = '') => {
      const res = await importClient(ctx, cookie).upload(csv, query);
      if (res.statusCode !== 201) throw new Error(`preview answered ${res.statusCode}: ${res.body}`);
      return res.json<ImportPreview>();
    },
    again: (token: string, query = '') =>
      ctx.app.inject({ method: 'GET', url: `/api/history-import/${token}${query}`, headers }),
    cancel: (token: string) => ctx.app.inject({ method: 'DELETE', url: `/api/history-import/${token}`, headers }),
    commit: (token: string, body: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/history-import/${token}/commit`, payload: body, headers }),
  };
}

/** The NDJSON lines of a commit's answer. */
export function progressEvents(body: string): ImportProgressEvent[] {
  return body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ImportProgressEvent);
}

/** The commit's result, or a thrown error with the answer when it did not finish. */
export function commitResult(res: { statusCode: number; body: string }) {
  const events = progressEvents(res.statusCode === 200 ? res.body : '');
  const done = events.find((e) => e.type === 'done');
  if (done?.type !== 'done') throw new Error(`commit answered ${res.statusCode}: ${res.body}`);
  return done.result;
}

/**
 * What the import page sends when the member presses Import without touching a row: matched names
 * as they are, every other name created as the member's own exercise (nothing is pre-selected).
 */
export function acceptDefaults(preview: ImportPreview) {
  return preview.exercises
    .filter((e) => e.status === 'unmatched')
    .map((e) => ({ name: e.name, action: 'create' as const }));
}
