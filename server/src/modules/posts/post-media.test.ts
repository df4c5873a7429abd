import { POST_MESSAGES } from '@common/posts-texts';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { dataUrl, makeJpegWithGps, makePng, makeVideo } from '../../test/media-files';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

/** Uploads a real file through POST /api/upload/media and answers `{url, key}`. */
async function upload(cookie: string, bytes: Uint8Array, mime: string): Promise<{ url: string; key: string }> {
  const res = await apiAs(ctx, cookie).post('/api/upload/media', {
    fileData: dataUrl(bytes, mime),
    fileName: 'file',
    fileType: mime,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const mediaRows = async (key: string) =>
  (await ctx.db.query('select count(*)::int as n from media where key = $1', [key])).rows[0].n;

describe('posts with a photo or a video (D8)', () => {
  it('attaches an uploaded JPEG; the stored URL is the server one, whatever URL the client sent', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const { url, key } = await upload(cookie, await makeJpegWithGps(), 'image/jpeg');
    const res = await apiAs(ctx, cookie).post('/api/posts', {
      content: 'Morning lift',
      imageUrl: 'https://evil.example/tracker.gif',
      imageKey: key,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ imageUrl: url, imageKey: key, videoUrl: null, videoKey: null });
    const file = await ctx.app.inject({ url: res.json().imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('attaches an uploaded 2 s MP4 as the video', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const { url, key } = await upload(cookie, await makeVideo(2), 'video/mp4');
    const res = await apiAs(ctx, cookie).post('/api/posts', { content: 'Box jumps', videoUrl: url, videoKey: key });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ videoUrl: url, videoKey: key, imageUrl: null });
    expect((await ctx.app.inject({ url })).headers['content-type']).toBe('video/mp4');
  });

  it('refuses an image and a video together', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const image = await upload(cookie, await makePng(), 'image/png');
    const video = await upload(cookie, await makeVideo(1), 'video/mp4');
    const res = await apiAs(ctx, cookie).post('/api/posts', {
      content: 'both',
      imageKey: image.key,
      videoKey: video.key,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ videoKey: POST_MESSAGES.oneMediaOnly });
  });

  it("refuses another member's upload, an unknown key, a URL without a key and a kind mismatch", async () => {
    const owner = await buildSignedInUser(ctx.db);
    const thief = await buildSignedInUser(ctx.db);
    const image = await upload(owner.cookie, await makePng(), 'image/png');
    const api = apiAs(ctx, thief.cookie);
    const stolen = await api.post('/api/posts', { content: 'x', imageKey: image.key });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toEqual({ imageKey: POST_MESSAGES.mediaNotYours });
    const unknown = await api.post('/api/posts', { content: 'x', imageKey: `${'a'.repeat(32)}.png` });
    expect(unknown.json().errors).toEqual({ imageKey: POST_MESSAGES.mediaNotYours });
    const urlOnly = await api.post('/api/posts', { content: 'x', imageUrl: image.url });
    expect(urlOnly.json().errors).toEqual({ imageKey: POST_MESSAGES.mediaNeedsKey });
    const asVideo = await apiAs(ctx, owner.cookie).post('/api/posts', { content: 'x', videoKey: image.key });
    expect(asVideo.json().errors).toEqual({ videoKey: POST_MESSAGES.videoWrongKind });
    const { rows } = await ctx.db.query('select count(*)::int as n from posts where user_id = any($1)', [
      [owner.user.id, thief.user.id],
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('refuses a file already attached to another post', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const image = await upload(cookie, await makePng(), 'image/png');
    const api = apiAs(ctx, cookie);
    expect((await api.post('/api/posts', { content: 'first', imageKey: image.key })).statusCode).toBe(201);
    const second = await api.post('/api/posts', { content: 'second', imageKey: image.key });
    expect(second.statusCode).toBe(400);
    expect(second.json().errors).toEqual({ imageKey: POST_MESSAGES.mediaInUse });
  });

  it("deletes the post's photo (file and record) with the post; another post's file stays", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, cookie);
    const doomed = await upload(cookie, await makePng(), 'image/png');
    const kept = await upload(cookie, await makePng(8, 8), 'image/png');
    const postId = (await api.post('/api/posts', { content: 'bye', imageKey: doomed.key })).json().id;
    await api.post('/api/posts', { content: 'stays', imageKey: kept.key });
    expect((await ctx.app.inject({ url: doomed.url })).statusCode).toBe(200);

    expect((await api.delete(`/api/posts/${postId}`)).statusCode).toBe(204);
    expect((await ctx.app.inject({ url: doomed.url })).statusCode).toBe(404);
    expect(await mediaRows(doomed.key)).toBe(0);
    expect((await ctx.app.inject({ url: kept.url })).statusCode).toBe(200);
    expect(await mediaRows(kept.key)).toBe(1);
  });

  it("deletes a post's video with the post", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, cookie);
    const video = await upload(cookie, await makeVideo(1), 'video/mp4');
    const postId = (await api.post('/api/posts', { content: 'clip', videoKey: video.key })).json().id;
    expect((await api.delete(`/api/posts/${postId}`)).statusCode).toBe(204);
    expect((await ctx.app.inject({ url: video.url })).statusCode).toBe(404);
    expect(await mediaRows(video.key)).toBe(0);
  });
});
