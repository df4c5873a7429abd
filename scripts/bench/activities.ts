// npm run bench:activities: the two figures issue 14 names, on this machine.
// 1. Import of a 4-hour ride recorded at 1 Hz (14,401 points), as FIT and as GPX: server time of
//    POST /api/activities/upload (app.inject: multipart parsing, reading, checks, figures, the
//    media store and the transaction), 10 uploads each, with the stages timed apart.
// 2. GET /api/activities/{id} for that ride over HTTP (autocannon), for the owner and for another
//    member (whose answer goes through the privacy-zone filter), beside GET /api/auth/me (the same
//    session check and nothing else) as the baseline measured in the same run.
// Creates a throwaway database on BENCH_DATABASE_URL (default: the machine's test PostgreSQL) and
// drops it at the end. Goals: import under 1 s, page p50 under 50 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../server/src/app';
import { buildConfig } from '../../server/src/config';
import { migrate } from '../../server/src/db/migrate';
import { createPool } from '../../server/src/db/pool';
import { toGpx } from '../../server/src/db/seed/tracks/gpx';
import { buildRoute } from '../../server/src/db/seed/tracks/route';
import { readActivity } from '../../server/src/modules/activities/read-activity';
import { buildSignedInUser, follow } from '../../server/src/test/factories';
import { multipart } from '../../server/src/test/factories/activities';
import { toFit } from '../../server/src/test/fixtures/activities/fit';
import { createBenchDatabase, loadLine, median, ms, p95 } from './bench-database';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** A 4-hour ride at 1 Hz: 8 m/s with rolling hills and a heart rate; each run starts a day later. */
function ride(day: number) {
  return buildRoute({
    start: new Date(Date.UTC(2026, 0, 1 + day, 6)),
    startLat: 45.5,
    lng: 6.1,
    stretches: [{ metres: 4 * 3600 * 8, speed: 8 }],
    elevation: (d) => 400 + 120 * Math.sin(d / 4000) + 30 * Math.sin(d / 700),
    heartRate: (i) => 125 + (i % 40),
  });
}

async function main() {
  console.log(loadLine());
  const bench = await createBenchDatabase('activities');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fc-bench-activities-'));
  const db = createPool(bench.url, 10, () => {});
  try {
    await migrate(db);
    const config = buildConfig({ DATABASE_URL: bench.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, db });
    await app.ready();
    const owner = await buildSignedInUser(db);
    const other = await buildSignedInUser(db);
    await follow(db, owner.user.id, other.user.id);
    await follow(db, other.user.id, owner.user.id);
    await app.inject({
      method: 'POST',
      url: '/api/privacy-zones',
      headers: { cookie: owner.cookie },
      payload: { label: 'Home', lat: 45.5, lng: 6.1, radiusM: 1000 },
    });

    console.log(`\nImport of a 4-hour 1 Hz ride (${ride(0).length} points), ${RUNS} uploads per format\n`);
    console.log(
      '| format | file size | upload p50 | upload p95 | CPU time of the upload p50 | read + figures p50 | rest (multipart, store, SQL) p50 |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    let lastId = 0;
    let day = 0;
    for (const format of ['fit', 'gpx'] as const) {
      const uploads: number[] = [];
      const cpus: number[] = [];
      const reads: number[] = [];
      for (let i = 0; i < RUNS + 1; i++) {
        const points = ride(day++);
        const bytes =
          format === 'fit' ? toFit(points, { sport: 'cycling' }) : Buffer.from(toGpx(points, { type: 'cycling' }));
        let t = performance.now();
        readActivity(bytes);
        const read = performance.now() - t;
        const { payload, headers } = await multipart({ name: `ride.${format}`, bytes });
        t = performance.now();
        const cpu = process.cpuUsage();
        const res = await app.inject({
          method: 'POST',
          url: '/api/activities/upload',
          payload,
          headers: { ...headers, cookie: owner.cookie },
        });
        const upload = performance.now() - t;
        const used = process.cpuUsage(cpu);
        if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
        lastId = res.json().activity.id;
        if (i === 0) continue; // the first run warms the code paths up
        uploads.push(upload);
        cpus.push((used.user + used.system) / 1000);
        reads.push(read);
        if (i === RUNS) {
          console.log(
            `| ${format.toUpperCase()} | ${(bytes.length / 1024).toFixed(0)} KB | ${ms(median(uploads))} | ${ms(p95(uploads))} | ${ms(median(cpus))} | ${ms(median(reads))} | ${ms(median(uploads) - median(reads))} |`,
          );
        }
      }
    }

    // One request at a time (in-process): the latency of a page on its own, beside the baseline.
    const sequential = async (route: string, cookie: string) => {
      const times: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t = performance.now();
        await app.inject({ url: route, headers: { cookie } });
        if (i >= 20) times.push(performance.now() - t);
      }
      return median(times);
    };
    const seqBase = await sequential('/api/auth/me', owner.cookie);
    const seqOwner = await sequential(`/api/activities/${lastId}`, owner.cookie);
    const seqFriend = await sequential(`/api/activities/${lastId}`, other.cookie);
    console.log('\nGET /api/activities/{id} one request at a time, 180 requests (in-process), p50\n');
    console.log('| route | p50 | p50 / baseline |');
    console.log('| --- | ---: | ---: |');
    console.log(`| baseline: GET /api/auth/me | ${ms(seqBase)} | |`);
    console.log(`| activity page, owner | ${ms(seqOwner)} | ${(seqOwner / seqBase).toFixed(1)}x |`);
    console.log(
      `| activity page, a friend (privacy zone applied) | ${ms(seqFriend)} | ${(seqFriend / seqBase).toFixed(1)}x |`,
    );

    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    console.log(`\nGET /api/activities/{id} of the ride over HTTP, autocannon 10 connections x ${SECONDS} s\n`);
    console.log('| route | req/s | p50 | p99 | p50 / baseline |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    const measure = async (label: string, route: string, cookie: string, baseline?: number) => {
      const r = await autocannon({
        url: `${address}${route}`,
        connections: 10,
        duration: SECONDS,
        headers: { cookie },
      });
      if (r.non2xx + r.errors > 0) throw new Error(`${label}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      const ratio = baseline ? `${(r.latency.p50 / Math.max(baseline, 0.5)).toFixed(1)}x` : '';
      console.log(
        `| ${label} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${ratio} |`,
      );
      return r.latency.p50;
    };
    const base = await measure('baseline: GET /api/auth/me (session check only)', '/api/auth/me', owner.cookie);
    await measure('activity page, owner (every point)', `/api/activities/${lastId}`, owner.cookie, base);
    await measure('activity page, a friend (privacy zone applied)', `/api/activities/${lastId}`, other.cookie, base);
    const size = (await app.inject({ url: `/api/activities/${lastId}`, headers: { cookie: owner.cookie } })).body
      .length;
    console.log(`\nThe page's answer: ${(size / 1024).toFixed(0)} KB of JSON (at most 1,500 drawn points).`);
    await app.close();
  } finally {
    await db.end();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
