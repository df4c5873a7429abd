import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import type { Queryable } from '../../db/pool';

// Fedify's caches (remote documents, public keys, idempotency of inbox activities) kept in our own
// database: `@fedify/postgres` brings its own driver, this shares the app's pool and migrations.

const keyOf = (key: KvKey) => JSON.stringify(key);
const ttlMs = (options?: KvStoreSetOptions) => (options?.ttl ? options.ttl.total('millisecond') : null);
const LIVE = '(expires_at is null or expires_at > now())';

export class DbKvStore implements KvStore {
  constructor(private readonly db: Queryable) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const { rows } = await this.db.query<{ value: T }>(`select value from federation_kv where key = $1 and ${LIVE}`, [
      keyOf(key),
    ]);
    return rows[0]?.value;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    await this.db.query(
      `insert into federation_kv (key, value, expires_at)
       values ($1, $2, case when $3::float8 is null then null else now() + make_interval(secs => $3::float8 / 1000) end)
       on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at`,
      [keyOf(key), JSON.stringify(value), ttlMs(options)],
    );
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.query('delete from federation_kv where key = $1', [keyOf(key)]);
  }

  /** Compare-and-swap in one statement: the row is written only when it still holds `expected`. */
  async cas(key: KvKey, expected: unknown, value: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    const k = keyOf(key);
    const ttl = ttlMs(options);
    const expires = 'case when $3::float8 is null then null else now() + make_interval(secs => $3::float8 / 1000) end';
    if (expected === undefined) {
      const { rowCount } = await this.db.query(
        `insert into federation_kv (key, value, expires_at) values ($1, $2, ${expires})
         on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at
         where federation_kv.expires_at is not null and federation_kv.expires_at <= now()`,
        [k, JSON.stringify(value), ttl],
      );
      return (rowCount ?? 0) > 0;
    }
    const { rowCount } = await this.db.query(
      `update federation_kv set value = $2, expires_at = ${expires}
       where key = $1 and value = $4::jsonb and ${LIVE}`,
      [k, JSON.stringify(value), ttl, JSON.stringify(expected)],
    );
    return (rowCount ?? 0) > 0;
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    // Keys are JSON arrays: a prefix is the array's text without its closing bracket.
    const start = prefix ? keyOf(prefix).slice(0, -1) : '[';
    const { rows } = await this.db.query<{ key: string; value: unknown }>(
      `select key, value from federation_kv
       where (key = $1 or left(key, length($2)) = $2) and ${LIVE} order by key`,
      [prefix ? keyOf(prefix) : '', prefix ? `${start},` : start],
    );
    for (const row of rows) yield { key: JSON.parse(row.key) as KvKey, value: row.value };
  }

  /** Drops expired entries (hourly housekeeping). */
  async purgeExpired(): Promise<void> {
    await this.db.query('delete from federation_kv where expires_at <= now()');
  }
}
