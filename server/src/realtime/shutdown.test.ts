import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLOSE_GOING_AWAY } from '@common/socket-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../test/factories';
import { openSocket } from '../test/realtime-socket';
import { type ServerProcess, startServerProcess } from '../test/server-process';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// The real server process (npm start's entry point) against this file's own database.
let database: TestDatabase;
let server: ServerProcess;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-shutdown-'));

describe('SIGTERM', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServerProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('tells open sockets the server is going away (1001) and exits cleanly', async () => {
    const { cookie } = await buildSignedInUser(database.pool);
    const socket = await openSocket(server.url, cookie);
    await socket.next('unread');
    server.child.kill('SIGTERM');
    expect(await socket.closed).toBe(CLOSE_GOING_AWAY);
    expect(await server.exited).toBe(0);
  }, 60_000);
});
