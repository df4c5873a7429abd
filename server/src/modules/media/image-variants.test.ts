import type { Post } from '@common/schemas/posts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { dataUrl, makeAnimatedGif, makePng } from '../../test/media-files';
import { useTestApp } from '../../test/test-app';
import { backfillImageVariants, deleteMedia, saveUpload, sweepOrphanMedia } from '.';
import { variantKey } from './variants';

// Issue 21: photos get smaller WebP copies at upload, posts list them with the photo's size for
// srcset, older photos without copies still show (and get them from housekeeping), and copies go
// with their photo.

const ctx = useTestApp();

/** A 1200x900 JPEG, the size of the demo's photos. */
const makePhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();

async function upload(cookie: string, bytes: Uint8Array, mime: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/media',
    payload: { fileData: dataUrl(bytes, mime), fileName: 'f', fileType: mime },
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ key: string; url: string }>();
}

async function postWith(cookie: string, imageKey: string): Promise<Post> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/posts',
    payload: { content: 'Look at this', imageKey },
    headers: { cookie },
  });
  expect(res.statusCode).toBe(201);
  const feed = await ctx.app.inject({ url: '/api/posts', headers: { cookie } });
  return feed.json<Post[]>().find((p) => p.id === res.json<Post>().id)!;
}

const variantWidths = async (key: string) =>
  (await ctx.db.query('select variant_widths from media where key = $1', [key])).rows[0]?.variant_widths;
const fileExists = async (key: string) => (await ctx.app.media.stat(key)) !== null;

describe('photo copies', () => {
  it('writes WebP copies 320, 640 and 960 wide of a 1200 px photo, and the feed lists them with its size', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const photo = await upload(cookie, await makePhoto(), 'image/jpeg');
    expect(await variantWidths(photo.key)).toEqual([320, 640, 960]);

    const post = await postWith(cookie, photo.key);
    expect(post.imageUrl).toBe(photo.url);
    expect(post.imageSizes?.width).toBe(1200);
    expect(post.imageSizes?.height).toBe(900);
    expect(post.imageSizes?.sources.map((s) => s.width)).toEqual([320, 640, 960]);
    for (const source of post.imageSizes!.sources) {
      const res = await ctx.app.inject({ url: source.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Measured from the file itself, not from its name.
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(source.width);
      expect(meta.height).toBe(Math.round((source.width * 900) / 1200));
    }
    const smallest = await ctx.app.inject({ url: post.imageSizes!.sources[0].url });
    const original = await ctx.app.inject({ url: photo.url });
    expect(smallest.rawPayload.length).toBeLessThan(original.rawPayload.length / 4);
  });

  it('makes none of a photo narrower than the smallest copy, nor of an animated image', async () => {
    const { user } = await buildSignedInUser(ctx.db);
    const small = await saveUpload(ctx.app, { userId: user.id, target: 'media', bytes: await makePng(200, 150) });
    const gif = await saveUpload(ctx.app, { userId: user.id, target: 'media', bytes: await makeAnimatedGif() });
    expect(await variantWidths(small.key)).toEqual([]);
    expect(await variantWidths(gif.key)).toEqual([]);
  });

  it('shows an older photo without copies whole, and housekeeping then makes its copies', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const photo = await saveUpload(ctx.app, { userId: user.id, target: 'media', bytes: await makePhoto() });
    // As a photo uploaded before copies existed: no copies, nothing recorded.
    for (const width of [320, 640, 960]) await ctx.app.media.delete(variantKey(photo.key, width));
    await ctx.db.query('update media set variant_widths = null where key = $1', [photo.key]);

    const before = await postWith(cookie, photo.key);
    expect(before.imageUrl).toBe(photo.url);
    expect(before.imageSizes).toEqual({ width: 1200, height: 900, sources: [] });

    while ((await backfillImageVariants(ctx.app, 50)) === 50) {}
    expect(await variantWidths(photo.key)).toEqual([320, 640, 960]);
    const feed = (await ctx.app.inject({ url: '/api/posts', headers: { cookie } })).json<Post[]>();
    const after = feed.find((p) => p.id === before.id)!;
    expect(after.imageSizes?.sources.map((s) => s.width)).toEqual([320, 640, 960]);
    expect((await ctx.app.inject({ url: after.imageSizes!.sources[2].url })).statusCode).toBe(200);
    expect(await backfillImageVariants(ctx.app, 50)).toBe(0);
  });

  it('marks a photo whose file is unreadable as having no copies, so it is not retried every hour', async () => {
    const { user } = await buildSignedInUser(ctx.db);
    const photo = await saveUpload(ctx.app, { userId: user.id, target: 'media', bytes: await makePhoto() });
    await ctx.db.query('update media set variant_widths = null where key = $1', [photo.key]);
    await ctx.app.media.put(photo.key, Buffer.from('not a picture any more'), 'image/jpeg');
    while ((await backfillImageVariants(ctx.app, 50)) === 50) {}
    expect(await variantWidths(photo.key)).toEqual([]);
  });

  it('deletes the copies with their photo: a deleted post, and an abandoned upload', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const photo = await upload(cookie, await makePhoto(), 'image/jpeg');
    const post = await postWith(cookie, photo.key);
    const copies = [320, 640, 960].map((w) => variantKey(photo.key, w));
    for (const key of copies) expect(await fileExists(key)).toBe(true);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/posts/${post.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(204);
    for (const key of [photo.key, ...copies]) expect(await fileExists(key)).toBe(false);

    const abandoned = await saveUpload(ctx.app, { userId: user.id, target: 'media', bytes: await makePhoto() });
    await ctx.db.query(`update media set created_at = now() - interval '2 days' where key = $1`, [abandoned.key]);
    expect(await sweepOrphanMedia(ctx.app)).toBeGreaterThanOrEqual(1);
    for (const w of [320, 640, 960]) expect(await fileExists(variantKey(abandoned.key, w))).toBe(false);

    const direct = await saveUpload(ctx.app, { userId: user.id, target: 'media', bytes: await makePhoto() });
    await deleteMedia(ctx.app, [direct.key]);
    for (const w of [320, 640, 960]) expect(await fileExists(variantKey(direct.key, w))).toBe(false);
  });
});
