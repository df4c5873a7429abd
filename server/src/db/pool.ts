import pg from 'pg';
import { CACHE_CHANNEL } from '../cache/cache-events';

// COUNT(*) and bigint ids arrive as strings by default; every value we store fits in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
// Dates (not timestamps) stay 'YYYY-MM-DD' strings: no time zone shifts on birthdays.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Db = pg.Pool;
/** Anything that can run a query: the pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'>;

export function createPool(connectionString: string, max: number, onError: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    // A dropped server (restart, failover) surfaces on idle clients; the pool replaces them.
    keepAlive: true,
    onConnect: listenForInvalidations,
  });
  pool.on('error', onError);
  return pool;
}

/**
 * Every connection listens for the cache invalidation messages (migration 0012) before it is
 * handed out: PostgreSQL delivers a session's own notifications before it reports the commit,
 * so a change this instance commits has dropped this instance's cached answers by the time the
 * caller goes on (server/src/cache/invalidation-bus.ts). A failure only costs that guarantee.
 */
export async function listenForInvalidations(client: pg.ClientBase): Promise<void> {
  await client.query(`listen ${CACHE_CHANNEL}`).catch(() => {});
}

/**
 * Runs `work` on one connection in a read-only transaction in which prepared statements keep one
 * generic plan (`plan_cache_mode`, for this transaction only). For reads whose plan does not depend
 * on the parameters' values but whose statement is costly to plan: PostgreSQL otherwise may plan
 * such a statement again at every execution (the segment boards: 4 ms of planning for 0.5 ms of
 * reading among 10,000 segments, docs/perf/segments.md). Begin and the setting go in one round trip.
 */
export function readWithGenericPlans<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return transaction(pool, work, 'begin read only; set local plan_cache_mode = force_generic_plan');
}

/** Runs `work` in a transaction on one client (opened by `begin`); rolls back on any error. */
export async function transaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  begin = 'begin',
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
