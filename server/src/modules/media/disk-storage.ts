import { randomBytes } from 'node:crypto';
import { createWriteStream, createReadStream as openFile } from 'node:fs';
import { access, constants, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { resolveRange } from './byte-range';
import { assertKey, isMediaKey, type MediaStorage } from './storage';

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
    kind: 'disk',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        if (body instanceof Readable) await pipeline(body, createWriteStream(temporary, { flags: 'wx' }));
        else await writeFile(temporary, body, { flag: 'wx' });
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
    async open(key, range) {
      const file = fileOf(key);
      const found = await this.stat(key);
      if (!found) return null;
      const part = range === 'full' ? null : resolveRange(range, found.bytes);
      if (part === 'unsatisfiable') return { size: found.bytes, unsatisfiable: true };
      return { size: found.bytes, part, stream: openFile(file, part ?? {}) };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    urlFor(key) {
      assertKey(key);
      return `${urlPrefix}${key}`;
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    async close() {},
  };
}

/**
 * Every stored file under `root` with its path, in folder order (the move to a bucket,
 * scripts/media-migrate.ts). Temporary files of a write in progress are not media keys.
 */
export async function* diskFiles(root: string): AsyncGenerator<{ key: string; file: string }> {
  const folders = await readdir(root, { withFileTypes: true }).catch((err) => {
    if (isMissing(err)) return [];
    throw err;
  });
  for (const folder of folders.filter((f) => f.isDirectory() && /^[0-9a-f]{2}$/.test(f.name)).sort(byName)) {
    const entries = await readdir(path.join(root, folder.name), { withFileTypes: true });
    for (const entry of entries.sort(byName)) {
      if (entry.isFile() && isMediaKey(entry.name) && entry.name.startsWith(folder.name)) {
        yield { key: entry.name, file: path.join(root, folder.name, entry.name) };
      }
    }
  }
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
