import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { UploadedActivity } from '@common/schemas/activities';
import type { App } from '../../app';
import type { Queryable } from '../../db/pool';
import { toGpx } from '../../db/seed/tracks/gpx';
import { buildRoute, type FixturePoint, type RouteOptions } from '../../db/seed/tracks/route';

// Activities factories (issue 14): upload real files through the API, as a member's app would.

/** A multipart/form-data body, serialised by the platform's own FormData (as a browser sends it). */
export async function multipart(
  file: { name: string; bytes: Uint8Array | string } | null,
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.bytes as BlobPart]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export interface UploadOptions {
  cookie?: string;
  authorization?: string;
  fields?: Record<string, string>;
}

/** POST /api/activities/upload with one file; answers the raw response. */
export async function uploadFile(app: App, name: string, bytes: Uint8Array | string, o: UploadOptions = {}) {
  const { payload, headers } = await multipart({ name, bytes }, o.fields);
  return app.inject({
    method: 'POST',
    url: '/api/activities/upload',
    payload,
    headers: {
      ...headers,
      ...(o.cookie && { cookie: o.cookie }),
      ...(o.authorization && { authorization: o.authorization }),
    },
  });
}

let runsMade = 0;

/**
 * A run of `km` kilometres at 3 m/s due north from (lat, lng), as GPX. Without `start`, each run
 * starts one day before the last one made (at 07:00 UTC, from 2026-04-12): a member's two runs at
 * the same time would be one recording twice, which the upload keeps once.
 */
export function runGpx(o: Partial<RouteOptions> & { km?: number; name?: string } = {}): {
  points: FixturePoint[];
  gpx: string;
} {
  const start = o.start ?? new Date(Date.UTC(2026, 3, 12, 7) - runsMade++ * 86_400_000);
  const points = buildRoute({ stretches: [{ metres: (o.km ?? 3) * 1000, speed: 3 }], ...o, start });
  return { points, gpx: toGpx(points, { name: o.name ?? 'Test Run' }) };
}

/** Uploads a run and answers the created activity (fails the test on anything but 201). */
export async function uploadRun(
  app: App,
  cookie: string,
  o: Parameters<typeof runGpx>[0] & { fields?: Record<string, string> } = {},
): Promise<UploadedActivity['activity'] & { points: FixturePoint[] }> {
  const { points, gpx } = runGpx(o);
  const res = await uploadFile(app, 'run.gpx', gpx, { cookie, fields: o.fields });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return { ...(res.json() as UploadedActivity).activity, points };
}

/** Every file under the media store's directory (to prove a failed upload left none). */
export function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(path.join(dir, f)).isFile());
  } catch {
    return [];
  }
}

/** Rows a failed upload must not leave: activities, tracks, best efforts, activity media. */
export async function activityRowCounts(db: Queryable, userId: number) {
  const { rows } = await db.query<{ activities: number; tracks: number; efforts: number; media: number }>(
    `select (select count(*)::int from activities where user_id = $1) as activities,
       (select count(*)::int from activity_tracks where user_id = $1) as tracks,
       (select count(*)::int from activity_best_efforts where user_id = $1) as efforts,
       (select count(*)::int from media where user_id = $1) as media`,
    [userId],
  );
  return rows[0];
}
