import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range';
import { diskFiles, diskStorage } from './disk-storage';
import { isMediaKey, newMediaKey } from './storage';

describe('media keys', () => {
  it('are 128 random bits in hex plus the extension of a stored format', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newMediaKey('jpg')));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}\.jpg$/);
  });

  it.each([
    '../../etc/passwd',
    `${'a'.repeat(32)}.html`,
    `${'a'.repeat(32)}.png/..`,
    `${'A'.repeat(32)}.png`,
    `ab/${'a'.repeat(32)}.png`,
    'holiday.png',
  ])('refuses %s as a key', (key) => {
    expect(isMediaKey(key)).toBe(false);
  });
});

describe('diskStorage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-media-'));
  const storage = diskStorage(root);

  it('writes, reads, streams a range of, and deletes a file, spread into a folder by key prefix', async () => {
    const key = newMediaKey('png');
    await storage.put(key, Buffer.from('0123456789'), 'image/png');
    expect(readdirSync(path.join(root, key.slice(0, 2)))).toEqual([key]);
    expect((await storage.get(key))?.toString()).toBe('0123456789');
    expect(await storage.stat(key)).toEqual({ bytes: 10 });
    expect(await text((await storage.createReadStream(key, { start: 2, end: 4 }))!)).toBe('234');
    expect(storage.urlFor(key)).toBe(`/uploads/${key}`);
    await storage.delete(key);
    await storage.delete(key); // deleting twice is fine
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.createReadStream(key)).toBeNull();
  });

  it('lists its stored files for the move to a bucket, and no half-written one', async () => {
    const listed = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-media-'));
    const keys = [newMediaKey('jpg'), newMediaKey('mp4')];
    for (const key of keys) await diskStorage(listed).put(key, Buffer.from(key), 'image/jpeg');
    writeFileSync(path.join(listed, keys[0].slice(0, 2), `${keys[0]}.abc123.tmp`), 'half');
    const found: string[] = [];
    for await (const { key } of diskFiles(listed)) found.push(key);
    expect(found.sort()).toEqual([...keys].sort());
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, 'full'],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=500-5000', { start: 500, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=0-1,5-9', 'full'],
    ['items=0-5', 'full'],
    ['bytes=9-3', 'full'],
  ])('reads %s on a 1000-byte file as %o', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});
