import type { MediaKind } from '@common/schemas/media';

/** What a stored file is: a post's or profile's media, or an activity's original file (issue 14). */
export type StoredKind = MediaKind | 'activity';

/**
 * The formats we store, by the file extension a stored key ends with. Keys get their extension
 * from the type detected in the bytes (or the format we re-encoded to), so the extension alone
 * tells the content type when serving.
 */
export const STORED_FORMATS = {
  jpg: { kind: 'image', contentType: 'image/jpeg' },
  png: { kind: 'image', contentType: 'image/png' },
  webp: { kind: 'image', contentType: 'image/webp' },
  gif: { kind: 'image', contentType: 'image/gif' },
  mp4: { kind: 'video', contentType: 'video/mp4' },
  m4v: { kind: 'video', contentType: 'video/x-m4v' },
  mov: { kind: 'video', contentType: 'video/quicktime' },
  webm: { kind: 'video', contentType: 'video/webm' },
  // Activity files hold a member's whole route, privacy zones included: stored here, but never
  // served at /uploads/ (only their owner downloads them, through the activities API).
  gpx: { kind: 'activity', contentType: 'application/gpx+xml' },
  tcx: { kind: 'activity', contentType: 'application/vnd.garmin.tcx+xml' },
  fit: { kind: 'activity', contentType: 'application/vnd.ant.fit' },
} as const satisfies Record<string, { kind: StoredKind; contentType: string }>;

export type StoredExtension = keyof typeof STORED_FORMATS;

export function isStoredExtension(ext: string): ext is StoredExtension {
  return Object.hasOwn(STORED_FORMATS, ext);
}

/**
 * What `file-type` may report that we accept, and what the server makes of it. Images are
 * re-encoded (`storeAs`); HEIC and AVIF become JPEG (or WebP with transparency) because not every
 * browser shows them. Anything not listed is 'not an image or a video', whatever its name says.
 */
export const ACCEPTED_DETECTIONS: Record<string, { kind: MediaKind; storeAs: StoredExtension }> = {
  'image/jpeg': { kind: 'image', storeAs: 'jpg' },
  'image/png': { kind: 'image', storeAs: 'png' },
  'image/webp': { kind: 'image', storeAs: 'webp' },
  'image/gif': { kind: 'image', storeAs: 'gif' },
  'image/avif': { kind: 'image', storeAs: 'jpg' },
  'image/heic': { kind: 'image', storeAs: 'jpg' },
  'image/heif': { kind: 'image', storeAs: 'jpg' },
  'video/mp4': { kind: 'video', storeAs: 'mp4' },
  'video/x-m4v': { kind: 'video', storeAs: 'm4v' },
  'video/quicktime': { kind: 'video', storeAs: 'mov' },
  'video/webm': { kind: 'video', storeAs: 'webm' },
};
