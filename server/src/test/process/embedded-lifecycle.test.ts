import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, sessionCookie, startServerProcess } from '../server-process';

// The app on its embedded PostgreSQL, as `npm start` runs it: restarts, SIGTERM and kill -9.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-lifecycle-'));
chmodSync(dataDir, 0o755);
const env = { DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000' };
const running: ServerProcess[] = [];

const HEAP_WARNING = 'V8 heap settings missing from the command line';

async function start(options?: Parameters<typeof startServerProcess>[1]) {
  const server = await startServerProcess(env, options);
  running.push(server);
  return server;
}

function postmaster(): { pid: number; listen: string } {
  const lines = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), listen: lines[5] };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].startsWith('Z');
  } catch {
    return false;
  }
};

const account = { username: 'persistent_pat', password: 'secret12' };
async function signIn(url: string) {
  return fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
}

afterAll(async () => {
  for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGTERM');
  await Promise.all(running.map((s) => s.exited));
  // A kill -9 in the last test may leave the database behind: stop it before deleting its files.
  if (existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))) {
    const { pid } = postmaster();
    if (alive(pid)) process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('embedded database lifecycle', () => {
  it('starts its own PostgreSQL on 127.0.0.1 only, as a non-root user, with files in DATA_DIR', async () => {
    const server = await start();
    const res = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, email: 'pat@example.com', confirmPassword: account.password }),
    });
    expect(res.status).toBe(201);
    // Started as npm start starts it: the heap settings are on the command line.
    expect(server.output()).not.toContain(HEAP_WARNING);
    const pm = postmaster();
    expect(pm.listen).toBe('127.0.0.1');
    if (process.getuid?.() === 0) {
      const uid = Number(/Uid:\s+(\d+)/.exec(readFileSync(`/proc/${pm.pid}/status`, 'utf8'))?.[1]);
      expect(uid).not.toBe(0);
    }
    // SIGTERM: graceful stop, and the database stops with the app.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(alive(pm.pid)).toBe(false);
  }, 90_000);

  it('keeps the data across a restart', async () => {
    // This time started by hand, without the heap settings: it says so.
    const server = await start({ heapFlags: false });
    const res = await signIn(server.url);
    expect(res.status).toBe(200);
    expect(server.output()).toContain(HEAP_WARNING);
    server.child.kill('SIGTERM');
    await server.exited;
  }, 90_000);

  it('recovers after kill -9: the orphaned database is found, and acknowledged writes survive', async () => {
    const first = await start();
    const login = await signIn(first.url);
    const cookie = sessionCookie(login);
    // A write acknowledged just before the crash: a session row.
    expect((await fetch(`${first.url}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
    const orphan = postmaster().pid;
    first.child.kill('SIGKILL');
    await first.exited;
    expect(alive(orphan)).toBe(true); // the database outlived the app

    const second = await start();
    expect((await fetch(`${second.url}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
    expect((await signIn(second.url)).status).toBe(200);
    expect(alive(orphan)).toBe(false); // it was stopped cleanly and a fresh one started
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
