import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../../server/src/db/seed/demo/people';
import { freePort } from '../../../server/src/lib/free-port';
import { V8_HEAP_FLAGS } from '../../../server/src/lib/v8-heap';
import { PROJECT_ROOT } from '../../../server/src/paths';
import { sessionCookie } from '../../../server/src/test/server-process';

export interface DemoApp {
  url: string;
  dataDir: string;
  /** `fc_session=...` of the signed-in demo member. */
  cookie: string;
  /** The signed-in member as GET /api/auth/user answers it (what the web app keeps in local storage). */
  user: unknown;
  stop: () => Promise<void>;
}

/**
 * The seeded demo (npm run seed:demo) in a fresh data directory, served by the production build
 * (`node <V8_HEAP_FLAGS> dist/server/server.js`, as `npm start` runs it) on a free 127.0.0.1 port, and a session
 * of `username` signed in through the real login call.
 */
export async function startDemoApp(username: string, log: (m: string) => void): Promise<DemoApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fitcircle-bench-web-'));
  // The embedded PostgreSQL runs as the `postgres` system user when we are root: it must get in.
  chmodSync(dataDir, 0o755);
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  log(`seeding the demo into ${dataDir}`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.ts'], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...V8_HEAP_FLAGS, 'dist/server/server.js'], {
    cwd: PROJECT_ROOT,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, child, () => output);
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`signing in as ${username}: ${login.status} ${await login.text()}`);
    const cookie = sessionCookie(login);
    const user = await (await fetch(`${url}/api/auth/user`, { headers: { cookie } })).json();
    return { url, dataDir, cookie, user, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited during start:\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not start within 90 s:\n${output()}`);
}
