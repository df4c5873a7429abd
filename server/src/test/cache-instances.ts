import type pg from 'pg';
import { type App, buildApp } from '../app';
import type { CacheEvent } from '../cache/cache-events';
import { createPool } from '../db/pool';
import type { TestContext } from './test-app';

/** An app instance with its own connection pool, as another process would have. */
export interface CacheInstance {
  app: App;
  pool: pg.Pool;
  /** Resolves when this instance's bus has received an event matching `match` (bounded). */
  heard(match: (event: CacheEvent) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts an app on this test file's database with its own pool and invalidation listener, and
 * waits until it listens: two of these are two instances sharing one PostgreSQL.
 */
export async function startCacheInstance(ctx: TestContext): Promise<CacheInstance> {
  const url = ctx.db.options.connectionString;
  if (!url) throw new Error('the test pool has no connection string');
  const pool = createPool(url, 4, () => {});
  const app = await buildApp({ config: ctx.config, db: pool });
  await app.ready();
  if (!(await app.cacheBus.whenUsable(10_000))) throw new Error('the cache listener did not start');
  return {
    app,
    pool,
    heard: (match, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          app.cacheBus.off('event', onEvent);
          reject(new Error(`no matching invalidation within ${timeoutMs} ms`));
        }, timeoutMs);
        const onEvent = (event: CacheEvent) => {
          if (!match(event)) return;
          clearTimeout(timer);
          app.cacheBus.off('event', onEvent);
          resolve();
        };
        app.cacheBus.on('event', onEvent);
      }),
    async close() {
      await app.close();
      await pool.end();
    },
  };
}

/** An event naming this member (or all members) in one of these kinds. */
export const about =
  (userId: number, ...kinds: string[]) =>
  (event: CacheEvent) =>
    kinds.includes(event.kind) && (event.ids === 'all' || event.ids.includes(userId));

/**
 * Runs `sql` with this session's triggers off (session_replication_role = replica), so the
 * change is made without any invalidation message: what a cache that trusted only messages
 * would miss. Tests use it to prove that a cache is really in use, or really bypassed.
 */
export async function silently(db: pg.Pool, sql: string, values: unknown[] = []): Promise<void> {
  const client = await db.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(sql, values);
    await client.query('commit');
  } finally {
    client.release();
  }
}
