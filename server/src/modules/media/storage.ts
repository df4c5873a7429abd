import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MEDIA_MESSAGES } from '@common/schemas/media';
import { HttpError } from '../../lib/http-errors';
import type { RangeRequest } from './byte-range';
import { isStoredExtension, type StoredExtension } from './formats';

/** An inclusive byte range, as HTTP Range requests name them. */
export interface ByteRange {
  start: number;
  end: number;
}

export type OpenedFile =
  | { size: number; part: ByteRange | null; stream: Readable; unsatisfiable?: undefined }
  | { size: number; unsatisfiable: true };

/**
 * Where uploaded files live. Keys are made by the server (`newMediaKey`): never a member's file
 * name, so they can be used as object names or path segments as they are. The local disk is the
 * default (disk-storage.ts); an S3-compatible bucket (s3-storage.ts) implements the same calls.
 * A backend that cannot be reached throws `StorageUnavailable` (503), never a half-done write.
 */
export interface MediaStorage {
  /** 'disk' or 's3', for readiness answers and logs. */
  readonly kind: 'disk' | 's3';
  /** Stores a whole file; a reader sees either nothing or all of it. */
  put(key: string, body: Uint8Array | Readable, contentType: string): Promise<void>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Size of the stored file, or null when there is none. */
  stat(key: string): Promise<{ bytes: number } | null>;
  /** A stream of the file (or of one byte range of it), or null when there is none. */
  createReadStream(key: string, range?: ByteRange): Promise<Readable | null>;
  /**
   * One read for serving: the file's size and a stream of the part asked for (`part` null: the
   * whole file), `unsatisfiable` with the size when the range is past the end, or null when there is
   * no such file. The bucket answers all of it in one request.
   */
  open(key: string, range: RangeRequest | 'full'): Promise<OpenedFile | null>;
  /** Removes the file; removing a missing file is not an error (deletes are retried). */
  delete(key: string): Promise<void>;
  /** The URL a browser loads the file from (stored in rows, so it never changes with the backend). */
  urlFor(key: string): string;
  /**
   * Only where the storage serves files itself (a bucket with S3_PUBLIC_URL): a short-lived signed
   * URL for one file, handed out after the app's own checks (serve-media.ts). Absent: the app streams.
   */
  signedUrl?(key: string, headers: { contentType: string }): Promise<{ url: string; maxAgeSeconds: number }>;
  /** Resolves when the storage can be written to (readiness); throws otherwise. */
  check(): Promise<void>;
  /** Lets go of connections (the app's close). */
  close(): Promise<void>;
}

/** The storage could not be reached: uploads and downloads answer 503 and nothing is recorded. */
export class StorageUnavailable extends HttpError {
  constructor(cause: unknown) {
    super(503, MEDIA_MESSAGES.storageUnavailable, undefined, { 'retry-after': '30' });
    this.cause = cause;
  }
}

// 128 random bits in hex, then the extension of the detected format: unguessable, and nothing a
// member typed ever reaches a path. A photo's smaller copies add `-w<width>` (variants.ts).
const KEY_PATTERN = /^[0-9a-f]{32}(?:-w[0-9]{2,4})?\.([a-z0-9]{2,5})$/;

export function newMediaKey(ext: StoredExtension): string {
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

export function isMediaKey(key: string): boolean {
  const match = KEY_PATTERN.exec(key);
  return match !== null && isStoredExtension(match[1]);
}

export function extensionOfKey(key: string): StoredExtension | null {
  const ext = KEY_PATTERN.exec(key)?.[1];
  return ext && isStoredExtension(ext) ? ext : null;
}

export function assertKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
}
