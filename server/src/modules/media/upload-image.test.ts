import { LIMITS } from '@common/limits';
import { MEDIA_MESSAGES, UPLOADS_PER_MINUTE } from '@common/schemas/media';
import { MESSAGES } from '@common/texts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import {
  dataUrl,
  exifHasGps,
  makeAnimatedGif,
  makeJpegWithGps,
  makeNoisePng,
  makePixelBombPng,
  makePng,
  makeVideo,
} from '../../test/media-files';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
let cookie: string;
let userId: number;

beforeAll(async () => {
  const member = await buildSignedInUser(ctx.db);
  cookie = member.cookie;
  userId = member.user.id;
});

const upload = (url: string, payload: object, headers: Record<string, string> = { cookie }) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const uploadMedia = (payload: object, headers?: Record<string, string>) =>
  upload('/api/upload/media', payload, headers);
const uploadProfileImage = (payload: object, headers?: Record<string, string>) =>
  upload('/fileupload', payload, headers);
const body = (bytes: Uint8Array, mime: string, fileName = 'file') => ({
  fileData: dataUrl(bytes, mime),
  fileName,
  fileType: mime,
});
const served = async (url: string) => (await ctx.app.inject({ url })).rawPayload;
const mediaCount = async () => Number((await ctx.db.query('select count(*) from media')).rows[0].count);

describe('POST /api/upload/media with images', () => {
  it('stores a PNG as a PNG under a random key, records it, and answers its url and key', async () => {
    const res = await uploadMedia(body(await makePng(32, 24), 'image/png', 'holiday.png'));
    expect(res.statusCode).toBe(200);
    const { url, key, kind, contentType } = res.json();
    expect(key).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(key).not.toContain('holiday');
    expect({ url, kind, contentType }).toEqual({ url: `/uploads/${key}`, kind: 'image', contentType: 'image/png' });
    const meta = await sharp(await served(url)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 32, height: 24 });
    const { rows } = await ctx.db.query('select * from media where key = $1', [key]);
    expect(rows[0]).toMatchObject({ user_id: userId, kind: 'image', content_type: 'image/png', width: 32, height: 24 });
  });

  it('strips EXIF (GPS included) from a JPEG and turns it upright', async () => {
    const original = await makeJpegWithGps();
    const before = await sharp(original).metadata();
    expect(exifHasGps(before.exif)).toBe(true); // the test file really carries a location
    expect(before).toMatchObject({ width: 40, height: 20, orientation: 6 });

    const res = await uploadMedia(body(original, 'image/jpeg', 'IMG_0001.jpg'));
    expect(res.statusCode).toBe(200);
    expect(res.json().key).toMatch(/\.jpg$/);
    const bytes = await served(res.json().url);
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(bytes.includes('AcmePhone')).toBe(false);
  });

  it('keeps a GIF animated', async () => {
    const res = await uploadMedia(body(await makeAnimatedGif(), 'image/gif', 'wave.gif'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ contentType: 'image/gif' });
    expect(await sharp(await served(res.json().url)).metadata()).toMatchObject({ format: 'gif', pages: 2, width: 16 });
    const { rows } = await ctx.db.query('select width, height from media where key = $1', [res.json().key]);
    expect(rows[0]).toEqual({ width: 16, height: 16 });
  });

  it('refuses a small file that would decode to hundreds of megapixels', async () => {
    const bomb = await makePixelBombPng();
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    const res = await uploadMedia(body(bomb, 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MEDIA_MESSAGES.imageDimensionsTooLarge);
  });

  it('decides the type from the bytes: a PNG sent as video/mp4 named clip.mp4 is stored as a PNG', async () => {
    const res = await uploadMedia(body(await makePng(), 'video/mp4', 'clip.mp4'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'image', contentType: 'image/png' });
  });

  it("refuses a text file that claims to be a PNG with 'Only image and video files are allowed.'", async () => {
    const res = await uploadMedia(body(Buffer.from('just some text, not a picture\n'), 'image/png', 'x.png'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.onlyImageOrVideo, errors: { fileData: MESSAGES.onlyImageOrVideo } });
  });

  it('refuses an image sharp cannot decode (a PNG signature followed by garbage)', async () => {
    const fake = Buffer.concat([(await makePng()).subarray(0, 33), Buffer.alloc(200, 7)]);
    const res = await uploadMedia(body(fake, 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MEDIA_MESSAGES.unreadableImage);
  });

  it("refuses an image over 5MB with 'Maximum image size is 5MB.' and stores nothing, whatever type it claims", async () => {
    const big = await makeNoisePng(LIMITS.imageMaxBytes + 100 * 1024);
    expect(big.length).toBeGreaterThan(LIMITS.imageMaxBytes);
    const count = await mediaCount();
    for (const claimed of ['image/png', 'video/mp4']) {
      const res = await uploadMedia(body(big, claimed));
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(MESSAGES.imageTooLarge);
    }
    expect(await mediaCount()).toBe(count);
  });

  it('answers 400 with a clear message for a fileData that is not a base64 data URL', async () => {
    for (const fileData of [
      'hello',
      'data:image/png,not-base64',
      'data:image/png;base64,@@@@',
      'data:image/png;base64,',
    ]) {
      const res = await uploadMedia({ fileData, fileName: 'x.png', fileType: 'image/png' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: MEDIA_MESSAGES.badDataUrl,
        errors: { fileData: MEDIA_MESSAGES.badDataUrl },
      });
    }
    const missing = await uploadMedia({ fileName: 'x.png' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('fileData');
  });

  it('refuses visitors with 401, also when they send a member id as a Bearer token', async () => {
    const png = body(await makePng(), 'image/png');
    const attempts: Record<string, string>[] = [{}, { authorization: `Bearer ${userId}` }];
    for (const headers of attempts) {
      const res = await uploadMedia(png, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.unauthorized });
    }
  });
});

describe('POST /fileupload (profile image control)', () => {
  it('stores an image and answers its url and key', async () => {
    const res = await uploadProfileImage(body(await makePng(), 'image/png', 'me.png'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ url: `/uploads/${res.json().key}`, kind: 'image' });
  });

  it("refuses a video with 'Invalid file type. Accepted types: image/*'", async () => {
    const res = await uploadProfileImage(body(await makeVideo(2), 'video/mp4', 'me.mp4'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.profileImageInvalidType);
  });

  it('refuses a text file named like an image with the invalid-type message', async () => {
    const res = await uploadProfileImage(body(Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml', 'me.svg'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.profileImageInvalidType);
  });

  it("refuses an image over 5MB with 'File is too large. Maximum size is 5MB.'", async () => {
    const res = await uploadProfileImage(body(await makeNoisePng(LIMITS.imageMaxBytes + 1024), 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MESSAGES.profileImageTooLarge);
  });

  it('cuts off a body far over the limit while reading it, with the same message as JSON', async () => {
    const res = await uploadProfileImage({ fileData: `data:image/png;base64,${'A'.repeat(8 * 1024 * 1024)}` });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: MESSAGES.profileImageTooLarge,
      errors: { fileData: MESSAGES.profileImageTooLarge },
    });
  });
});

describe('upload rate limit', () => {
  it('lets a member upload 30 files a minute, then answers 429 with Retry-After', async () => {
    const member = await buildSignedInUser(ctx.db);
    const attempt = () => uploadMedia({ fileData: 'nope' }, { cookie: member.cookie });
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) expect((await attempt()).statusCode).toBe(400);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MEDIA_MESSAGES.tooManyUploads);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not affected.
    expect((await uploadMedia({ fileData: 'nope' })).statusCode).toBe(400);
  });
});
