// Part 2 of `npm run bench:segments` (scripts/bench/segments.ts): one segment's leaderboard with
// 100,000 efforts (10,000 members, 10 laps each; some private, some friends-only, some behind
// privacy zones), read beside a plain indexed read of 10 rows. Goal (issue 32): within 2x.
import type pg from 'pg';
import { readWithGenericPlans } from '../../server/src/db/pool';
import { boardPage, countAhead, viewerRow } from '../../server/src/modules/segments/board-repository';
import { buildSignedInUser } from '../../server/src/test/factories';
import { median, ms } from './bench-database';

/** Fills the board of the database's first segment and prints the reads' figures and plans. */
export async function benchBoard(db: pg.Pool): Promise<void> {
  // 2. One segment with 100,000 efforts: 10,000 members, one activity each with 10 laps.
  const segmentId = (await db.query('select min(id) as id from segments')).rows[0].id as number;
  let t = performance.now();
  await db.query(`insert into users (username, email, password_hash, name)
    select 'b' || g, 'b' || g || '@example.com', 'x', 'Bench ' || g from generate_series(1, 10000) g`);
  await db.query(`insert into media (key, user_id, kind, content_type, bytes)
    select 'bench-' || u.id, u.id, 'activity', 'application/gpx+xml', 1 from users u where u.username like 'b%'`);
  await db.query(`insert into activities (user_id, sport, title, visibility, format, file_key, file_name, content_hash,
      started_at, distance_m, elapsed_s, moving_s, has_gps, point_count)
    select u.id, 'ride', 'Ride', case when u.id % 10 = 0 then 'private' when u.id % 10 = 1 then 'friends' else 'public' end,
      'gpx', 'bench-' || u.id, 'ride.gpx', decode(md5(u.id::text), 'hex'), now() - interval '30 days',
      10000, 3600, 3600, true, 3600
    from users u where u.username like 'b%'`);
  const made2 = performance.now();
  // Bulk load: the efforts in one statement with the efforts' triggers off, then every member's
  // bests in one statement written as segment_bests_refresh (migration 0145) writes them (the
  // triggers take a lock per member: 10,000 at once would not fit the lock table).
  await db.query('alter table segment_efforts disable trigger segment_efforts_inserted');
  await db.query(
    `insert into segment_efforts (segment_id, activity_id, user_id, lap, started_at, elapsed_s, start_m, end_m)
     select $1, a.id, a.user_id, l, a.started_at + l * interval '5 minutes', 200 + random() * 400, 0, 1000
     from activities a cross join generate_series(1, 10) l where a.file_key like 'bench-%'`,
    [segmentId],
  );
  await db.query('alter table segment_efforts enable trigger segment_efforts_inserted');
  await db.query(
    `insert into segment_bests (segment_id, user_id, period, level, effort_id, elapsed_s)
     select distinct on (e.segment_id, e.user_id, p.period, l.level)
       e.segment_id, e.user_id, p.period, l.level, e.id, e.elapsed_s
     from segment_efforts e
     join activities a on a.id = e.activity_id
     join segments s on s.id = e.segment_id and s.sport = a.sport
     cross join lateral (values (0), (extract(year from e.started_at at time zone 'UTC')::integer)) p (period)
     join (values ('public', array['public']), ('friends', array['public', 'friends']),
                  ('all', array['public', 'friends', 'private'])) l (level, visibilities)
       on a.visibility = any (l.visibilities)
     where e.segment_id = $1 and a.file_key like 'bench-%'
     order by e.segment_id, e.user_id, p.period, l.level, e.elapsed_s, e.id`,
    [segmentId],
  );
  console.log(
    `(members and activities in ${((made2 - t) / 1000).toFixed(0)} s, efforts and bests in ${((performance.now() - made2) / 1000).toFixed(0)} s)`,
  );
  // Some members keep a privacy zone around the segment's start: they are left off the board.
  await db.query(
    `insert into privacy_zones (user_id, label, home_lat, home_lng, home_radius_m, lat, lng, radius_m)
    select u.id, 'Home', s.start_lat, s.start_lng, 500, s.start_lat, s.start_lng, 500 from users u, segments s
    where u.username like 'b%' and u.id % 500 = 7 and s.id = $1`,
    [segmentId],
  );
  await db.query('analyze');
  const { rows: count } = await db.query('select count(*)::int as n from segment_efforts where segment_id = $1', [
    segmentId,
  ]);
  console.log(
    `\n2. A leaderboard with ${count[0].n.toLocaleString('en-US')} efforts (made in ${((performance.now() - t) / 1000).toFixed(0)} s)\n`,
  );

  // What an import adds on a board this size: one member's new activity with 10 laps, through
  // the efforts' trigger (their bests refreshed), as the saved hook inserts them.
  const late = (
    await db.query(
      `select id, user_id from activities where file_key = 'bench-' || (select min(id) from users where username like 'b%')`,
    )
  ).rows[0] as { id: number; user_id: number };
  await db.query('delete from segment_efforts where activity_id = $1', [late.id]);
  t = performance.now();
  await db.query(
    `insert into segment_efforts (segment_id, activity_id, user_id, lap, started_at, elapsed_s, start_m, end_m)
     select $1, $2, $3, l, now() - l * interval '5 minutes', 150 + l, 0, 1000 from generate_series(1, 10) l`,
    [segmentId, late.id, late.user_id],
  );
  console.log(
    `An import's 10 efforts on this board, their bests refreshed by the trigger: ${ms(performance.now() - t)}.\n`,
  );

  const viewer = (await buildSignedInUser(db)).user;
  const member = (await db.query(`select id from users where username = 'b42'`)).rows[0].id as number;
  const client = await db.connect();
  try {
    const plain = () =>
      client.query({
        name: 'bench-plain',
        text: `select id, activity_id, started_at, elapsed_s from segment_efforts
               where segment_id = $1 and user_id = $2 order by started_at desc limit 10`,
        values: [segmentId, member],
      });
    const q = {
      segmentId,
      period: 'all' as const,
      scope: 'everyone' as const,
      viewer: { id: viewer.id, isAdmin: false },
    };
    // As the route reads it: a read-only transaction keeping one generic plan (two round trips
    // more than the statement alone, on a connection of the pool).
    const routeRead = () => readWithGenericPlans(db, (c) => boardPage(c, q, 10));
    // The statement alone, PostgreSQL choosing its plan (custom or generic) by itself.
    const boardRead = () => boardPage(client, q, 10);
    const timed = async (fn: () => Promise<unknown>) => {
      const s = performance.now();
      await fn();
      return performance.now() - s;
    };
    const times = { plain: [] as number[], route: [] as number[], own: [] as number[] };
    for (let i = 0; i < 50; i++) await Promise.all([plain(), routeRead(), boardRead()]);
    for (let i = 0; i < 1000; i++) {
      times.plain.push(await timed(plain));
      times.route.push(await timed(routeRead));
      times.own.push(await timed(boardRead));
    }
    // A member in the middle of the board looks at it: the route also reads their own best and
    // counts the visible bests faster than it, for their rank.
    const midMember = (
      await db.query(
        `select user_id from segment_bests where segment_id = $1 and period = 0 and level = 'public'
         order by elapsed_s, effort_id offset (select count(*) / 2 from segment_bests
           where segment_id = $1 and period = 0 and level = 'public') limit 1`,
        [segmentId],
      )
    ).rows[0].user_id as number;
    const mid = { ...q, viewer: { id: midMember, isAdmin: false } };
    const midRead = () =>
      readWithGenericPlans(db, async (c) => {
        const rows = await boardPage(c, mid, 10);
        const own = await viewerRow(c, mid);
        const ahead = own ? await countAhead(c, mid, own.elapsed_s, own.effort_id) : undefined;
        return { rows, own, ahead };
      });
    const midTimes: number[] = [];
    for (let i = 0; i < 20; i++) await midRead();
    for (let i = 0; i < 200; i++) midTimes.push(await timed(midRead));
    const midResult = await midRead();
    if (!midResult.ahead) throw new Error('the mid-board member has no best');
    const first = await routeRead();
    if (first.length !== 10) throw new Error(`the board read ${first.length} rows`);
    const ms2 = (n: number) => `${n.toFixed(2)} ms`;
    const ratio = (xs: number[]) => `${(median(xs) / median(times.plain)).toFixed(2)}x`;
    console.log('| read (prepared, 1,000 each, interleaved) | p50 | p50 / baseline |');
    console.log('| --- | ---: | ---: |');
    console.log(`| baseline: one member's 10 efforts (plain indexed read) | ${ms2(median(times.plain))} | |`);
    console.log(
      `| leaderboard top 10, all time, everyone (a stranger's view), as the route reads it | ${ms2(median(times.route))} | ${ratio(times.route)} |`,
    );
    console.log(
      `| the board's statement alone, PostgreSQL choosing its plan (diagnostic) | ${ms2(median(times.own))} | ${ratio(times.own)} |`,
    );
    console.log(
      `| a member ranked ${(midResult.ahead.faster + 1).toLocaleString('en-US')} looks at the board: top 10, their best and rank, as the route reads it (200) | ${ms2(median(midTimes))} | ${ratio(midTimes)} |`,
    );
    const explain = await client.query(
      `explain (analyze, buffers, costs off) execute "segments-board-page-everyone-member-10"(${segmentId}, 0, ${viewer.id})`,
    );
    console.log(`\nThe board's plan (prepared):\n${explain.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}`);
    const own = midResult.own!;
    await countAhead(client, mid, own.elapsed_s, own.effort_id);
    const rankPlan = await client.query(
      `explain (analyze, buffers, costs off) execute "segments-board-count-everyone-member"(${segmentId}, 0, ${midMember}, ${own.elapsed_s}, ${own.effort_id})`,
    );
    console.log(
      `\nThe mid-board member's rank count (prepared):\n${rankPlan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}`,
    );
  } finally {
    client.release();
  }
}
