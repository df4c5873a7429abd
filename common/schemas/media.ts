import { LIMITS } from '../limits';
import { MESSAGES } from '../texts';

// Media uploads (spec sections 5, 7, 8; DECISIONS D8). The size and type rules live here once:
// the web helper applies them to the file the member picked (declared type), the server applies
// them again to the type it detects from the bytes. No zod here: the dashboard's composer uses
// these rules, and the request body's schema (./media-upload.ts) would bring the library along.

export const UPLOAD_ENDPOINTS = {
  /** Post media: an image or a video. */
  media: '/api/upload/media',
  /** The profile image upload control: images only. */
  profileImage: '/fileupload',
} as const;
export type UploadEndpoint = (typeof UPLOAD_ENDPOINTS)[keyof typeof UPLOAD_ENDPOINTS];
export type UploadTarget = keyof typeof UPLOAD_ENDPOINTS;
export type MediaKind = 'image' | 'video';

/** Texts the spec leaves open (it shows only the limit messages); candidates for common/texts.ts. */
export const MEDIA_MESSAGES = {
  uploadFailed: 'Failed to upload file. Please try again.',
  badDataUrl: 'fileData must be a base64 data URL (data:<type>;base64,<data>)',
  unreadableImage: 'This image could not be read. Please upload a JPEG, PNG, WebP or GIF file.',
  unreadableVideo: 'This video could not be read. Please upload an MP4, MOV or WebM file.',
  imageDimensionsTooLarge: 'This image is too large to process. Please upload a smaller picture.',
  tooManyUploads: 'Too many uploads. Please wait a minute and try again.',
  /** The file storage (a bucket) cannot be reached: nothing was saved. */
  storageUnavailable: 'Files cannot be saved or opened right now. Please try again in a few minutes.',
} as const;

/** Uploads per member per minute, both endpoints together. */
export const UPLOADS_PER_MINUTE = 30;

// Containers round the last frame's end to their time base, so a clip a camera stopped at 45 s can
// measure 45.03 s. A tenth of a second of slack keeps those in without letting longer clips through.
const DURATION_SLACK_SECONDS = 0.1;

export function isVideoTooLong(seconds: number): boolean {
  return !Number.isFinite(seconds) || seconds > LIMITS.videoMaxSeconds + DURATION_SLACK_SECONDS;
}

/** 'image' or 'video' for a MIME type, null for anything else. */
export function mediaKindOfMime(mime: string | null | undefined): MediaKind | null {
  const type = (mime ?? '').trim().toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  return null;
}

/** The largest file an endpoint can take at all: anything bigger is refused before it is read. */
export function maxUploadBytes(target: UploadTarget): number {
  return target === 'profileImage' ? LIMITS.imageMaxBytes : LIMITS.videoMaxBytes;
}

/** The spec's message for a file that is too big, given what it is (or claims to be). */
export function tooLargeMessage(target: UploadTarget, kind: MediaKind | null): string {
  if (target === 'profileImage') return MESSAGES.profileImageTooLarge;
  return kind === 'image' ? MESSAGES.imageTooLarge : MESSAGES.videoTooLarge;
}

export type UploadProblem = { reason: 'type' | 'size'; message: string };

/**
 * Why a file of this kind and size may not go to this endpoint, or null when it may. Type first:
 * a 60MB PDF is refused for being a PDF.
 */
export function uploadProblem(target: UploadTarget, kind: MediaKind | null, bytes: number): UploadProblem | null {
  if (target === 'profileImage') {
    if (kind !== 'image') return { reason: 'type', message: MESSAGES.profileImageInvalidType };
    if (bytes > LIMITS.imageMaxBytes) return { reason: 'size', message: MESSAGES.profileImageTooLarge };
    return null;
  }
  if (kind === null) return { reason: 'type', message: MESSAGES.onlyImageOrVideo };
  const max = kind === 'image' ? LIMITS.imageMaxBytes : LIMITS.videoMaxBytes;
  if (bytes > max) return { reason: 'size', message: tooLargeMessage(target, kind) };
  return null;
}

// `data:<mime>[;param=value]*;base64,<data>`, as FileReader.readAsDataURL writes it.
const DATA_URL_HEAD = /^data:([^,;]*)((?:;[^,;]*)*);base64,/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

export interface ParsedDataUrl {
  /** The type the sender declared (never trusted for the decision, only for early messages). */
  mimeType: string;
  base64: string;
}

export function parseDataUrl(value: string): ParsedDataUrl | null {
  const head = DATA_URL_HEAD.exec(value);
  if (!head) return null;
  const base64 = value.slice(head[0].length);
  if (base64.length % 4 !== 0 || !BASE64_BODY.test(base64)) return null;
  return { mimeType: head[1].trim().toLowerCase(), base64 };
}

/** How many bytes a base64 text decodes to, without decoding it. */
export function base64DecodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/**
 * A photo's own size and its smaller copies (issue 21): the size lets the page keep the photo's
 * place before it loads (no layout shift), the copies let a phone pick one the width of its screen
 * (`srcset`). `sources` are WebP copies narrowest first; empty while none are made (the original
 * is then the only choice).
 */
export interface ImageSizes {
  width: number;
  height: number;
  sources: { url: string; width: number }[];
}
