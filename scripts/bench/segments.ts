// npm run bench:segments: the two figures issue 32 names for segments, on this machine, as ratios
// measured in one run against a baseline.
// 1. Import of a 4-hour ride at 1 Hz (14,401 points, a winding road) through POST
//    /api/activities/upload, first into a database without segments (the baseline), then with
//    10,000 segments: 60 on the ride's road and the rest scattered over a 250 x 250 km region
//    around it, many of them inside the ride's bounding box. Goal: segments add under 50%.
// 2. A leaderboard read of one segment with 100,000 efforts (10,000 members, 10 laps each; some
//    private, some friends-only, some behind privacy zones) beside a plain indexed read of 10 rows
//    (one member's 10 efforts by segment_efforts_member_idx), both prepared statements over the
//    same connection. Goal: within 2x.
// Creates a throwaway database on BENCH_DATABASE_URL (default: the machine's test PostgreSQL) and
// drops it at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/src/app';
import { buildConfig } from '../../server/src/config';
import { migrate } from '../../server/src/db/migrate';
import { createPool, readWithGenericPlans, transaction } from '../../server/src/db/pool';
import { toGpx } from '../../server/src/db/seed/tracks/gpx';
import type { Track } from '../../server/src/modules/activities';
import { readActivity } from '../../server/src/modules/activities/read-activity';
import { boardPage, countAhead, viewerRow } from '../../server/src/modules/segments/board-repository';
import { pieceBoxes, unitBox } from '../../server/src/modules/segments/geometry';
import { indexTrack, matchSegment } from '../../server/src/modules/segments/matching';
import { leaveNotices } from '../../server/src/modules/segments/notices';
import { insertEfforts, insertSegment, segmentsNear } from '../../server/src/modules/segments/repository';
import { cutStretch, matchingPath, pagePath } from '../../server/src/modules/segments/stretch';
import { buildSignedInUser } from '../../server/src/test/factories';
import { multipart } from '../../server/src/test/factories/activities';
import { walk } from '../../server/src/test/factories/segments';
import { createBenchDatabase, loadLine, median, ms } from './bench-database';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ORIGIN = { lat: 45.2, lng: 5.7 };
const SPEED = 8;
const HOURS = 4;

/** A seeded generator (mulberry32), so every run draws the same segments. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A winding road heading north-north-east: a waypoint every 250 m, swinging ±400 m every 6 km. */
function road(): [number, number][] {
  const points: [number, number][] = [];
  for (let s = 0; s <= HOURS * 3600 * SPEED + 5000; s += 250) {
    points.push([s * 0.3 + 400 * Math.sin(s / 950), s * 0.95]);
  }
  return points;
}

/** The ride, starting `day` days into the year (each upload is a different file); `origin` moves it. */
const ride = (day: number, origin = ORIGIN) =>
  walk(road(), {
    speed: SPEED,
    origin,
    to: HOURS * 3600 * SPEED,
    start: new Date(Date.UTC(2026, 0, 1 + day, 6)),
  });

/** The recording as a Track, without a file (for drawing many segments quickly). */
function asTrack(points: ReturnType<typeof walk>): Track {
  return {
    length: points.length,
    timeMs: Float64Array.from(points, (p) => p.timeMs),
    segment: null,
    lat: Float64Array.from(points, (p) => p.lat),
    lng: Float64Array.from(points, (p) => p.lng),
    ele: Float32Array.from(points, (p) => p.ele ?? Number.NaN),
    hr: null,
    power: null,
    cadence: null,
    dist: Float64Array.from(points, (p) => p.dist),
  };
}

async function main() {
  console.log(loadLine());
  const bench = await createBenchDatabase('segments');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fc-bench-segments-'));
  const db = createPool(bench.url, 10, () => {});
  try {
    await migrate(db);
    // NODE_ENV=test: the segments worker stays off, so nothing runs beside what is measured.
    const config = buildConfig({
      NODE_ENV: 'test',
      DATABASE_URL: bench.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ config, db });
    await app.ready();
    const rider = await buildSignedInUser(db);
    let day = 0;
    /** A place with no segment near: the same ride there is matched against none. */
    const AWAY = { lat: ORIGIN.lat + 4, lng: ORIGIN.lng };
    const upload = async (origin = ORIGIN) => {
      const bytes = Buffer.from(toGpx(ride(day++, origin), { type: 'cycling' }));
      const { payload, headers } = await multipart({ name: 'ride.gpx', bytes });
      const t = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/activities/upload',
        payload,
        headers: { ...headers, cookie: rider.cookie },
      });
      const took = performance.now() - t;
      if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
      return { took, id: res.json().activity.id as number };
    };
    const uploads = async () => {
      await upload(); // warm-up
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push((await upload()).took);
      return median(times);
    };

    // BENCH_ONLY=board skips the imports (and the scattered segments) to look at the board alone.
    const imports = process.env.BENCH_ONLY !== 'board';
    const points = ride(0).length;
    console.log(`\n1. Import of a ${HOURS}-hour 1 Hz ride (${points} points, GPX), ${RUNS} uploads each, p50\n`);
    const without = imports ? await uploads() : 0;

    // 10,000 segments: stretches of the ride itself (on its road), and others scattered around.
    const source = readActivity(Buffer.from(toGpx(ride(0), { type: 'cycling' }))).track;
    const random = seeded(32);
    const made = { onRoad: 0, scattered: 0 };
    let t = performance.now();
    const sourceId = (await upload()).id;
    await transaction(db, async (tx) => {
      const add = async (stretchOf: typeof source, startM: number, lengthM: number) => {
        const stretch = cutStretch(stretchOf, startM, startM + lengthM);
        if (stretch === 'gap') throw new Error('gap');
        const p = matchingPath(stretch);
        await insertSegment(tx, {
          userId: rider.user.id,
          activityId: sourceId,
          name: `Segment ${made.onRoad + made.scattered + 1}`,
          sport: 'ride',
          distanceM: lengthM,
          path: p,
          page: JSON.stringify(pagePath(stretch)),
          box: unitBox(p.lat, p.lng, 50)!,
        });
      };
      for (let i = 0; i < 60; i++) {
        await add(source, 1000 + random() * 100_000, 1000 + random() * 4000);
        made.onRoad++;
      }
      while (imports && made.onRoad + made.scattered < 10_000) {
        // A short winding road of its own somewhere in the region.
        const east = (random() - 0.5) * 250_000;
        const north = (random() - 0.5) * 250_000 + 55_000;
        const heading = random() * 2 * Math.PI;
        const wiggle = 100 + random() * 300;
        const wps: [number, number][] = [];
        for (let s = 0; s <= 6000; s += 200) {
          wps.push([
            east + s * Math.cos(heading) - wiggle * Math.sin(s / 700) * Math.sin(heading),
            north + s * Math.sin(heading) + wiggle * Math.sin(s / 700) * Math.cos(heading),
          ]);
        }
        await add(asTrack(walk(wps, { speed: 10, origin: ORIGIN })), 200, 800 + random() * 4000);
        made.scattered++;
      }
    });
    console.log(
      `(${made.onRoad} segments on the ride's road and ${made.scattered} scattered, made in ${((performance.now() - t) / 1000).toFixed(0)} s)\n`,
    );
    await db.query('analyze');

    const withSegments = imports ? await uploads() : 0;
    // The same comparison interleaved, so that the machine's load weighs on both alike: the ride
    // on its road (60 segments on it, 10,000 around) and the same ride where no segment lies.
    const onRoad: number[] = [];
    const away: number[] = [];
    if (imports) {
      for (let i = 0; i < RUNS; i++) {
        away.push((await upload(AWAY)).took);
        onRoad.push((await upload()).took);
      }
    }
    const ix = indexTrack(source)!;
    const candidates = await segmentsNear(db, pieceBoxes(source.lat!, source.lng!, source.dist));
    t = performance.now();
    const efforts = candidates.flatMap((s) => matchSegment(ix, s));
    const matchOnly = performance.now() - t;
    if (imports) {
      console.log('| import | p50 |');
      console.log('| --- | ---: |');
      console.log(`| without segments (baseline) | ${ms(without)} |`);
      console.log(`| with 10,000 segments | ${ms(withSegments)} |`);
      console.log(`| interleaved: the same ride where no segment lies | ${ms(median(away))} |`);
      console.log(`| interleaved: the ride on its road, 10,000 segments | ${ms(median(onRoad))} |`);
      console.log(
        `\nSegments add ${ms(withSegments - without)} = ${(((withSegments - without) / without) * 100).toFixed(0)}% of the import (goal: under 50%);`,
      );
      console.log(
        `interleaved, ${ms(median(onRoad) - median(away))} = ${(((median(onRoad) - median(away)) / median(away)) * 100).toFixed(0)}%.`,
      );
      console.log(
        `The box index, probed with the boxes of the ride's 2 km pieces, gives ${candidates.length} candidates of 10,000; matching them (TypeScript alone) takes ${ms(matchOnly)} and finds ${efforts.length} efforts.`,
      );
    }

    // Where the hook's time goes, step by step (in a transaction rolled back), p50 of 5.
    const steps: Record<string, number[]> = { candidates: [], match: [], insert: [], notices: [] };
    for (let i = 0; i < 5; i++) {
      const client = await db.connect();
      try {
        await client.query('begin');
        let s0 = performance.now();
        const near = await segmentsNear(client, pieceBoxes(source.lat!, source.lng!, source.dist));
        steps.candidates.push(performance.now() - s0);
        s0 = performance.now();
        const indexed = indexTrack(source)!;
        const found = near.flatMap((s) => matchSegment(indexed, s));
        steps.match.push(performance.now() - s0);
        await client.query('delete from segment_efforts where activity_id = $1', [sourceId]);
        s0 = performance.now();
        await insertEfforts(client, sourceId, rider.user.id, found);
        steps.insert.push(performance.now() - s0);
        s0 = performance.now();
        await leaveNotices(client, sourceId);
        steps.notices.push(performance.now() - s0);
      } finally {
        await client.query('rollback');
        client.release();
      }
    }
    console.log(
      `The hook's steps, p50: candidates (index and paths) ${ms(median(steps.candidates))}, indexing the ride and matching ${ms(median(steps.match))}, ` +
        `storing the efforts and refreshing the bests ${ms(median(steps.insert))}, notices ${ms(median(steps.notices))}.`,
    );

    // 2. One segment with 100,000 efforts: 10,000 members, one activity each with 10 laps.
    const segmentId = (await db.query('select min(id) as id from segments')).rows[0].id as number;
    t = performance.now();
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
    await app.close();
  } finally {
    await db.end();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
