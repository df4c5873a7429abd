import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { dataUrl, makePng } from '../../test/media-files';
import { useTestApp } from '../../test/test-app';
import { useS3Server } from '../../test/use-s3-server';
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
    // The redirect is reused only while its link has a whole window (300 s) left to live.
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(res.headers['cache-control'] as string)?.[1]);
    const signedAt = Date.parse(
      location.searchParams
        .get('X-Amz-Date')!
        .replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    const lastReuse = Date.now() + maxAge * 1000;
    expect(maxAge).toBeLessThanOrEqual(300);
    expect(signedAt + 600_000 - lastReuse).toBeGreaterThanOrEqual(299_000);

    const served = await fetch(location);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals((await ctx.app.media.get(photo.key))!)).toBe(true);
  });

  it("lets pages show photos and play videos from the bucket's address (Content-Security-Policy)", async () => {
    const policy = String((await ctx.app.inject({ url: '/healthz' })).headers['content-security-policy']);
    const directive = (name: string) => policy.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    expect(directive('img-src')).toContain(s3.endpoint);
    expect(directive('media-src')).toContain(s3.endpoint);
    expect(directive('script-src')).not.toContain(s3.endpoint);
  });

  it('tells pages how long its links stay good (GET /api/config/media), to visitors too', async () => {
    const res = await ctx.app.inject({ url: '/api/config/media' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ linkSeconds: 300 });
  });

  it('hands out no link for an activity file or a name that is not a media key', async () => {
    for (const url of [`/uploads/${newMediaKey('gpx')}`, `/uploads/${newMediaKey('fit')}`, '/uploads/holiday.png']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers.location).toBeUndefined();
    }
  });
});
