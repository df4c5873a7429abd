import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../../config';
import { rangeHeader, resolveRange } from './byte-range';
import { assertKey, type MediaStorage, StorageUnavailable } from './storage';
import { windowMemo } from './window-memo';

/** Parts of a multipart upload: lib-storage sends one PutObject below this, parts above it. */
export const PART_SIZE = 8 * 1024 * 1024;

// Signing a link takes about 0.25 ms of CPU (the SDK's middleware and SigV4's HMACs), most of what
// a redirect costs the app, on every view of every photo: links are remembered for their window
// instead (bench:media compares both). 5,000 links take a few megabytes.
const REMEMBERED_LINKS = 5000;

/**
 * A client for the bucket. Checksums only where S3 requires them: the SDK's default (since 2025)
 * sends streamed bodies with checksum trailers that several S3-compatible servers store as part
 * of the file. Short connection timeout and three attempts: a bucket that is down fails a request
 * in seconds, not minutes.
 */
export function s3Client(settings: S3Settings, endpoint = settings.endpoint): S3Client {
  return new S3Client({
    endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 2000, requestTimeout: 30_000 },
  });
}

const isMissingObject = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e.name === 'NoSuchKey' ||
    e.name === 'NotFound' ||
    (e.name !== 'NoSuchBucket' && e.$metadata?.httpStatusCode === 404)
  );
};

export interface S3StorageOptions {
  /** Told of every failure that becomes a 503 (the app logs it: the member sees no details). */
  onUnavailable?: (err: unknown, operation: string, key: string | null) => void;
  partSize?: number;
  /** How many signed links are remembered for their window (0: every link is signed anew). */
  rememberedLinks?: number;
}

/**
 * Files as objects named by their key in one bucket, which stays private: the app streams them
 * (serve-media.ts), or, with S3_PUBLIC_URL, hands out links signed for minutes. Anything but
 * "no such file" from the bucket (refused connection, timeout, 5xx, bad credentials) becomes
 * `StorageUnavailable`, a 503 in the API's error shape.
 */
export function s3Storage(settings: S3Settings, options: S3StorageOptions = {}): MediaStorage {
  const client = s3Client(settings);
  const signer = settings.publicUrl ? s3Client(settings, settings.publicUrl) : null;
  const Bucket = settings.bucket;

  async function attempt<T>(operation: string, key: string | null, run: () => Promise<T>, ifMissing?: T): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (ifMissing !== undefined && isMissingObject(err)) return ifMissing;
      options.onUnavailable?.(err, operation, key);
      throw new StorageUnavailable(err);
    }
  }

  const storage: MediaStorage = {
    kind: 's3',
    async put(key, body, contentType) {
      assertKey(key);
      await attempt('put', key, async () => {
        // One PutObject for a body under the part size, a multipart upload (parts sent four at a
        // time) above it; an upload that fails is aborted, so no part is left behind.
        const upload = new Upload({
          client,
          params: { Bucket, Key: key, Body: body, ContentType: contentType },
          partSize: options.partSize ?? PART_SIZE,
          queueSize: 4,
          leavePartsOnError: false,
        });
        await upload.done();
      });
    },
    async get(key) {
      assertKey(key);
      return attempt(
        'get',
        key,
        async () => {
          const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
          const bytes = await object.Body?.transformToByteArray();
          return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : Buffer.alloc(0);
        },
        null,
      );
    },
    async stat(key) {
      assertKey(key);
      return attempt(
        'stat',
        key,
        async () => {
          const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
          return { bytes: head.ContentLength ?? 0 };
        },
        null,
      );
    },
    async createReadStream(key, range) {
      assertKey(key);
      return attempt(
        'read',
        key,
        async () => {
          const object = await client.send(
            new GetObjectCommand({ Bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }),
          );
          // In Node the body is the HTTP response itself: piped on, it streams with backpressure.
          return (object.Body as Readable | undefined) ?? null;
        },
        null,
      );
    },
    async open(key, range) {
      assertKey(key);
      const sizeOnly = async () => {
        const found = await storage.stat(key);
        return found && { size: found.bytes, unsatisfiable: true as const };
      };
      let asked = range;
      if (asked !== 'full' && 'suffix' in asked) {
        // `bytes=-500` (the last 500 bytes) is resolved here: not every S3-compatible server reads
        // a suffix range right (s3rver answers the first bytes). Browsers seek with `bytes=N-`.
        const found = await storage.stat(key);
        if (!found) return null;
        const resolved = resolveRange(asked, found.bytes);
        if (resolved === 'unsatisfiable') return { size: found.bytes, unsatisfiable: true };
        asked = resolved;
      }
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: asked === 'full' ? undefined : rangeHeader(asked) }),
        );
        const stream = object.Body as Readable;
        // The bucket resolves the range against the size it knows: `bytes <start>-<end>/<size>`.
        const answered = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(object.ContentRange ?? '');
        if (answered) {
          const [start, end, size] = answered.slice(1).map(Number);
          return { size, part: { start, end }, stream };
        }
        return { size: object.ContentLength ?? 0, part: null, stream };
      } catch (err) {
        if (isMissingObject(err)) return null;
        const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (e.name === 'InvalidRange' || e.$metadata?.httpStatusCode === 416) return sizeOnly();
        options.onUnavailable?.(err, 'open', key);
        throw new StorageUnavailable(err);
      }
    },
    async delete(key) {
      assertKey(key);
      // S3 answers a delete of a missing object like any other: deleting twice is fine.
      await attempt('delete', key, () => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
    urlFor(key) {
      assertKey(key);
      return `/uploads/${key}`;
    },
    async check() {
      await attempt('check', null, () => client.send(new HeadBucketCommand({ Bucket })));
    },
    async close() {
      client.destroy();
      signer?.destroy();
    },
  };
  if (signer) {
    // A signed link is the same for every request in a window of S3_LINK_SECONDS (the signing time
    // is the window's start), so browsers and caches reuse it; it stays valid for one more window.
    const windowMs = settings.linkSeconds * 1000;
    const signedLinks = windowMemo<string>(options.rememberedLinks ?? REMEMBERED_LINKS);
    const sign = (key: string, contentType: string, windowStart: number) =>
      getSignedUrl(
        signer,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentType: contentType,
          ResponseContentDisposition: 'inline',
          ResponseCacheControl: 'public, max-age=31536000, immutable',
        }),
        { expiresIn: 2 * settings.linkSeconds, signingDate: new Date(windowStart) },
      );
    storage.signedUrl = async (key, { contentType }) => {
      assertKey(key);
      const now = Date.now();
      const windowStart = now - (now % windowMs);
      const url = await signedLinks(`${key} ${contentType}`, windowStart, () => sign(key, contentType, windowStart));
      // The redirect may be reused while the link it names has a whole window left: every link a
      // browser is given, fresh or from its cache, stays good for S3_LINK_SECONDS at least, which
      // pages rely on (GET /api/config/media).
      const maxAgeSeconds = Math.max(0, Math.floor((windowStart + windowMs - now) / 1000));
      return { url, maxAgeSeconds };
    };
  }
  return storage;
}
