import type { Gym } from '@common/schemas/gyms';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { insertManyGyms } from '../../test/factories/gyms';
import { useTestApp } from '../../test/test-app';
import { SAMPLE_GYMS } from './data/sample-gyms';
import { distanceMetresSql } from './geo';
import { findNearbyGyms } from './nearby-repository';

const ctx = useTestApp();
const GYMS = 100_000;

/** Every gym within the radius by brute force: the exact distance for all rows, no index, no box. */
async function bruteForce(lat: number, lng: number, radiusKm: number): Promise<number[]> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `select id from (select id, ${distanceMetresSql('latitude', 'longitude', '$1::float8', '$2::float8')} as d from gyms) x
     where d <= $3 order by d, id`,
    [lat, lng, radiusKm * 1000],
  );
  return rows.map((r) => r.id);
}

describe(`nearby search over ${GYMS.toLocaleString('en')} gyms`, () => {
  let cookie = '';
  beforeAll(async () => {
    await insertManyGyms(ctx.db, GYMS);
    cookie = (await buildSignedInUser(ctx.db)).cookie;
  }, 120_000);

  it('finds exactly what a full scan finds, also across the antimeridian and at high latitude', async () => {
    for (const [lat, lng, radius] of [
      [40.7128, -74.006, 10],
      [51.5, -0.12, 50],
      [-18.1, 179.9, 300],
      [64.15, -21.94, 500],
      [69, 100, 500],
    ]) {
      const indexed = await findNearbyGyms(ctx.db, { lat, lng, radius, limit: 100 });
      const expected = (await bruteForce(lat, lng, radius)).slice(0, 100);
      expect(expected.length, `${lat},${lng}`).toBeGreaterThan(0);
      expect(
        indexed.map((g) => g.id),
        `${lat},${lng} r=${radius}`,
      ).toEqual(expected);
    }
  });

  it('uses the location index rather than reading every gym', async () => {
    const { rows } = await ctx.db.query(
      `explain (format json) select id from gyms g
       where point(g.longitude, g.latitude) <@ box(point(-74.1, 40.6), point(-73.9, 40.8))`,
    );
    const plan = JSON.stringify(rows[0]);
    expect(plan).toContain('gyms_location_idx');
    expect(plan).not.toContain('"Seq Scan"');
  });

  it('answers GET /api/gyms/nearby well under 50 ms (median over 60 requests around 30 cities)', async () => {
    const centres = SAMPLE_GYMS.slice(0, 30).map((g) => [g.latitude, g.longitude]);
    const timings: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (const [lat, lng] of centres) {
        const started = performance.now();
        const res = await ctx.app.inject({
          url: `/api/gyms/nearby?lat=${lat}&lng=${lng}&radius=10`,
          headers: { cookie },
        });
        timings.push(performance.now() - started);
        expect(res.statusCode).toBe(200);
        expect((res.json() as Gym[]).length).toBeGreaterThan(0);
      }
    }
    timings.sort((a, b) => a - b);
    const median = timings[Math.floor(timings.length / 2)];
    const p95 = timings[Math.floor(timings.length * 0.95)];
    console.info(`nearby over ${GYMS} gyms: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
    expect(median).toBeLessThan(50);
  });
});
