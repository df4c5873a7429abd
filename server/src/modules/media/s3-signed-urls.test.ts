import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { dataUrl, makePng } from '../../test/media-files';
import { useS3Server } from '../../test/s3-server';
import { useTestApp } from '../../test/test-app';
import { newMediaKey } from './storage';

// With S3_PUBLIC_URL the bucket serves the bytes (issue 36): /uploads/<key> makes the same checks
// as when it streams, then redirects to a link signed for minutes. Private files get no link.

const s3 = useS3Server();
const ctx = useTestApp(() => ({ ...s3.env, S3_PUBLIC_URL: s3.endpoint }));

describe('GET /uploads/:key with S3_PUBLIC_URL', () => {
  it('redirects to a signed link on the public address that serves the photo with its type', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const photo = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/upload/media',
        payload: { fileData: dataUrl(await makePng(), 'image/png'), fileName: 'p.png', fileType: 'image/png' },
        headers: { cookie },
      })
    ).json();
    expect(photo.url).toBe(`/uploads/${photo.key}`);

    const res = await ctx.app.inject({ url: photo.url });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${s3.endpoint}/${s3.bucket}/${photo.key}`);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(res.headers['cache-control'] as string)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(240);
    expect(maxAge).toBeLessThanOrEqual(540);

    const served = await fetch(location);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals((await ctx.app.media.get(photo.key))!)).toBe(true);
  });

  it('hands out no link for an activity file or a name that is not a media key', async () => {
    for (const url of [`/uploads/${newMediaKey('gpx')}`, `/uploads/${newMediaKey('fit')}`, '/uploads/holiday.png']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers.location).toBeUndefined();
    }
  });
});
