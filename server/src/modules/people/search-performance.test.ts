import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, follow } from '../../test/factories';
import { callsAs, insertManyUsers } from '../../test/factories/people';
import { useTestApp } from '../../test/test-app';
import { searchPeopleQuery } from './search-repository';
import { suggestPeopleQuery } from './suggestions-repository';

const ctx = useTestApp();

// Filling 10,000 members takes seconds on a busy 2-core machine.
const SLOW = 120_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

type Statement = { text: string; values: unknown[] };

/** The plan of the very statement a route runs. */
async function planOf(query: Statement): Promise<string> {
  const { rows } = await ctx.db.query<{ 'QUERY PLAN': string }>(`explain ${query.text}`, query.values);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/**
 * The database's own time for a statement (median of EXPLAIN ANALYZE runs): what the index buys,
 * without the test machine's scheduling of Node and HTTP around it (`npm run bench:people`
 * measures the whole request).
 */
async function databaseMs(query: Statement, runs = 7): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { rows } = await ctx.db.query(`explain (analyze, format json) ${query.text}`, query.values);
    times.push(rows[0]['QUERY PLAN'][0]['Execution Time']);
  }
  return median(times);
}

describe('people search and suggestions with 10,000 members', () => {
  beforeAll(() => insertManyUsers(ctx.db, 10_000, 'perf'), SLOW);

  it(
    'search uses both trigram indexes and takes the database well under 50 ms',
    async () => {
      const { user, cookie } = await buildSignedInUser(ctx.db);
      const viewer = { id: user.id, isAdmin: false };
      for (const text of ['ava', 'kofi.', 'Lena Ke', '_1234_perf', 'zzz-nobody']) {
        const query = searchPeopleQuery(viewer, text, 20);
        const plan = await planOf(query);
        expect(plan, plan).toMatch(/Bitmap Index Scan on users_username_trgm_idx/);
        expect(plan, plan).toMatch(/Bitmap Index Scan on users_name_trgm_idx/);
        expect(await databaseMs(query), text).toBeLessThan(50);
      }
      const res = await callsAs(ctx, cookie).get('/api/search/users?q=_1234_perf');
      expect(res.json()).toHaveLength(1);
      expect(res.json()[0].username).toMatch(/_1234_perf$/);
    },
    SLOW,
  );

  it(
    'suggestions read bounded sources, not every member, and take the database well under 50 ms',
    async () => {
      const { user, cookie } = await buildSignedInUser(ctx.db, { fitnessGoal: 'strength' });
      const { rows } = await ctx.db.query<{ id: number }>('select id from users order by id limit 20');
      for (const { id } of rows) await follow(ctx.db, user.id, id);
      await ctx.db.query('analyze follows');
      const query = suggestPeopleQuery({ id: user.id, isAdmin: false }, 10);
      const plan = await planOf(query);
      expect(plan, plan).toMatch(/Index Scan using users_created_at_idx/);
      expect(await databaseMs(query)).toBeLessThan(50);
      expect((await callsAs(ctx, cookie).get('/api/suggested-users?limit=10')).json()).toHaveLength(10);
    },
    SLOW,
  );
});
