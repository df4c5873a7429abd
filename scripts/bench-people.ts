// npm run bench:people: people search, suggestions, follow lists and profiles with 10,000 members.
// It makes a scratch database on the PostgreSQL at BENCH_DATABASE_URL (default: the test server,
// postgres://postgres@127.0.0.1:5432/test), fills it with set-based SQL, serves the real app on a
// free port, measures each call with autocannon, prints the figures, and drops the database.
//   BENCH_MEMBERS=10000 BENCH_SECONDS=5 BENCH_CONNECTIONS=10 npm run bench:people
// BENCH_ONLY=following measures only the calls whose label holds that text (to profile one call).
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { buildApp } from '../server/src/app';
import { buildConfig } from '../server/src/config';
import { migrate } from '../server/src/db/migrate';
import { createPool } from '../server/src/db/pool';
import { listFollowsQuery } from '../server/src/modules/people/follows-repository';
import { searchPeopleQuery } from '../server/src/modules/people/search-repository';
import { suggestPeopleQuery } from '../server/src/modules/people/suggestions-repository';
import { buildUser, sessionCookieFor } from '../server/src/test/factories';
import { insertManyUsers } from '../server/src/test/factories/people';
import { createBenchDatabase } from './bench/bench-database';

// autocannon ships no types; the little this script uses is typed here (no global declaration
// that another script's could clash with).
interface CannonResult {
  non2xx: number;
  requests: { average: number };
  latency: { p50: number; p99: number };
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<CannonResult>;

const members = Number(process.env.BENCH_MEMBERS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = process.env.BENCH_ONLY ?? '';

/** Each member follows 20 others (set-based), so suggestions have friends of friends to count. */
async function fillFollowGraph(pool: pg.Pool) {
  await pool.query(
    `insert into follows (follower_id, following_id)
     select follower_id, following_id from (
       select u.id as follower_id, (select min(id) from users) + ((u.id * 7919 + k * 104729) % $1) as following_id
       from users u, generate_series(1, 20) as k
     ) pairs
     where follower_id <> following_id
     on conflict do nothing`,
    [members],
  );
  await pool.query('vacuum analyze follows');
}

/** The database's own time for a statement: the median of 20 EXPLAIN ANALYZE runs. */
async function sqlMs(pool: pg.Pool, query: { text: string; values: unknown[] }): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const { rows } = await pool.query(`explain (analyze, format json) ${query.text}`, query.values);
    times.push(rows[0]['QUERY PLAN'][0]['Execution Time']);
  }
  return times.sort((a, b) => a - b)[10];
}

async function main() {
  const bench = await createBenchDatabase('people');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-bench-'));
  const pool = createPool(bench.url, 20, () => {});
  try {
    await migrate(pool);
    let started = Date.now();
    await insertManyUsers(pool, members, 'bench');
    await fillFollowGraph(pool);
    console.log(`filled ${members} members and their follows in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const viewer = await buildUser(pool, { fitnessGoal: 'strength' });
    await pool.query(
      'insert into follows (follower_id, following_id) select $1, id from users where id <> $1 order by id limit 200',
      [viewer.id],
    );
    const cookie = await sessionCookieFor(pool, viewer.id);
    const { rows } = await pool.query<{ username: string }>(
      'select username from users order by id desc limit 1 offset 10',
    );
    const someone = rows[0].username;

    const config = buildConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0' });
    const app = await buildApp({ config, db: pool });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });

    const cases: [string, string][] = [
      ['search, common text ("ava", 400 matches)', '/api/search/users?q=ava'],
      ['search, one match', `/api/search/users?q=${encodeURIComponent(someone)}`],
      ['search, no match', '/api/search/users?q=zzqx'],
      ['suggestions (limit 10)', '/api/suggested-users?limit=10'],
      ['following list (page of 20 of 200)', '/api/follows/following?limit=20'],
      ['profile by username', `/api/users/${someone}`],
    ];
    console.log(`\n${members} members; autocannon ${connections} connections x ${seconds} s per call\n`);
    console.log('call'.padEnd(42), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8));
    for (const [label, url] of cases.filter(([label]) => label.includes(only))) {
      started = Date.now();
      const result = await autocannon({ url: `${address}${url}`, connections, duration: seconds, headers: { cookie } });
      if (result.non2xx > 0) throw new Error(`${url} answered ${result.non2xx} errors`);
      console.log(
        label.padEnd(42),
        result.requests.average.toFixed(0).padStart(8),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(8),
      );
    }
    console.log('\nDatabase time of the statements (median of 20 EXPLAIN ANALYZE):');
    const me = { id: viewer.id, isAdmin: false };
    for (const text of ['ava', someone, 'zzqx']) {
      console.log(`  search "${text}": ${(await sqlMs(pool, searchPeopleQuery(me, text, 20))).toFixed(2)} ms`);
    }
    console.log(
      `  suggestions, viewer following 200: ${(await sqlMs(pool, suggestPeopleQuery(me, 10))).toFixed(2)} ms`,
    );
    console.log(
      `  following list, page of 20: ${(await sqlMs(pool, listFollowsQuery(viewer.id, 'following', { limit: 20 }))).toFixed(2)} ms`,
    );
    const typical = { id: viewer.id - 1, isAdmin: false }; // a generated member following 20
    console.log(
      `  suggestions, member following 20: ${(await sqlMs(pool, suggestPeopleQuery(typical, 10))).toFixed(2)} ms`,
    );
    await app.close();
  } finally {
    await pool.end();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
