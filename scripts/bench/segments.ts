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
import { createPool, transaction } from '../../server/src/db/pool';
import { toGpx } from '../../server/src/db/seed/tracks/gpx';
import type { Track } from '../../server/src/modules/activities';
import { readActivity } from '../../server/src/modules/activities/read-activity';
import { pieceBoxes, unitBox } from '../../server/src/modules/segments/geometry';
import { indexTrack, matchSegment } from '../../server/src/modules/segments/matching';
import { leaveNotices } from '../../server/src/modules/segments/notices';
import { insertEfforts, insertSegment, segmentsNear } from '../../server/src/modules/segments/repository';
import { cutStretch, matchingPath, pagePath } from '../../server/src/modules/segments/stretch';
import { buildSignedInUser } from '../../server/src/test/factories';
import { multipart } from '../../server/src/test/factories/activities';
import { walk } from '../../server/src/test/factories/segments';
import { createBenchDatabase, loadLine, median, ms } from './bench-database';
import { benchBoard } from './segments-board';

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

    // 2. One segment with 100,000 efforts (segments-board.ts).
    await benchBoard(db);
    await app.close();
  } finally {
    await db.end();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
