import { MEDIA_MESSAGES } from '@common/schemas/media';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { dataUrl, makePng } from '../../test/media-files';
import { useTestApp } from '../../test/test-app';
import { useS3Server } from '../../test/use-s3-server';

// The bucket goes down (issue 36): uploads answer a clear 503 and record nothing, readiness fails,
// and once it is back every file stored before is served again.

const s3 = useS3Server();
const ctx = useTestApp(() => s3.env);

const uploadPng = async (cookie: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/upload/media',
    payload: { fileData: dataUrl(await makePng(), 'image/png'), fileName: 'p.png', fileType: 'image/png' },
    headers: { cookie },
  });
const mediaRows = async (userId: number) =>
  (await ctx.db.query<{ n: number }>('select count(*)::int as n from media where user_id = $1', [userId])).rows[0].n;

describe('a media bucket that is down', () => {
  it('is reported by /readyz while the bucket answers', async () => {
    const res = await ctx.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', database: 'up', storage: 'up' });
  });

  it('fails uploads with 503 in the API error shape, records nothing, and loses nothing stored', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const before = await uploadPng(cookie);
    expect(before.statusCode).toBe(200);
    const stored = await ctx.app.inject({ url: before.json().url });

    await s3.stop();
    try {
      const refused = await uploadPng(cookie);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: MEDIA_MESSAGES.storageUnavailable });
      expect(refused.headers['retry-after']).toBe('30');
      expect(await mediaRows(user.id)).toBe(1);

      expect((await ctx.app.inject({ url: before.json().url })).statusCode).toBe(503);
      const ready = await ctx.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'up', storage: 'down' });
    } finally {
      await s3.start();
    }

    const again = await ctx.app.inject({ url: before.json().url });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(stored.rawPayload)).toBe(true);
    expect((await ctx.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await uploadPng(cookie)).statusCode).toBe(200);
  });
});
