import { MESSAGES } from '@common/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { dataUrl, makePng, makeVideo } from '../../test/media-files';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
let video: { url: string; key: string; bytes: Buffer };
let image: { url: string; key: string };

beforeAll(async () => {
  const { cookie } = await buildSignedInUser(ctx.db);
  const upload = async (bytes: Uint8Array, mime: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/upload/media',
        payload: { fileData: dataUrl(bytes, mime), fileName: 'f', fileType: mime },
        headers: { cookie },
      })
    ).json();
  const v = await upload(await makeVideo(3, { frameRate: 30 }), 'video/mp4');
  video = { ...v, bytes: (await ctx.app.media.get(v.key))! };
  image = await upload(await makePng(), 'image/png');
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

describe('GET /uploads/:key', () => {
  it('serves the file to anyone with its URL, with its type, nosniff, inline and a year-long immutable cache', async () => {
    const res = await get(image.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
    });
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('serves a video whole with video/mp4', async () => {
    const res = await get(video.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.equals(video.bytes)).toBe(true);
  });

  it('answers a Range request with 206 and exactly the bytes asked for (seeking in <video>)', async () => {
    const size = video.bytes.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-50', size - 50, size - 1],
      [`bytes=10-${size + 1000}`, 10, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(video.url, { range });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(Number(res.headers['content-length'])).toBe(end - start + 1);
      expect(res.rawPayload.equals(video.bytes.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers 416 for a range past the end, naming the size', async () => {
    const res = await get(video.url, { range: `bytes=${video.bytes.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${video.bytes.length}`);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: video.url });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(video.bytes.length);
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 304 to a browser revalidating with the ETag', async () => {
    const first = await get(image.url);
    const again = await get(image.url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 JSON for unknown keys, odd names, folders and traversal attempts', async () => {
    const urls = [
      `/uploads/${'0'.repeat(32)}.png`,
      '/uploads/holiday.png',
      `/uploads/${image.key.slice(0, 2)}`,
      `/uploads/${image.key.slice(0, 2)}/${image.key}`,
      '/uploads/',
      '/uploads/..%2F..%2Fpackage.json',
      `/uploads/${image.key.replace('.png', '.html')}`,
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: MESSAGES.notFound });
    }
  });
});

describe('GET /api/config/media', () => {
  it('says the addresses of files served by the app never expire', async () => {
    const res = await get('/api/config/media');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ linkSeconds: null });
  });
});
