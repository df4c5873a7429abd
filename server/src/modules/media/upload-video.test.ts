import { LIMITS } from '@common/limits';
import { MEDIA_MESSAGES } from '@common/schemas/media';
import { MESSAGES } from '@common/texts';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { dataUrl, makeVideo, withDeclaredDuration } from '../../test/media-files';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
let cookie: string;

beforeAll(async () => {
  cookie = (await buildSignedInUser(ctx.db)).cookie;
});

const uploadVideo = (bytes: Uint8Array, mime = 'video/mp4') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/upload/media',
    payload: { fileData: dataUrl(bytes, mime), fileName: 'clip', fileType: mime },
    headers: { cookie },
  });
const rowOf = async (key: string) => (await ctx.db.query('select * from media where key = $1', [key])).rows[0];

async function durations(bytes: Uint8Array) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  return { declared: await input.getDurationFromMetadata(), computed: await input.computeDuration() };
}

describe('POST /api/upload/media with videos', () => {
  it('accepts a 2 s MP4 and records its measured duration and size', async () => {
    const res = await uploadVideo(await makeVideo(2));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
    expect(res.json().key).toMatch(/^[0-9a-f]{32}\.mp4$/);
    expect(await rowOf(res.json().key)).toMatchObject({ kind: 'video', duration_seconds: 2, width: 64, height: 48 });
  });

  it('accepts a 2 s WebM and keeps it a WebM', async () => {
    const res = await uploadVideo(await makeVideo(2, { container: 'webm' }), 'video/webm');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'video', contentType: 'video/webm' });
  });

  it('accepts exactly 45 s and refuses 46 s with the spec message', async () => {
    expect((await uploadVideo(await makeVideo(LIMITS.videoMaxSeconds))).statusCode).toBe(200);
    const res = await uploadVideo(await makeVideo(46));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.videoTooLong);
  });

  it("refuses a 50 s MP4 with 'Videos must be 45 seconds or less. Please upload a shorter video.'", async () => {
    const res = await uploadVideo(await makeVideo(50));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.videoTooLong, errors: { fileData: MESSAGES.videoTooLong } });
  });

  it('measures the frames, not the header: an MP4 declaring 2 s over 50 s of samples is refused', async () => {
    const liar = withDeclaredDuration(await makeVideo(50), 2);
    expect(await durations(liar)).toEqual({ declared: 2, computed: 50 }); // the header really lies
    const res = await uploadVideo(liar);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.videoTooLong);
  });

  it('accepts an MP4 whose header claims 50 s when its samples last 2 s', async () => {
    const res = await uploadVideo(withDeclaredDuration(await makeVideo(2), 50));
    expect(res.statusCode).toBe(200);
    expect((await rowOf(res.json().key)).duration_seconds).toBe(2);
  });

  it('stores a QuickTime video as MP4 without the location metadata it carried', async () => {
    const location = '+48.8577+002.2950+035.000/';
    const mov = await makeVideo(2, { container: 'mov', location });
    expect(mov.includes(location)).toBe(true);
    const res = await uploadVideo(mov, 'video/quicktime');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ contentType: 'video/mp4' });
    const stored = (await ctx.app.inject({ url: res.json().url })).rawPayload;
    expect(stored.includes(location)).toBe(false);
    expect((await durations(stored)).computed).toBe(2);
  });

  it('refuses a file that looks like an MP4 but has no readable video', async () => {
    const header = (await makeVideo(2)).subarray(0, 32); // ftyp box, then nothing playable
    const res = await uploadVideo(Buffer.concat([header, Buffer.alloc(500, 1)]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MEDIA_MESSAGES.unreadableVideo);
  });

  it("refuses more than 50MB with 'Maximum video size is 50MB.' from the size alone", async () => {
    // Decoded size 50MB + 3 bytes: the route refuses it from the base64 length before decoding.
    const fileData = `data:video/mp4;base64,${Buffer.from((await makeVideo(1)).subarray(0, 24)).toString(
      'base64',
    )}${'A'.repeat(Math.ceil((LIMITS.videoMaxBytes + 3 - 24) / 3) * 4)}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/media',
      payload: { fileData, fileName: 'big.mp4', fileType: 'video/mp4' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MESSAGES.videoTooLarge);
  });
});
