import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits';
import { MESSAGES } from '../texts';
import {
  base64DecodedLength,
  isVideoTooLong,
  MEDIA_MESSAGES,
  mediaKindOfMime,
  parseDataUrl,
  uploadProblem,
} from './media';
import { uploadBodySchema } from './media-upload';

describe('parseDataUrl', () => {
  it('reads the declared type and the base64 data, as FileReader writes them', () => {
    expect(parseDataUrl('data:image/png;base64,iVBORw0KGgo=')).toEqual({
      mimeType: 'image/png',
      base64: 'iVBORw0KGgo=',
    });
    expect(parseDataUrl('data:;base64,AAAA')).toEqual({ mimeType: '', base64: 'AAAA' });
    expect(parseDataUrl('data:Video/MP4;name=a.mp4;base64,AAAA')).toEqual({ mimeType: 'video/mp4', base64: 'AAAA' });
  });

  it.each([
    'iVBORw0KGgo=',
    'data:image/png,plain',
    'data:image/png;base64,abc',
    'data:image/png;base64,ab$d',
    'data:image/png;base64,AA=A',
  ])('refuses %s', (value) => {
    expect(parseDataUrl(value)).toBeNull();
  });
});

it('counts decoded bytes from the base64 length', () => {
  for (const n of [0, 1, 2, 3, 4, 5, 1000]) {
    expect(base64DecodedLength(Buffer.alloc(n).toString('base64'))).toBe(n);
  }
});

it('maps MIME types to image, video or nothing', () => {
  expect(mediaKindOfMime('image/heic')).toBe('image');
  expect(mediaKindOfMime('video/quicktime')).toBe('video');
  expect(mediaKindOfMime('application/pdf')).toBeNull();
  expect(mediaKindOfMime('')).toBeNull();
});

describe('uploadProblem', () => {
  const img = LIMITS.imageMaxBytes;
  const vid = LIMITS.videoMaxBytes;
  it.each([
    ['media', 'image', img, null],
    ['media', 'image', img + 1, MESSAGES.imageTooLarge],
    ['media', 'video', vid, null],
    ['media', 'video', vid + 1, MESSAGES.videoTooLarge],
    ['media', null, 10, MESSAGES.onlyImageOrVideo],
    ['media', null, vid + 1, MESSAGES.onlyImageOrVideo],
    ['profileImage', 'image', img, null],
    ['profileImage', 'image', img + 1, MESSAGES.profileImageTooLarge],
    ['profileImage', 'video', 10, MESSAGES.profileImageInvalidType],
    ['profileImage', null, 10, MESSAGES.profileImageInvalidType],
  ] as const)('%s, %s of %i bytes: %s', (target, kind, bytes, message) => {
    expect(uploadProblem(target, kind, bytes)?.message ?? null).toBe(message);
  });
});

it('allows videos up to 45 s (with a tenth of a second for container rounding)', () => {
  expect(isVideoTooLong(45)).toBe(false);
  expect(isVideoTooLong(45.05)).toBe(false);
  expect(isVideoTooLong(45.2)).toBe(true);
  expect(isVideoTooLong(Number.NaN)).toBe(true);
});

it('the upload body schema parses the data URL and names the field when it is bad', () => {
  expect(uploadBodySchema.parse({ fileData: 'data:image/png;base64,AAAA', fileName: 'a.png' }).fileData).toEqual({
    mimeType: 'image/png',
    base64: 'AAAA',
  });
  const bad = uploadBodySchema.safeParse({ fileData: 'nope' });
  expect(bad.success).toBe(false);
  expect(bad.error?.issues[0]).toMatchObject({ path: ['fileData'], message: MEDIA_MESSAGES.badDataUrl });
});
