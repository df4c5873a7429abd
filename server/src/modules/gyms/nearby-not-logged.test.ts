import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { buildConfig } from '../../config';
import { buildSignedInUser } from '../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

// D14 (issue 34): the browser's position only suggests the nearest gym and is kept nowhere. It
// reaches the server as GET /api/gyms/nearby?lat=&lng=, whose request is not logged at info level,
// while other requests are (the app's own log at its default level).
let database: TestDatabase;
let app: App;
const lines: string[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-test-log-'));

beforeAll(async () => {
  database = await createTestDatabase();
  const config = buildConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ config, db: database.pool, logger: pino({ level: 'info' }, sink) });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the member's position", () => {
  it('is not written to the log by the nearby search, while other requests are logged', async () => {
    const { cookie } = await buildSignedInUser(database.pool);
    const nearby = await app.inject({ url: '/api/gyms/nearby?lat=12.34567&lng=-65.43219', headers: { cookie } });
    expect(nearby.statusCode, nearby.body).toBe(200);
    const search = await app.inject({ url: '/api/gyms?q=logged-search-text', headers: { cookie } });
    expect(search.statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('logged-search-text');
    expect(log).not.toContain('12.34567');
    expect(log).not.toContain('65.43219');
  });
});
