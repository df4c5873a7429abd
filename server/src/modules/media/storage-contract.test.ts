import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useS3Server } from '../../test/use-s3-server';
import { diskStorage } from './disk-storage';
import { PART_SIZE, s3Storage } from './s3-storage';
import { type MediaStorage, newMediaKey, StorageUnavailable } from './storage';

// The same contract for both backends (issue 36): what the app does with a file must not depend
// on where it lives. The bucket is a real S3-protocol server on loopback (test/s3-server.ts).

const s3 = useS3Server();

const BACKENDS: [string, () => MediaStorage][] = [
  ['disk', () => diskStorage(mkdtempSync(path.join(os.tmpdir(), 'fitcircle-media-')))],
  ['s3', () => s3Storage(s3.settings)],
];

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(BACKENDS)('%s storage', (_name, create) => {
  let storage: MediaStorage;
  beforeAll(() => {
    storage = create();
  });
  afterAll(() => storage.close());

  it('answers a stored file whole, as a stream, by byte range and by size', async () => {
    const key = newMediaKey('png');
    await storage.put(key, Buffer.from('0123456789'), 'image/png');
    expect((await storage.get(key))?.toString()).toBe('0123456789');
    expect(await storage.stat(key)).toEqual({ bytes: 10 });
    expect(await text((await storage.createReadStream(key))!)).toBe('0123456789');
    expect(await text((await storage.createReadStream(key, { start: 2, end: 4 }))!)).toBe('234');
    expect(await text((await storage.createReadStream(key, { start: 9, end: 9 }))!)).toBe('9');
    expect(storage.urlFor(key)).toBe(`/uploads/${key}`);
  });

  it('opens a file for serving in one read: its size and the part a Range header asks for', async () => {
    const key = newMediaKey('mp4');
    await storage.put(key, Buffer.from('0123456789'), 'video/mp4');
    const read = async (range: Parameters<MediaStorage['open']>[1]) => {
      const file = await storage.open(key, range);
      if (!file || file.unsatisfiable) return file;
      return { size: file.size, part: file.part, text: await text(file.stream) };
    };
    expect(await read('full')).toEqual({ size: 10, part: null, text: '0123456789' });
    expect(await read({ start: 2, end: 4 })).toEqual({ size: 10, part: { start: 2, end: 4 }, text: '234' });
    expect(await read({ start: 7, end: null })).toEqual({ size: 10, part: { start: 7, end: 9 }, text: '789' });
    expect(await read({ start: 5, end: 500 })).toEqual({ size: 10, part: { start: 5, end: 9 }, text: '56789' });
    expect(await read({ suffix: 3 })).toEqual({ size: 10, part: { start: 7, end: 9 }, text: '789' });
    expect(await read({ suffix: 50 })).toEqual({ size: 10, part: { start: 0, end: 9 }, text: '0123456789' });
    expect(await read({ start: 10, end: null })).toEqual({ size: 10, unsatisfiable: true });
    expect(await read({ suffix: 0 })).toEqual({ size: 10, unsatisfiable: true });
    expect(await storage.open(newMediaKey('mp4'), 'full')).toBeNull();
    expect(await storage.open(newMediaKey('mp4'), { start: 0, end: 1 })).toBeNull();
  });

  it('stores a file that arrives as a stream', async () => {
    const key = newMediaKey('gpx');
    await storage.put(key, Readable.from([Buffer.from('<gpx>'), Buffer.from('</gpx>')]), 'application/gpx+xml');
    expect((await storage.get(key))?.toString()).toBe('<gpx></gpx>');
  });

  it('deletes a file, and deleting it again is no error', async () => {
    const key = newMediaKey('jpg');
    await storage.put(key, Buffer.from('photo'), 'image/jpeg');
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.createReadStream(key)).toBeNull();
  });

  it('answers null for a file that was never stored', async () => {
    const key = newMediaKey('mp4');
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.createReadStream(key, { start: 0, end: 10 })).toBeNull();
  });

  it('refuses keys it did not make, so no name can leave its place', async () => {
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid media key/);
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/Invalid media key/);
    await expect(storage.stat('holiday.png')).rejects.toThrow(/Invalid media key/);
    await expect(storage.delete('..')).rejects.toThrow(/Invalid media key/);
  });

  it('keeps a file larger than an upload part byte for byte, and reads a range across parts', async () => {
    const bytes = randomBytes(2 * PART_SIZE + 12345);
    const key = newMediaKey('mp4');
    s3.requests.length = 0;
    await storage.put(key, bytes, 'video/mp4');
    expect(await storage.stat(key)).toEqual({ bytes: bytes.length });
    expect(sha256((await storage.get(key))!)).toBe(sha256(bytes));
    const across = { start: PART_SIZE - 10, end: PART_SIZE + 9 };
    const part = await buffer((await storage.createReadStream(key, across))!);
    expect(part.equals(bytes.subarray(across.start, across.end + 1))).toBe(true);
    if (storage.kind === 's3') {
      // A multipart upload (CreateMultipartUpload, three UploadPart, Complete), not one PutObject.
      const objectCalls = s3.requests.filter((r) => r.path.endsWith(key));
      expect(objectCalls.filter((r) => r.method === 'POST' && r.query.has('uploads'))).toHaveLength(1);
      expect(objectCalls.filter((r) => r.method === 'PUT' && r.query.has('partNumber'))).toHaveLength(3);
      expect(objectCalls.filter((r) => r.method === 'POST' && r.query.has('uploadId'))).toHaveLength(1);
    }
  });

  it('answers that it can be written to', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe('s3 storage with the bucket down', () => {
  it('fails with StorageUnavailable (503) and loses nothing already stored', async () => {
    const storage = s3Storage(s3.settings);
    const key = newMediaKey('png');
    await storage.put(key, Buffer.from('kept'), 'image/png');
    await s3.stop();
    try {
      const put = storage.put(newMediaKey('png'), Buffer.from('new'), 'image/png');
      await expect(put).rejects.toBeInstanceOf(StorageUnavailable);
      await expect(put).rejects.toMatchObject({ statusCode: 503 });
      await expect(storage.stat(key)).rejects.toBeInstanceOf(StorageUnavailable);
      await expect(storage.check()).rejects.toBeInstanceOf(StorageUnavailable);
    } finally {
      await s3.start();
    }
    expect((await storage.get(key))?.toString()).toBe('kept');
    await storage.close();
  });
});
