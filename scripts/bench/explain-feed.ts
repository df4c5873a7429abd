// npx tsx scripts/bench/explain-feed.ts postgres://.../db <member id> [cursor]
// Prints EXPLAIN (ANALYZE, BUFFERS) of every statement GET /api/posts runs for a member's page.
import pg from 'pg';
import { findFeed } from '../../server/src/modules/posts/timeline-repository';

const [url, member, before] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 2 });
const statements: { text: string; values: unknown[] }[] = [];
const spy = {
  query: (config: { text: string; values: unknown[] }) => {
    statements.push(config);
    return pool.query(config);
  },
};
await findFeed(
  spy as unknown as pg.Pool,
  { id: Number(member), isAdmin: false },
  {
    limit: 20,
    before: before ? Number(before) : undefined,
  },
);
for (const statement of statements) {
  const { rows } = await pool.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
  console.log(rows.map((r) => r['QUERY PLAN']).join('\n'), '\n');
}
await pool.end();
