import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type App, type AppDeps, buildApp } from '../app';
import { type AppConfig, buildConfig } from '../config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestContext {
  app: App;
  db: TestDatabase['pool'];
  config: AppConfig;
}

/**
 * Builds the app against this file's own database before the file's tests and closes both after
 * (fastify/demo's test helper). `env` overrides configuration, e.g. `{ AUTH_RATE_LIMIT: '3' }`;
 * a function is called when the app is built (for values known only then, such as a port).
 * `deps.onRoute` sees every route as it is registered.
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  deps: Pick<AppDeps, 'onRoute'> = {},
): TestContext {
  const ctx = {} as TestContext;
  let database: TestDatabase;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-test-data-'));
  beforeAll(async () => {
    database = await createTestDatabase();
    ctx.config = buildConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: '100000',
      EMAIL_RATE_LIMIT: '100000',
      EMAIL_RATE_LIMIT_IP: '100000',
      ...(typeof env === 'function' ? env() : env),
    });
    ctx.db = database.pool;
    ctx.app = await buildApp({ config: ctx.config, db: database.pool, ...deps });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return ctx;
}
