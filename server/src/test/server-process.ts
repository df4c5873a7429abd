import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../lib/free-port';
import { V8_HEAP_FLAGS } from '../lib/v8-heap';
import { PROJECT_ROOT } from '../paths';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

/**
 * Runs the real server entry point as a separate process, the way `npm start` does, and waits
 * until /healthz answers: from source through tsx, or with `built` the production build
 * (`dist/server/server.js`, what the browser tests run). `heapFlags: false` starts it without the
 * V8 settings on the command line, as `node dist/server/server.js` by hand would.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { built = false, heapFlags = true }: { built?: boolean; heapFlags?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const entry = built ? ['dist/server/server.js'] : ['--import', 'tsx', 'server/src/server.ts'];
  // With the V8 settings `npm start` gives the server (v8-heap.ts), unless started as by hand.
  const child = spawn(process.execPath, [...(heapFlags ? V8_HEAP_FLAGS : []), ...entry], {
    cwd: PROJECT_ROOT,
    // FITCIRCLE_ENV_FILE=none: a developer's .env never reaches the servers tests start.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      FITCIRCLE_ENV_FILE: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d.toString()));
  child.stderr?.on('data', (d) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start within 60 s:\n${output}`);
}

/** Session cookie from a fetch response, ready to send back. */
export function sessionCookie(res: Response): string {
  const raw = res.headers.getSetCookie().find((c) => c.startsWith('fc_session='));
  return raw ? raw.split(';')[0] : '';
}
