// npm run bench:feed [-- --db 10k=postgres://.../a --db 1m=postgres://.../b --duration 10 --connections 10]
//
// Measures GET /api/posts (the bench member's feed: 200 followed people) and
// GET /api/posts/{id}/comments with autocannon against databases filled by `npm run seed:large`,
// beside two baselines of the same app serving the same feed JSON from memory (ENABLE_BENCH_ROUTES):
// one behind the same session check, one with no session and no database at all. The server runs
// as its own process, as `npm start` would. Prints requests per second and p50/p99 latency, then
// the issue's two goals: the feed's p50 on the largest database within 1.5x of the smallest, and
// the feed at 40% or more of the bare route's throughput.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { sessionCookieFor } from '../../server/src/test/factories';
import { startServerProcess } from '../../server/src/test/server-process';
import { BENCH_USERNAME } from './bench-member';

const { values } = parseArgs({
  options: {
    db: { type: 'string', multiple: true },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const databases = (values.db ?? [`db=${process.env.DATABASE_URL ?? ''}`]).map((spec) => {
  const at = spec.indexOf('=');
  return { label: spec.slice(0, at), url: spec.slice(at + 1) };
});
if (databases.some((d) => !d.url)) throw new Error('Give --db label=postgres://... (or set DATABASE_URL).');
const duration = Number(values.duration);
const connections = Number(values.connections);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}
type Row = { database: string; posts: number; route: string } & Figures;

async function measure(url: string, headers: Record<string, string>, seconds = duration): Promise<Figures> {
  const r = await autocannon({ url, connections, duration: seconds, headers });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
}

async function benchDatabase(label: string, databaseUrl: string): Promise<Row[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const { rows: member } = await pool.query<{ id: number }>('select id from users where username = $1', [
    BENCH_USERNAME,
  ]);
  if (!member[0]) throw new Error(`${label}: no ${BENCH_USERNAME}; run npm run seed:large against it first.`);
  const { rows: counts } = await pool.query<{ posts: number }>('select count(*)::int as posts from posts');
  const { rows: hot } = await pool.query<{ id: number }>(
    `select p.id from posts p join follows f on f.following_id = p.user_id and f.follower_id = $1
     where p.audience = 'public' order by p.comments_count desc, p.id desc limit 1`,
    [member[0].id],
  );
  const cookie = await sessionCookieFor(pool, member[0].id);
  await pool.end();

  const server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    ENABLE_BENCH_ROUTES: 'true',
    LOG_LEVEL: 'warn',
  });
  try {
    const headers = { cookie };
    const primed = await fetch(`${server.url}/api/bench/feed-snapshot`, { method: 'POST', headers });
    if (!primed.ok) throw new Error(`priming the snapshot: ${primed.status} ${await primed.text()}`);
    const routes: [string, string, Record<string, string>][] = [
      ['GET /api/posts (feed)', '/api/posts', headers],
      ['GET /api/posts/{id}/comments', `/api/posts/${hot[0].id}/comments`, headers],
      ['feed JSON from memory, with session', '/api/bench/feed-snapshot', headers],
      ['feed JSON from memory, bare', '/api/bench/bare', {}],
    ];
    await measure(`${server.url}/api/posts`, headers, 3); // warm caches and the JIT
    const rows: Row[] = [];
    for (const [route, path, h] of routes) {
      const figures = await measure(`${server.url}${path}`, h);
      rows.push({ database: label, posts: counts[0].posts, route, ...figures });
      console.log(
        `${label.padEnd(6)} ${route.padEnd(38)} ${String(figures.rps).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms${figures.non2xx ? `  (${figures.non2xx} failed)` : ''}`,
      );
    }
    return rows;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

const all: Row[] = [];
for (const { label, url } of databases) all.push(...(await benchDatabase(label, url)));

const feed = all.filter((r) => r.route.startsWith('GET /api/posts ('));
const smallest = feed.reduce((a, b) => (b.posts < a.posts ? b : a));
const largest = feed.reduce((a, b) => (b.posts > a.posts ? b : a));
console.log('\nGoals');
if (largest !== smallest) {
  const ratio = largest.p50 / smallest.p50;
  console.log(
    `  feed p50 at ${largest.posts} posts / at ${smallest.posts} posts: ${ratio.toFixed(2)}x (goal <= 1.5x) ${ratio <= 1.5 ? 'MET' : 'NOT MET'}`,
  );
}
for (const f of feed) {
  const same = (route: string) => all.find((r) => r.database === f.database && r.route === route)!.rps;
  const bare = f.rps / same('feed JSON from memory, bare');
  const session = f.rps / same('feed JSON from memory, with session');
  console.log(
    `  ${f.database}: feed / bare route throughput ${(bare * 100).toFixed(0)}% (goal >= 40%) ${bare >= 0.4 ? 'MET' : 'NOT MET'}; feed / same route with session ${(session * 100).toFixed(0)}%`,
  );
}
mkdirSync('bench-results', { recursive: true });
const file = `bench-results/feed-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ duration, connections, rows: all }, null, 2));
console.log(`\nFigures written to ${file}`);
