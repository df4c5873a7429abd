import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../lib/free-port';
import { PROJECT_ROOT } from '../../paths';
import { openSocket } from '../../realtime/test-socket';
import { descendantsOf, isAlive } from '../process-tree';
import { sessionCookie } from '../server-process';

// Issue 16, point 14: `npm start` stopped with SIGTERM (a process manager, `kill`) or SIGINT
// (Ctrl-C, which the terminal sends to the whole foreground process group) stops everything it
// started: the node server and the embedded PostgreSQL, with the port free afterwards.

const dirs: string[] = [];
const leftovers: number[] = [];

beforeAll(() => {
  // `npm start` runs the bundle: build it from the current sources (what `npm run build` does for
  // the server; the web part is not needed to test the process).
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: PROJECT_ROOT, stdio: 'ignore' });
}, 60_000);

afterAll(async () => {
  for (const pid of leftovers) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function waitUntil(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/** `npm start` in its own process group, as a terminal runs a foreground job. */
async function npmStart() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-npm-start-'));
  chmodSync(dataDir, 0o755);
  dirs.push(dataDir);
  const port = await freePort();
  let output = '';
  const npm = spawn('npm', ['start'], {
    cwd: PROJECT_ROOT,
    detached: true,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  npm.stdout.on('data', (d) => (output += d));
  npm.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const up = await waitUntil(
    () =>
      fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    90_000,
  );
  if (!up) throw new Error(`npm start did not answer within 90 s:\n${output}`);
  return { npm, port, url, exited, dataDir, output: () => output };
}

describe('npm start and signals', () => {
  for (const [signal, how] of [
    ['SIGTERM', 'sent to npm, as a process manager does'],
    ['SIGINT', 'sent to the whole process group, as Ctrl-C in a terminal does'],
  ] as const) {
    it(`${signal} ${how}: the server and the embedded PostgreSQL stop, the port is free`, async () => {
      const started = await npmStart();
      const tree = descendantsOf(started.npm.pid!);
      leftovers.push(...tree.map((p) => p.pid));
      const server = tree.find((p) => p.command.includes('dist/server/server.js'));
      const postgres = tree.filter((p) => /postgres/.test(p.command));
      expect(server, started.output()).toBeDefined();
      expect(postgres.length).toBeGreaterThan(0);

      // A member is connected: a keep-alive HTTP connection and a live socket.
      const res = await fetch(`${started.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: started.url },
        body: JSON.stringify({
          username: `sig_${signal.toLowerCase()}`,
          email: `${signal.toLowerCase()}@example.com`,
          password: 'secret12',
          confirmPassword: 'secret12',
        }),
      });
      expect(res.status).toBe(201);
      const socket = await openSocket(started.url, sessionCookie(res));
      await socket.next('unread');

      if (signal === 'SIGTERM') process.kill(started.npm.pid!, 'SIGTERM');
      else process.kill(-started.npm.pid!, 'SIGINT');

      const code = await Promise.race([started.exited, new Promise((r) => setTimeout(() => r('timeout'), 30_000))]);
      expect(code, started.output()).not.toBe('timeout');
      // npm returns once the server has exited; nothing it started may outlive it.
      expect(await waitUntil(() => tree.every((p) => !isAlive(p.pid)), 10_000)).toBe(true);
      expect(tree.filter((p) => isAlive(p.pid)).map((p) => p.command)).toEqual([]);
      expect(await portIsFree(started.port)).toBe(true);
      // The database was shut down cleanly, not abandoned.
      expect(existsSync(path.join(started.dataDir, 'pg', 'postmaster.pid'))).toBe(false);
      expect(existsSync(path.join(started.dataDir, 'app.pid'))).toBe(false);
    }, 180_000);
  }
});
