import { randomBytes } from 'node:crypto';
import { createReadStream as openFile } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isStoredExtension, type StoredExtension } from './formats';

/** An inclusive byte range, as HTTP Range requests name them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live. Keys are made by the server (`newMediaKey`): never a member's file
 * name, so they can be used as object names or path segments as they are. The local disk is the
 * default; an object store (S3 and alikes: PutObject, GetObject with a Range header, DeleteObject,
 * a public or signed URL) implements the same five calls.
 */
export interface MediaStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Size of the stored file, or null when there is none. */
  stat(key: string): Promise<{ bytes: number } | null>;
  /** A stream of the file (or of one byte range of it), or null when there is none. */
  createReadStream(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the file; removing a missing file is not an error (deletes are retried). */
  delete(key: string): Promise<void>;
  /** The URL a browser loads the file from. */
  urlFor(key: string): string;
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

function assertKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under `root`, spread over 256 folders by the key's first two characters so no folder grows
 * to millions of entries. Writes go to a temporary name first: a reader never sees half a file.
 */
export function diskStorage(root: string, urlPrefix = '/uploads/'): MediaStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, file);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stat(key) {
      try {
        const s = await stat(fileOf(key));
        return s.isFile() ? { bytes: s.size } : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async createReadStream(key, range) {
      const file = fileOf(key);
      if (!(await this.stat(key))) return null;
      return openFile(file, range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    urlFor(key) {
      assertKey(key);
      return `${urlPrefix}${key}`;
    },
  };
}
