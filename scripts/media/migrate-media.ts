import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, readFile, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { diskFiles, extensionOfKey, type MediaStorage, STORED_FORMATS } from '../../server/src/modules/media';

// The move of the disk's files to a bucket (issue 36, `npm run media:migrate`). Every file is
// copied, read back from the bucket and compared by SHA-256; each verified file is written to a
// journal, so a run stopped at any point (Ctrl-C, a lost connection) resumes where it was: files
// in the journal and still in the bucket at their size are skipped, the others copied again.

export interface MigrateOptions {
  /** UPLOAD_DIR: `<root>/<2 characters>/<key>`, as the disk storage writes them. */
  root: string;
  target: MediaStorage;
  /** One `<key> <sha256>` line per verified file. */
  journal: string;
  /** Progress lines; called at most every `progressEvery` files and once at the end. */
  log?: (line: string) => void;
  progressEvery?: number;
  /** Files copied at once. */
  concurrency?: number;
  /** Stops after this many files copied in this run (tests: a run stopped half way). */
  stopAfter?: number;
}

export interface MigrateResult {
  files: number;
  bytes: number;
  /** Copied in this run and verified. */
  copied: number;
  /** Verified in an earlier run (journal) or found in the bucket with the same SHA-256. */
  skipped: number;
  /** Copied but read back different, or failed to copy: left for the next run. */
  failed: { key: string; reason: string }[];
  stopped: boolean;
}

const sha256Of = async (stream: Readable | NodeJS.ReadableStream) => {
  const hash = createHash('sha256');
  await pipeline(stream, hash);
  return hash.digest('hex');
};

async function readJournal(file: string): Promise<Map<string, string>> {
  const text = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return '';
    throw err;
  });
  const done = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [key, sha] = line.split(' ');
    if (key && sha?.length === 64) done.set(key, sha);
  }
  return done;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function migrateMedia(o: MigrateOptions): Promise<MigrateResult> {
  const log = o.log ?? (() => {});
  const journal = await readJournal(o.journal);
  const files: { key: string; file: string; bytes: number }[] = [];
  for await (const { key, file } of diskFiles(o.root)) files.push({ key, file, bytes: (await stat(file)).size });
  const result: MigrateResult = {
    files: files.length,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    copied: 0,
    skipped: 0,
    failed: [],
    stopped: false,
  };
  log(`${files.length} files (${megabytes(result.bytes)}) in ${o.root}; ${journal.size} verified before`);

  let done = 0;
  let doneBytes = 0;
  const progress = () => {
    done++;
    if (done % (o.progressEvery ?? 50) === 0 || done === files.length) {
      log(
        `${done}/${files.length} files, ${megabytes(doneBytes)}/${megabytes(result.bytes)}: ` +
          `${result.copied} copied, ${result.skipped} already there, ${result.failed.length} failed`,
      );
    }
  };

  async function moveOne({ key, file, bytes }: (typeof files)[number]) {
    const sha = await sha256Of(createReadStream(file));
    const there = await o.target.stat(key);
    const readBack = async () => {
      const stream = await o.target.createReadStream(key);
      return stream ? sha256Of(stream) : null;
    };
    if (there?.bytes === bytes && (journal.get(key) === sha || (await readBack()) === sha)) {
      if (journal.get(key) !== sha) await appendFile(o.journal, `${key} ${sha}\n`);
      result.skipped++;
      return;
    }
    const ext = extensionOfKey(key);
    await o.target.put(key, createReadStream(file), ext ? STORED_FORMATS[ext].contentType : 'application/octet-stream');
    const back = await readBack();
    if (back !== sha) {
      result.failed.push({ key, reason: `read back ${back ?? 'nothing'}, expected SHA-256 ${sha}` });
      log(`FAILED ${key}: the bucket's copy differs from the disk's; it will be copied again next run`);
      return;
    }
    await appendFile(o.journal, `${key} ${sha}\n`);
    result.copied++;
  }

  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      if (o.stopAfter !== undefined && result.copied >= o.stopAfter) {
        result.stopped = true;
        return;
      }
      const entry = files[next++];
      try {
        await moveOne(entry);
      } catch (err) {
        result.failed.push({ key: entry.key, reason: (err as Error).message });
        log(`FAILED ${entry.key}: ${(err as Error).message}`);
      }
      doneBytes += entry.bytes;
      progress();
    }
  };
  await Promise.all(Array.from({ length: o.concurrency ?? 4 }, worker));
  return result;
}
