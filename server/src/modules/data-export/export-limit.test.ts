import { DATA_EXPORT_MESSAGES, dataExportLimitMessage } from '@common/schemas/data-export';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const askLink = (cookie: string, userId: number) => apiAs(ctx, cookie).post(`/api/users/${userId}/export/link`, {});
const download = (cookie: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

describe('Download my data: the hourly limit and the one-time link', () => {
  it('a link downloads the zip once; a second use, another member or a forged link is refused', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const link = await askLink(cookie, user.id);
    expect(link.statusCode, link.body).toBe(200);
    const { url } = link.json();
    expect(url).toMatch(new RegExp(`^/api/users/${user.id}/export\\?link=`));

    const first = await download(cookie, url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/zip');
    expect(Object.keys(unzipSync(new Uint8Array(first.rawPayload)))).toContain('README.txt');

    const again = await download(cookie, url);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(DATA_EXPORT_MESSAGES.linkInvalid);

    const { cookie: otherCookie } = await buildSignedInUser(ctx.db);
    const fresh = (await askLink(cookie, user.id)).json().url as string;
    expect((await download(otherCookie, fresh)).statusCode).toBe(403);
    const forged = fresh.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await download(cookie, forged)).json().message).toBe(DATA_EXPORT_MESSAGES.linkInvalid);
    expect((await download(cookie, fresh)).statusCode).toBe(200);
  });

  it('the 11th export in an hour is refused with 429 and a message that says how long to wait', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    for (let i = 0; i < 5; i += 1) expect((await askLink(cookie, user.id)).statusCode).toBe(200);
    // A plain download (a script) counts against the same limit.
    for (let i = 0; i < 5; i += 1)
      expect((await download(cookie, `/api/users/${user.id}/export`)).statusCode).toBe(200);

    for (const refused of [await askLink(cookie, user.id), await download(cookie, `/api/users/${user.id}/export`)]) {
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(59 * 60);
      expect(refused.json().message).toBe(dataExportLimitMessage(retryAfter));
      expect(refused.json().message).toBe('You can download your data 10 times an hour. Please try again in 1 hour.');
    }
  });

  it('a link is for the member only: 403 for others, admins included; 401 for visitors', async () => {
    const { user } = await buildSignedInUser(ctx.db);
    const { cookie: adminCookie } = await buildSignedInUser(ctx.db, { isAdmin: true });
    expect((await askLink(adminCookie, user.id)).statusCode).toBe(403);
    expect((await apiAs(ctx).post(`/api/users/${user.id}/export/link`, {})).statusCode).toBe(401);
  });
});
