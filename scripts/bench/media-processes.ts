// The processes bench:media starts (s3rver, app instances, the bare relay's servers), each a Node
// process of its own, with the heap settings `npm start` gives the app and, with BENCH_PIN_CORES=1,
// on a core of its own choosing; and what the benchmark reads of them.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { V8_HEAP_FLAGS } from '../../server/src/lib/v8-heap';
import { PROJECT_ROOT } from '../../server/src/paths';

// BENCH_PIN_CORES=1 (Linux, two cores or more, taskset): the app instances run on core 0 alone, the
// S3 server and the clients on core 1, as if the bucket and the clients were other machines.
export const PIN = process.env.BENCH_PIN_CORES === '1';
// BENCH_NODE_GC_DEFAULTS=1: the app instances and the S3 server run with Node's own heap settings
// instead of the ones `npm start` sets (server/src/lib/v8-heap.ts), to see their effect.
export const V8_SETTING = process.env.BENCH_NODE_GC_DEFAULTS === '1' ? [] : [...V8_HEAP_FLAGS];
export const BUCKET = 'fitcircle-bench';
// s3rver and the bare relay's two servers are small Node programs: an old generation of about
// 13 MB, where the app's is 70 MB and more. The app's 100% headroom then leaves them 13 MB, less
// than the 16 MB young generation V8 waits for before it starts marking, so V8 marks again as soon
// as it has finished: 252 mark-compacts in s3rver and 208 in the relay in one run, against 19 in
// each app instance (docs/perf/media.md). No real bucket pays that. 300% leaves them 39 MB.
const SMALL_PROGRAM_SETTING = V8_SETTING.length ? ['--heap-growing-percent=300'] : [];

/** `node <heap settings> args` in the project, `env` added, on `core` when the cores are pinned. */
function spawnNode(args: string[], core: number, env: Record<string, string>) {
  const options = {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'] as ['ignore', 'pipe', 'inherit'],
  };
  const node = [process.execPath, ...V8_SETTING, ...args];
  return PIN ? spawn('taskset', ['-c', String(core), ...node], options) : spawn(node[0], node.slice(1), options);
}

/**
 * The first match of `pattern` in what `child` prints on stdout (its port, its origin): how the
 * benchmark's child processes say they are ready. Fails if the child exits first.
 */
function untilPrinted(child: ChildProcess, pattern: RegExp, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      const match = pattern.exec(d.toString());
      if (match) resolve(match[1]);
    });
    child.once('exit', (c) => reject(new Error(`${name} exited with ${c}`)));
  });
}

/**
 * A server written as `node -e code` that prints `port <n>` once it listens: its port and a stop.
 * It runs with the app's heap settings, its headroom raised for its small heap (above).
 */
export async function startScriptServer(name: string, code: string, core: number, env: Record<string, string>) {
  const child = spawnNode([...SMALL_PROGRAM_SETTING, '-e', code], core, env);
  const port = Number(await untilPrinted(child, /port (\d+)/, name));
  return { port, stop: () => child.kill() };
}

/** s3rver in a child process on a free loopback port, storing into `directory`. */
export async function startS3Server(directory: string) {
  const code = `
    const S3rver = require('s3rver');
    new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.env.S3_DIR,
      configureBuckets: [{ name: '${BUCKET}' }] }).run().then((a) => console.log('port ' + a.port));`;
  // s3rver is a Node program too: without the app's heap settings, and the headroom above, it pays
  // full collections per streamed file that no real bucket does (server/src/lib/v8-heap.ts).
  const { port, stop } = await startScriptServer('s3rver', code, 1, { S3_DIR: directory });
  return { endpoint: `http://127.0.0.1:${port}`, stop };
}

/** An app instance (media-app.ts) in a child process with these settings: its origin, pid, stop. */
export async function startApp(env: Record<string, string>) {
  const child = spawnNode(['--import', 'tsx', path.join(import.meta.dirname, 'media-app.ts')], 0, env);
  const origin = await untilPrinted(child, /origin (\S+)/, 'an app instance');
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  const stop = () => {
    child.kill('SIGTERM');
    return stopped;
  };
  return { origin, pid: child.pid!, stop };
}

/** A process's resident set in bytes, read from Linux's /proc (the benchmark runs on Linux). */
export const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
