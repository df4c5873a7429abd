import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle, npmStart, waitUntil } from '../npm-process';
import { descendantsOf, isAlive } from '../process-tree';
import { openSocket } from '../realtime-socket';
import { sessionCookie } from '../server-process';

// Issue 16, point 14: `npm start` stopped with SIGTERM (a process manager, `kill`) or SIGINT
// (Ctrl-C, which the terminal sends to the whole foreground process group) stops everything it
// started: the node server and the embedded PostgreSQL, with the port free afterwards.

const dirs: string[] = [];
const leftovers: number[] = [];

beforeAll(buildServerBundle, 60_000);

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

async function start() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-npm-start-'));
  chmodSync(dataDir, 0o755);
  dirs.push(dataDir);
  return { ...(await npmStart({ DATA_DIR: dataDir })), dataDir };
}

describe('npm start and signals', () => {
  for (const [signal, how] of [
    ['SIGTERM', 'sent to npm, as a process manager does'],
    ['SIGINT', 'sent to the whole process group, as Ctrl-C in a terminal does'],
  ] as const) {
    it(`${signal} ${how}: the server and the embedded PostgreSQL stop, the port is free`, async () => {
      const started = await start();
      const tree = descendantsOf(started.child.pid!);
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

      if (signal === 'SIGTERM') process.kill(started.child.pid!, 'SIGTERM');
      else process.kill(-started.child.pid!, 'SIGINT');

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

  it('SIGTERM while a request is still open: its connection is closed after the grace period, and everything stops cleanly', async () => {
    const started = await start();
    // A client that sent half of a request body and then stalled (a phone that went into a
    // tunnel mid-upload): without a grace period the server waits for it until the 15 s force
    // exits with 1 and leaves the embedded PostgreSQL behind.
    const stalled = net.connect(started.port, '127.0.0.1');
    await new Promise((resolve) => stalled.once('connect', resolve));
    const closed = new Promise((resolve) => stalled.once('close', resolve));
    stalled.on('error', () => {});
    stalled.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":`,
    );
    await new Promise((r) => setTimeout(r, 300));

    process.kill(started.child.pid!, 'SIGTERM');
    const code = await Promise.race([started.exited, new Promise((r) => setTimeout(() => r('timeout'), 30_000))]);
    // 0, not the forced stop's 1: the stop finished on its own, without a time asserted here.
    expect(code, started.output()).toBe(0);
    expect(started.output()).toContain('requests still open after the grace period');
    await closed;
    expect(existsSync(path.join(started.dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 180_000);
});
