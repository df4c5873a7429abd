import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { createPool, readWithGenericPlans } from './pool';

// The segment boards read through readWithGenericPlans: the setting must hold inside the read, and
// only there (the connection goes back to the pool as it came), and the read can write nothing.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('readWithGenericPlans', () => {
  it('keeps one generic plan inside the read only, and refuses writes there', async () => {
    // One connection, so every query below runs on the very connection the read used.
    const pool = createPool(database.url, 1, () => {});
    try {
      const inside = await readWithGenericPlans(pool, async (c) => (await c.query('show plan_cache_mode')).rows[0]);
      expect(inside.plan_cache_mode).toBe('force_generic_plan');
      expect((await pool.query('show plan_cache_mode')).rows[0].plan_cache_mode).toBe('auto');
      await expect(
        readWithGenericPlans(pool, (c) => c.query("insert into schema_migrations (name) values ('x')")),
      ).rejects.toThrow(/read-only transaction/);
      // The failed read was rolled back and the connection is usable again.
      const left = await pool.query("select count(*)::int as n from schema_migrations where name = 'x'");
      expect(left.rows[0].n).toBe(0);
    } finally {
      await pool.end();
    }
  });
});
