// npm run bench:challenges: the two figures issue 34 names for challenges, on this machine.
// 1. A board read (the top 50 and the viewer's own rank, one statement: readBoard) of a challenge
//    with 100,000 participants and 1,000,000 counted activities, beside a plain indexed read of 50
//    rows (the same index range without ranks, names or the viewer) on the same database, both
//    prepared over one connection, interleaved. Goal: within 2x.
// 2. A new activity reflected in the standing: itemChanged (the hook an import runs in its
//    transaction) for a participant with 10 activities already. Goal: under 20 ms of database time;
//    measured as the hook's wall time on a local connection, an upper bound of the database's time
//    (it includes each statement's round trip, printed beside it).
// The data is loaded set-based with triggers and foreign keys off (session_replication_role), then
// standings, histograms and totals are written from it in bulk, as the triggers would have.
// Creates a throwaway database on BENCH_DATABASE_URL (default: the machine's test PostgreSQL) and
// drops it at the end.
import type pg from 'pg';
import { InvalidationBus } from '../../server/src/cache';
import { migrate } from '../../server/src/db/migrate';
import { createPool, transaction } from '../../server/src/db/pool';
import { BoardReader, itemChanged, readBoard } from '../../server/src/modules/challenges';
import { createBenchDatabase, loadLine, median, p95 } from './bench-database';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 1_000_000);
const READS = Number(process.env.BENCH_READS ?? 1000);

const ms = (n: number) => `${n.toFixed(2)} ms`;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const s = performance.now();
  await fn();
  return performance.now() - s;
}

/** Members, one challenge they all joined, their activities and contributions, set-based. */
async function load(db: pg.Pool): Promise<number> {
  const client = await db.connect();
  try {
    // Triggers and foreign keys off for the bulk load only: the standings are written below.
    await client.query(`set session_replication_role = replica`);
    await client.query(
      `insert into users (username, email, password_hash, name)
       select 'b' || g, 'b' || g || '@bench.test', 'x', 'Bench member ' || g from generate_series(1, $1) g`,
      [MEMBERS],
    );
    const { rows } = await client.query<{ id: number }>(
      `insert into challenges (creator_id, title, metric, sport, starts_on, ends_on, time_zone)
       values ((select min(id) from users), 'Bench distance', 'distance', 'any', current_date - 30, current_date + 30, 'UTC')
       returning id`,
    );
    const challengeId = rows[0].id;
    await client.query(
      `insert into challenge_participants (challenge_id, user_id, time_zone) select $1, id, 'UTC' from users`,
      [challengeId],
    );
    // Distances skewed so values spread over many buckets; one in ten is private (counted for its owner only).
    await client.query(
      `insert into activities (user_id, sport, title, visibility, format, file_key, file_name, content_hash,
         started_at, distance_m, elapsed_s, moving_s, has_gps, point_count)
       select u.id, 'run', 'Run', case when g % 10 = 0 then 'private' else 'public' end, 'gpx', 'bench/' || g, 'run.gpx',
         decode(md5(g::text), 'hex'), now() - (g % 28) * interval '1 day' - interval '1 hour',
         1000 + (g::bigint * 7919 % 20000) * (1 + u.id % 5), 1800, 1700, true, 1
       from generate_series(1, $1) g join users u on u.id = (select min(id) from users) + g % $2`,
      [ACTIVITIES, MEMBERS],
    );
    await client.query(
      `insert into challenge_contributions (challenge_id, user_id, activity_id, value, counted)
       select $1, a.user_id, a.id, a.distance_m::numeric / 1000, a.visibility = 'public' from activities a`,
      [challengeId],
    );
    await client.query(
      `update challenge_participants p set value = s.counted, private_value = s.private
       from (select user_id, coalesce(sum(value) filter (where counted), 0) as counted,
               coalesce(sum(value) filter (where not counted), 0) as private
             from challenge_contributions group by user_id) s
       where p.challenge_id = $1 and p.user_id = s.user_id`,
      [challengeId],
    );
    await client.query(
      `insert into challenge_rank_buckets (challenge_id, bucket, n)
       select $1, bucket, count(*) from challenge_participants where challenge_id = $1 group by bucket`,
      [challengeId],
    );
    await client.query(
      `insert into challenge_rank_fine (challenge_id, fine, n)
       select $1, fine, count(*) from challenge_participants where challenge_id = $1 group by fine`,
      [challengeId],
    );
    await client.query(
      `update challenges set participant_count = (select count(*) from challenge_participants where challenge_id = $1),
         total = (select sum(value) from challenge_participants where challenge_id = $1) where id = $1`,
      [challengeId],
    );
    await client.query(`set session_replication_role = origin`);
    await client.query('vacuum analyze');
    return challengeId;
  } finally {
    client.release();
  }
}

async function main() {
  console.log(loadLine());
  const bench = await createBenchDatabase('challenges');
  const db = createPool(bench.url, 4, () => {});
  try {
    await migrate(db);
    const t = performance.now();
    const challengeId = await load(db);
    console.log(
      `\nLoaded ${MEMBERS.toLocaleString('en')} participants and ${ACTIVITIES.toLocaleString('en')} counted activities in ${((performance.now() - t) / 1000).toFixed(0)} s.\n`,
    );
    // A viewer in the middle of the board: their rank needs the histogram, not the page.
    const viewer = (
      await db.query<{ user_id: number }>(
        `select user_id from challenge_participants where challenge_id = $1 order by value desc, user_id offset $2 limit 1`,
        [challengeId, Math.floor(MEMBERS / 2)],
      )
    ).rows[0].user_id;
    // The route's reader: the top of the board kept on this instance between changes (dropped by
    // the database's change channel), and the same reader keeping nothing (every read is the first
    // after a change).
    const bus = new InvalidationBus(db, { warn: () => {}, info: () => {} });
    bus.start();
    while (!bus.usable) await new Promise((r) => setTimeout(r, 20));
    const client = await db.connect();
    const kept = new BoardReader(client, bus, 600_000);
    const fresh = new BoardReader(client, bus, 0);
    try {
      const plain = () =>
        client.query({
          name: 'bench-plain',
          text: `select user_id, value from challenge_participants where challenge_id = $1
                 order by value desc, user_id limit 50`,
          values: [challengeId],
        });
      // The same 50 rows with the members' names, as a board without ranks would show them.
      const named = () =>
        client.query({
          name: 'bench-named',
          text: `select p.user_id, p.value, u.username, u.name, u.profile_image_url
                 from challenge_participants p join users u on u.id = p.user_id
                 where p.challenge_id = $1 order by p.value desc, p.user_id limit 50`,
          values: [challengeId],
        });
      const asViewer = { id: viewer, isAdmin: false };
      const board = () => kept.read(challengeId, asViewer, { limit: 50 });
      const firstAfterChange = () => fresh.read(challengeId, asViewer, { limit: 50 });
      const statementOnly = () => readBoard(client, challengeId, asViewer, { limit: 50 });
      const measure = async () => {
        const reads = { plain, named, board, firstAfterChange, statementOnly };
        for (let i = 0; i < 50; i++) for (const read of Object.values(reads)) await read();
        const times = {
          plain: [] as number[],
          named: [] as number[],
          board: [] as number[],
          firstAfterChange: [] as number[],
          statementOnly: [] as number[],
        };
        for (let i = 0; i < READS; i++) {
          for (const [name, read] of Object.entries(reads)) times[name as keyof typeof reads].push(await timed(read));
        }
        return times;
      };
      const times = await measure();
      const read = await board();
      if (read?.rows.length !== 50 || !read.me) throw new Error('the board read no page or no viewer');
      const ratio = median(times.board) / median(times.plain);
      console.log(`1. Reads (prepared, one connection, ${READS} each, interleaved)\n`);
      console.log('| read | p50 | p95 | p50 / baseline |');
      console.log('| --- | ---: | ---: | ---: |');
      const line = (label: string, xs: number[]) =>
        console.log(
          `| ${label} | ${ms(median(xs))} | ${ms(p95(xs))} | ${(median(xs) / median(times.plain)).toFixed(2)}x |`,
        );
      line('baseline: plain indexed read of 50 rows (index only)', times.plain);
      line('the same 50 rows with the members joined', times.named);
      line(
        `board, as the route reads it: top 50 + viewer's rank (${read.me.rank.toLocaleString('en')}), top kept`,
        times.board,
      );
      line(
        'board, the first read after a change (the top read with the viewer, one statement)',
        times.firstAfterChange,
      );
      line('board, the whole page in one statement (later pages; before the top was kept)', times.statementOnly);
      console.log(`\nboard / baseline (p50): ${ratio.toFixed(2)}x (goal: within 2x)\n`);
      // Diagnostic: the same reads once PostgreSQL keeps one generic plan per statement (this
      // connection only), to show how much of the board's time is planning.
      await client.query('set plan_cache_mode = force_generic_plan');
      const generic = await measure();
      await client.query('reset plan_cache_mode');
      console.log(
        `with plan_cache_mode = force_generic_plan (diagnostic): baseline ${ms(median(generic.plain))}, board ${ms(median(generic.board))} (${(median(generic.board) / median(generic.plain)).toFixed(2)}x)\n`,
      );
      if (process.env.BENCH_EXPLAIN === 'generic') await client.query('set plan_cache_mode = force_generic_plan');
      if (process.env.BENCH_EXPLAIN) {
        const plan = await client.query(
          `explain (analyze, buffers, costs off) execute "challenge-board-first-50"(${challengeId}, ${viewer}, false)`,
        );
        console.log(`The board's plan (prepared):\n${plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}\n`);
        const mine = await client.query(
          `explain (analyze, buffers, costs off) execute "challenge-board-viewer"(${challengeId}, ${viewer}, false)`,
        );
        console.log(`The viewer's part (prepared):\n${mine.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}\n`);
      }
    } finally {
      client.release();
      await bus.close();
    }

    // 2. New activities, each for another participant, reflected in the standing.
    const members = (
      await db.query<{ user_id: number }>(
        `select user_id from challenge_participants where challenge_id = $1 order by user_id limit 30 offset 1000`,
        [challengeId],
      )
    ).rows.map((r) => r.user_id);
    const hookTimes: number[] = [];
    const roundTrips: number[] = [];
    const dbTimes: number[] = [];
    let lastStatements: { ms: number; text: string; plan: string }[] = [];
    for (const [i, userId] of members.entries()) {
      const took = await transaction(db, async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `with file as (
             insert into media (key, user_id, kind, content_type, bytes)
             values ('bench/new/' || $2, $1, 'activity', 'application/gpx+xml', 1) returning key
           )
           insert into activities (user_id, sport, title, visibility, format, file_key, file_name, content_hash,
             started_at, distance_m, elapsed_s, moving_s, has_gps, point_count)
           select $1, 'run', 'New run', 'public', 'gpx', file.key, 'run.gpx', decode(md5('new' || $2), 'hex'),
             now() - interval '2 hours', 5000, 1800, 1700, true, 1 from file returning id`,
          [userId, i],
        );
        const trip = await timed(() => tx.query('select 1'));
        // Server-side time of each statement the hook runs (auto_explain reports every statement's
        // duration to this connection; nested ones, the triggers', are inside their statement's).
        await tx.query(
          `load 'auto_explain'; set local auto_explain.log_min_duration = 0; set local auto_explain.log_timing = off;
           set local client_min_messages = log${process.env.BENCH_EXPLAIN ? '; set local auto_explain.log_analyze = on' : ''}`,
        );
        const statements: { ms: number; text: string; plan: string }[] = [];
        const listen = (notice: { message?: string }) => {
          const found = /duration: ([\d.]+) ms\s+plan:\s*\n?\s*Query Text: ([^\n]*)/.exec(notice.message ?? '');
          if (found)
            statements.push({ ms: Number(found[1]), text: found[2].trim().slice(0, 70), plan: notice.message ?? '' });
        };
        const client = tx as pg.PoolClient;
        client.on('notice', listen);
        const hook = await timed(() => itemChanged(tx, userId, { kind: 'activity', id: rows[0].id }));
        client.off('notice', listen);
        await tx.query('set local client_min_messages = notice');
        return { hook, trip, statements };
      });
      if (i >= 5) {
        hookTimes.push(took.hook);
        roundTrips.push(took.trip);
        dbTimes.push(took.statements.reduce((sum, st) => sum + st.ms, 0));
        lastStatements = took.statements;
      }
    }
    console.log(`2. A new activity reflected in the standing (${hookTimes.length} activities, after 5 warm-ups)\n`);
    console.log(`hook wall time, local connection: p50 ${ms(median(hookTimes))}, p95 ${ms(p95(hookTimes))}`);
    console.log(`one round trip (select 1) on the same transaction: p50 ${ms(median(roundTrips))}`);
    console.log(
      `database time (sum of the hook's statements' server-side durations, auto_explain): p50 ${ms(median(dbTimes))}, p95 ${ms(p95(dbTimes))}`,
    );
    console.log('goal: under 20 ms of database time\n');
    if (process.env.BENCH_EXPLAIN) {
      console.log(`The last hook's ${lastStatements.length} statements:`);
      for (const st of lastStatements) console.log(`    ${ms(st.ms).padStart(9)}  ${st.text.replace(/\s+/g, ' ')}`);
      const slowest = [...lastStatements].sort((a, b) => b.ms - a.ms)[0];
      if (slowest) console.log(`\nThe slowest one's plan:\n${slowest.plan.replace(/Query Text:[\s\S]*?\n(?=\S)/, '')}`);
      console.log('');
    }
    const after = await db.query(`select value from challenge_participants where challenge_id = $1 and user_id = $2`, [
      challengeId,
      members.at(-1),
    ]);
    console.log(`check: the last member's standing now ${Number(after.rows[0].value).toFixed(1)} km`);
  } finally {
    await db.end();
    // BENCH_KEEP_DATABASE=1 keeps the loaded database for trying a statement on it (psql).
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept: ${bench.url}`);
    else await bench.drop();
  }
}

await main();
