import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage, newMediaKey } from '../../server/src/modules/media';
import { PART_SIZE, s3Storage } from '../../server/src/modules/media/s3-storage';
import { npmRun } from '../../server/src/test/npm-process';
import { useS3Server } from '../../server/src/test/use-s3-server';
import { migrateMedia } from './migrate-media';

// `npm run media:migrate` (issue 36) on a small upload folder: copies and verifies, resumes after
// a stop, and copies again what the bucket lost or holds different.

const s3 = useS3Server();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-migrate-'));
const root = path.join(dataDir, 'uploads');
const journal = path.join(dataDir, 'migrate.journal');
const disk = diskStorage(root);
const files = new Map<string, Buffer>();
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  const samples: [string, Buffer][] = [
    [newMediaKey('jpg'), randomBytes(2000)],
    [newMediaKey('png'), randomBytes(3000)],
    [newMediaKey('gpx'), Buffer.from('<gpx></gpx>')],
    [newMediaKey('mp4'), randomBytes(PART_SIZE + 1000)], // goes up in parts
    [newMediaKey('webp'), randomBytes(500)],
  ];
  for (const [key, bytes] of samples) {
    await disk.put(key, bytes, 'application/octet-stream');
    files.set(key, bytes);
  }
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('migrateMedia', () => {
  it('copies every file, verified by SHA-256, resuming after a stop and skipping what is verified', async () => {
    const bucket = s3Storage(s3.settings);
    const lines: string[] = [];
    const first = await migrateMedia({ root, target: bucket, journal, concurrency: 1, stopAfter: 2 });
    expect(first).toMatchObject({ files: 5, copied: 2, skipped: 0, failed: [], stopped: true });
    expect(readFileSync(journal, 'utf8').trim().split('\n')).toHaveLength(2);

    const second = await migrateMedia({ root, target: bucket, journal, log: (l) => lines.push(l), progressEvery: 1 });
    expect(second).toMatchObject({ files: 5, copied: 3, skipped: 2, failed: [], stopped: false });
    expect(lines[0]).toMatch(/^5 files \(.* MB\) in .*; 2 verified before$/);
    expect(lines.at(-1)).toMatch(/^5\/5 files, .*: 3 copied, 2 already there, 0 failed$/);
    for (const [key, bytes] of files) expect(sha((await bucket.get(key))!)).toBe(sha(bytes));

    const third = await migrateMedia({ root, target: bucket, journal });
    expect(third).toMatchObject({ copied: 0, skipped: 5, failed: [] });
    await bucket.close();
  });

  it('copies again a file the bucket lost, and one it holds different once no journal vouches for it', async () => {
    const bucket = s3Storage(s3.settings);
    const [lost, changed] = [...files.keys()];
    await bucket.delete(lost);
    await bucket.put(changed, randomBytes(files.get(changed)!.length), 'image/png'); // same size, other bytes
    rmSync(journal); // a journal lost with the old machine: the bucket is checked file by file

    const run = await migrateMedia({ root, target: bucket, journal });
    expect(run).toMatchObject({ copied: 2, skipped: 3, failed: [] });
    expect(sha((await bucket.get(lost))!)).toBe(sha(files.get(lost)!));
    expect(sha((await bucket.get(changed))!)).toBe(sha(files.get(changed)!));
    await bucket.close();
  });
});

describe('npm run media:migrate', () => {
  it('moves the folder with the S3_ settings of the environment, and says so', async () => {
    const run = npmRun(['run', '-s', 'media:migrate'], { DATA_DIR: dataDir, ...s3.env });
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain(`copying ${root} to bucket ${s3.bucket}`);
    expect(run.output()).toMatch(/done: \d+ copied and verified, \d+ already in the bucket, 0 failed/);
  });

  it('refuses to start without a bucket', async () => {
    const run = npmRun(['run', '-s', 'media:migrate'], { DATA_DIR: dataDir });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('No bucket configured');
  });
});
