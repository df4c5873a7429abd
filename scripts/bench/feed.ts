// npm run bench:feed [-- --db 10k=postgres://.../a --db 1m=postgres://.../b --duration 5 --connections 10 --rounds 8]
//
// Measures GET /api/posts (the bench member's feed: 200 followed people; and the heavy follower's:
// 2,000) and GET /api/posts/{id}/comments with autocannon against databases filled by
// `npm run seed:large`, beside two baselines of the same app serving the same feed JSON from
// memory (ENABLE_BENCH_ROUTES): one behind the same session check, one with no session and no
// database at all. The first page is also read with a cursor above the newest post: the same
// posts, by the path later pages take. The server runs as its own process, as `npm start` would.
// Prints requests per second and p50/p99 latency, then the goals: the feed's p50 on the largest
// database within 1.5x of the smallest (issue 3), and each member's feed at 40% or more of the
// bare route serving that member's JSON (issues 3 and 19), as ratios of runs made moments apart.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { migrate } from '../../server/src/db/migrate';
import { findFeed } from '../../server/src/modules/posts/timeline-repository';
import { sessionCookieFor } from '../../server/src/test/factories';
import { startServerProcess } from '../../server/src/test/server-process';
import { BENCH_MANY_USERNAME, BENCH_USERNAME } from './bench-member';

const { values } = parseArgs({
  options: {
    db: { type: 'string', multiple: true },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '8' },
  },
});
const databases = (values.db ?? [`db=${process.env.DATABASE_URL ?? ''}`]).map((spec) => {
  const at = spec.indexOf('=');
  return { label: spec.slice(0, at), url: spec.slice(at + 1) };
});
if (databases.some((d) => !d.url)) throw new Error('Give --db label=postgres://... (or set DATABASE_URL).');
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);

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

/**
 * The feed query's work in PostgreSQL's own unit, buffer pages touched (EXPLAIN ANALYZE BUFFERS):
 * unlike timings, it does not move with the machine's load, so it shows whether the query stays flat.
 */
async function feedQueryBuffers(pool: pg.Pool, memberId: number): Promise<number> {
  let statement: { text: string; values: unknown[] } | undefined;
  const spy = {
    query: (config: { text: string; values: unknown[] }) => {
      statement = config;
      return pool.query(config);
    },
  };
  await findFeed(spy as unknown as pg.Pool, { id: memberId, isAdmin: false }, { limit: 20 });
  const { rows } = await pool.query(`explain (analyze, buffers, format json) ${statement!.text}`, statement!.values);
  const plan = rows[0]['QUERY PLAN'][0].Plan;
  return plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
}

interface Target {
  label: string;
  posts: number;
  /** Buffer pages the feed query touches. */
  buffers: number;
  server: Awaited<ReturnType<typeof startServerProcess>>;
  routes: [route: string, path: string, headers: Record<string, string>][];
}

const FEED = 'GET /api/posts (feed)';
const BARE = 'feed JSON from memory, bare';
const MANY_FEED = 'GET /api/posts, following 2,000';
const MANY_BARE = 'its JSON from memory, bare';
/** Each feed route and the bare route serving the same member's JSON: the 40% goal's pairs. */
const PAIRS: [feed: string, bare: string, who: string][] = [
  [FEED, BARE, 'following 200'],
  ['GET /api/posts?before= (cursor path)', BARE, 'following 200, cursor path'],
  [MANY_FEED, MANY_BARE, 'following 2,000'],
];

async function memberId(pool: pg.Pool, username: string): Promise<number | undefined> {
  const { rows } = await pool.query<{ id: number }>('select id from users where username = $1', [username]);
  return rows[0]?.id;
}

/** Starts the app on one database (as its own process) and finds what the routes need. */
async function prepare(label: string, databaseUrl: string): Promise<Target> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // A database seeded before a later migration (blocks, say) gets it now, as the app would at start.
  await migrate(pool);
  const member = await memberId(pool, BENCH_USERNAME);
  const many = await memberId(pool, BENCH_MANY_USERNAME);
  if (!member || !many) {
    throw new Error(
      `${label}: no ${BENCH_USERNAME} or ${BENCH_MANY_USERNAME}; run npm run seed:large against it first.`,
    );
  }
  const { rows: counts } = await pool.query<{ posts: number; top: number }>(
    'select count(*)::int as posts, max(id)::bigint + 1 as top from posts',
  );
  const { rows: hot } = await pool.query<{ id: number }>(
    `select p.id from posts p join follows f on f.following_id = p.user_id and f.follower_id = $1
     where p.audience = 'public' order by p.comments_count desc, p.id desc limit 1`,
    [member],
  );
  const cookie = await sessionCookieFor(pool, member);
  const manyCookie = await sessionCookieFor(pool, many);
  const buffers = await feedQueryBuffers(pool, member);
  await pool.end();
  const server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    ENABLE_BENCH_ROUTES: 'true',
    LOG_LEVEL: 'warn',
  });
  const headers = { cookie };
  const manyHeaders = { cookie: manyCookie };
  for (const h of [manyHeaders, headers]) {
    const primed = await fetch(`${server.url}/api/bench/feed-snapshot`, { method: 'POST', headers: h });
    if (!primed.ok) throw new Error(`priming the snapshot: ${primed.status} ${await primed.text()}`);
  }
  await measure(`${server.url}/api/posts`, headers, 3); // warm the caches and the JIT
  await measure(`${server.url}/api/posts`, manyHeaders, 2);
  return {
    label,
    posts: counts[0].posts,
    buffers,
    server,
    routes: [
      ['GET /api/posts?before= (cursor path)', `/api/posts?before=${counts[0].top}`, headers],
      [FEED, '/api/posts', headers],
      [BARE, `/api/bench/bare?userId=${member}`, {}],
      ['feed JSON from memory, with session', '/api/bench/feed-snapshot', headers],
      ['GET /api/posts/{id}/comments', `/api/posts/${hot[0].id}/comments`, headers],
      [MANY_FEED, '/api/posts', manyHeaders],
      [MANY_BARE, `/api/bench/bare?userId=${many}`, {}],
    ],
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The databases' servers all run. Every round measures each database's routes back to back, a
// feed route beside the bare route it is compared with, so the runs a goal compares are seconds
// apart and a busy moment on a shared machine weighs on them alike; the order of the databases
// and of the routes flips every round, so neither side of a pair is always the later one.
const targets: Target[] = [];
for (const { label, url } of databases) targets.push(await prepare(label, url));
// The machine is shared: its load when the run began and ended goes with the figures.
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const load = { start: loadAverage(), end: '' };
console.log(`${os.cpus().length} cores, load average at start ${load.start}`);
const samples = new Map<string, Figures[]>();
try {
  for (let round = 1; round <= rounds; round++) {
    const forward = round % 2 === 1;
    for (const target of forward ? targets : [...targets].reverse()) {
      for (const [route, path, headers] of forward ? target.routes : [...target.routes].reverse()) {
        const figures = await measure(`${target.server.url}${path}`, headers);
        const key = `${target.label}\t${route}`;
        samples.set(key, [...(samples.get(key) ?? []), figures]);
        console.log(
          `round ${round} ${target.label.padEnd(6)} ${route.padEnd(40)} ${String(figures.rps).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms${figures.non2xx ? `  (${figures.non2xx} failed)` : ''}`,
        );
      }
    }
  }
} finally {
  for (const target of targets) {
    target.server.child.kill('SIGTERM');
    await target.server.exited;
  }
}

load.end = loadAverage();
const all: Row[] = [];
console.log(
  `\nMedians of ${rounds} rounds (${duration} s each, ${connections} connections); load average at end ${load.end}`,
);
for (const target of targets) {
  for (const [route] of target.routes) {
    const runs = samples.get(`${target.label}\t${route}`) ?? [];
    const row: Row = {
      database: target.label,
      posts: target.posts,
      route,
      rps: median(runs.map((r) => r.rps)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    };
    all.push(row);
    console.log(
      `${row.database.padEnd(6)} ${route.padEnd(40)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms`,
    );
  }
}

// The goals compare runs made moments apart in the same round (paired), and take the median of
// the rounds' ratios: on a shared machine the background load moves between rounds, not within.
const ratiosOf = (a: Figures[], b: Figures[], of: (x: Figures, y: Figures) => number) =>
  a.map((x, i) => of(x, b[i])).filter(Number.isFinite);
const runsOf = (target: Target, route: string) => samples.get(`${target.label}\t${route}`) ?? [];
const percent = (x: number) => `${(x * 100).toFixed(0)}%`;
console.log("\nGoals (median of the rounds' paired ratios)");
const bySize = [...targets].sort((a, b) => a.posts - b.posts);
const [smallest, largest] = [bySize[0], bySize[bySize.length - 1]];
const goals: Record<string, number> = {};
if (smallest !== largest) {
  const ratios = ratiosOf(runsOf(largest, FEED), runsOf(smallest, FEED), (x, y) => x.p50 / y.p50);
  goals.p50Ratio = median(ratios);
  goals.buffersRatio = largest.buffers / smallest.buffers;
  console.log(
    `  feed query work at ${largest.posts} posts / at ${smallest.posts} posts: ${largest.buffers} / ${smallest.buffers} ` +
      `buffer pages = ${goals.buffersRatio.toFixed(2)}x`,
  );
  console.log(
    `  feed p50 at ${largest.posts} posts / at ${smallest.posts} posts: ${goals.p50Ratio.toFixed(2)}x ` +
      `(rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')}; goal <= 1.5x) ${goals.p50Ratio <= 1.5 ? 'MET' : 'NOT MET'}`,
  );
}
for (const target of targets) {
  for (const [feedRoute, bareRoute, who] of PAIRS) {
    const feed = runsOf(target, feedRoute);
    const ratios = ratiosOf(feed, runsOf(target, bareRoute), (x, y) => x.rps / y.rps);
    const bare = median(ratios);
    goals[`${target.label}.${who}.bare`] = bare;
    console.log(
      `  ${target.label}, ${who}: feed / bare route throughput ${percent(bare)} ` +
        `(rounds: ${ratios.map(percent).join(', ')}; goal >= 40%) ${bare >= 0.4 ? 'MET' : 'NOT MET'}`,
    );
  }
  const session = median(
    ratiosOf(runsOf(target, FEED), runsOf(target, 'feed JSON from memory, with session'), (x, y) => x.rps / y.rps),
  );
  goals[`${target.label}.session`] = session;
  console.log(`  ${target.label}: feed / the same JSON from memory behind the session check ${percent(session)}`);
}
mkdirSync('bench-results', { recursive: true });
const file = `bench-results/feed-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(
  file,
  JSON.stringify(
    { duration, connections, rounds, load, goals, rows: all, samples: Object.fromEntries(samples) },
    null,
    2,
  ),
);
console.log(`\nFigures written to ${file}`);
