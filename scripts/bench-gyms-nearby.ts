// npm run bench:gyms [-- --gyms 100000 --queries 300 --seconds 10]
// Nearby search over many gyms: fills a scratch database with N gyms (one set-based insert: 70%
// around 41 cities, 30% spread over the world), then measures
//   1. the repository query (SQL only) at radii of 10, 50 and 500 km around random city points;
//   2. GET /api/gyms/nearby over real HTTP under load (autocannon, 10 connections);
//   3. GET /api/gyms?q= (trigram search) for comparison.
// Database: BENCH_DATABASE_URL (a server where it may create and drop a database), else the
// embedded PostgreSQL in a temporary directory. Figures go to README's Performance section.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { buildConfig } from '../server/src/config';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../server/src/db/embedded-postgres';
import { migrate } from '../server/src/db/migrate';
import { createPool } from '../server/src/db/pool';
import { SAMPLE_GYMS } from '../server/src/modules/gyms/data/sample-gyms';
import { findNearbyGyms } from '../server/src/modules/gyms/nearby-repository';
import { buildSignedInUser } from '../server/src/test/factories';
import { insertManyGyms } from '../server/src/test/factories/gyms';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const GYMS = arg('gyms', 100_000);
const QUERIES = arg('queries', 300);
const SECONDS = arg('seconds', 10);

type AutocannonResult = {
  requests: { average: number };
  latency: { p50: number; p97_5: number; p99: number };
  non2xx: number;
};
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

function percentiles(timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] };
}
const ms = (n: number) => `${n.toFixed(2)} ms`;

/** A random point near one of the cities the gyms cluster around. */
function randomCentre() {
  const city = SAMPLE_GYMS[Math.floor(Math.random() * SAMPLE_GYMS.length)];
  return { lat: city.latitude + (Math.random() - 0.5) * 0.5, lng: city.longitude + (Math.random() - 0.5) * 0.5 };
}

async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  let embedded: EmbeddedPostgres | undefined;
  let tmp: string | undefined;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-bench-'));
    chmodSync(tmp, 0o755); // the embedded database runs as 'postgres' when started by root
    embedded = await startEmbeddedPostgres({ dataDir: tmp });
    adminUrl = embedded.adminUrl;
  }
  const name = `fc_bench_gyms_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await embedded?.stop();
      if (tmp) rmSync(tmp, { recursive: true, force: true });
    },
  };
}

async function main() {
  const database = await scratchDatabase();
  const pool = createPool(database.url, 10, () => {});
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-bench-data-'));
  try {
    await migrate(pool);
    let started = performance.now();
    await insertManyGyms(pool, GYMS);
    console.log(`Inserted ${GYMS.toLocaleString('en')} gyms in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    console.log(`\n1. SQL (repository), ${QUERIES} queries per radius, first page of 20:`);
    for (const radius of [10, 50, 500]) {
      const timings: number[] = [];
      let found = 0;
      for (let i = 0; i < QUERIES; i++) {
        const { lat, lng } = randomCentre();
        started = performance.now();
        found += (await findNearbyGyms(pool, { lat, lng, radius, limit: 20 })).length;
        timings.push(performance.now() - started);
      }
      const p = percentiles(timings);
      console.log(
        `   radius ${String(radius).padStart(3)} km: p50 ${ms(p.p50)}, p95 ${ms(p.p95)}, p99 ${ms(p.p99)}, max ${ms(p.max)} (avg ${(found / QUERIES).toFixed(1)} gyms)`,
      );
    }

    const config = buildConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const app = await buildApp({ config, db: pool });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const { cookie } = await buildSignedInUser(pool);
    const autocannon = ((await import('autocannon' as string)) as { default: Autocannon }).default;
    const load = async (label: string, nextPath: () => string) => {
      const result = await autocannon({
        url: address,
        connections: 10,
        duration: SECONDS,
        headers: { cookie },
        requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: nextPath() }) }],
      });
      console.log(
        `   ${label}: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
      );
    };
    console.log(`\n2. HTTP under load (10 connections, ${SECONDS} s, session cookie, random centres):`);
    await load('GET /api/gyms/nearby (10 km)', () => {
      const { lat, lng } = randomCentre();
      return `/api/gyms/nearby?lat=${lat.toFixed(5)}&lng=${lng.toFixed(5)}`;
    });
    console.log('\n3. Search for comparison:');
    await load('GET /api/gyms?q=<city>', () => `/api/gyms?q=scale%20city%20${Math.floor(Math.random() * 997)}`);
    await app.close();
  } finally {
    await pool.end();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
