import { LIMITS } from '@common/limits';
import type { Gym } from '@common/schemas/gyms';
import { beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../db/pool';
import { buildSignedInUser } from '../../test/factories';
import { insertManyGyms } from '../../test/factories/gyms';
import { queriesDuring } from '../../test/query-log';
import { useTestApp } from '../../test/test-app';
import { SAMPLE_GYMS } from './data/sample-gyms';
import { chordOfKm, haversineKm, unitVectorCube } from './geo';
import { findNearbyGyms, NEARBY_PLAN_SETTINGS, nearbyQuerySql } from './nearby-repository';

const ctx = useTestApp();

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Order By'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
};
function findNode(node: PlanNode, match: (n: PlanNode) => boolean): PlanNode | undefined {
  if (match(node)) return node;
  for (const child of node.Plans ?? []) {
    const found = findNode(child, match);
    if (found) return found;
  }
  return undefined;
}
const GYMS = 100_000;

let everyGym: { id: number; latitude: number; longitude: number }[] = [];

/** Every gym within the radius by brute force: the haversine formula over every row, no index. */
function bruteForce(lat: number, lng: number, radiusKm: number): number[] {
  return everyGym
    .map((g) => ({ id: g.id, km: haversineKm(lat, lng, g.latitude, g.longitude) }))
    .filter((g) => g.km <= radiusKm)
    .sort((a, b) => a.km - b.km || a.id - b.id)
    .map((g) => g.id);
}

describe(`nearby search over ${GYMS.toLocaleString('en')} gyms`, () => {
  let cookie = '';
  beforeAll(async () => {
    await insertManyGyms(ctx.db, GYMS);
    everyGym = (await ctx.db.query('select id, latitude, longitude from gyms')).rows;
    cookie = (await buildSignedInUser(ctx.db)).cookie;
  }, 120_000);

  it('finds exactly what a full scan finds, also across the antimeridian and at high latitude', async () => {
    for (const [lat, lng, radius] of [
      [40.7128, -74.006, 10],
      [51.5, -0.12, 50],
      [-18.1, 179.9, 300],
      [64.15, -21.94, 500],
      [69, 100, 500],
      [40.7128, -74.006, 500],
    ]) {
      const indexed = await findNearbyGyms(ctx.db, { lat, lng, radius, limit: 100 });
      const expected = bruteForce(lat, lng, radius).slice(0, 100);
      expect(expected.length, `${lat},${lng}`).toBeGreaterThan(0);
      expect(
        indexed.map((g) => g.id),
        `${lat},${lng} r=${radius}`,
      ).toEqual(expected);
    }
  }, 60_000);

  it('reads the gyms nearest first from the location index and stops after the page', async () => {
    const centre = unitVectorCube(40.7128, -74.006);
    const box = `g.position <@ cube_enlarge($1::cube, ${chordOfKm(500)}, 3)`;
    const inBox = await ctx.db.query<{ n: number }>(`select count(*)::int as n from gyms g where ${box}`, [centre]);
    expect(inBox.rows[0].n).toBeGreaterThan(10_000);

    // The very query and settings a request runs, for a 500 km radius and a page of 100.
    const { text, params } = nearbyQuerySql({ lat: 40.7128, lng: -74.006, radius: 500, limit: 100 });
    const plan = await transaction(ctx.db, async (tx) => {
      await tx.query(NEARBY_PLAN_SETTINGS);
      const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (analyze, format json) ${text}`,
        params,
      );
      return rows[0]['QUERY PLAN'][0].Plan;
    });
    const scan = findNode(plan, (n) => n['Index Name'] === 'gyms_position_idx');
    expect(scan?.['Node Type']).toBe('Index Scan');
    expect(scan?.['Order By']).toContain('<->');
    expect(scan?.['Actual Rows']).toBeLessThanOrEqual(101); // one page (and a row to see no tie), of 10,000+
  });

  it('answers GET /api/gyms/nearby at any radius with the same statements and one page at most, the search read from the location index', async () => {
    const centres = SAMPLE_GYMS.slice(0, 30).map((g) => [g.latitude, g.longitude]);
    const nearby = (lat: number, lng: number, radius: number) =>
      ctx.app.inject({ url: `/api/gyms/nearby?lat=${lat}&lng=${lng}&radius=${radius}`, headers: { cookie } });
    await nearby(centres[0][0], centres[0][1], 10); // the session is known (it may be cached) before counting
    const search = nearbyQuerySql({ lat: 0, lng: 0, radius: 10, limit: 20 }).text.replace(/\s+/g, ' ').trim();
    let first: string[] | undefined;
    for (const radius of [10, 100, 500]) {
      for (const [lat, lng] of centres) {
        const { result: res, queries } = await queriesDuring(ctx.db, () => nearby(lat, lng, radius));
        expect(res.statusCode).toBe(200);
        const gyms = res.json() as Gym[];
        expect(gyms.length).toBeGreaterThan(0);
        expect(gyms.length).toBeLessThanOrEqual(LIMITS.pageSizeDefault);
        // No statement per gym or per radius: every request runs the very same ones, the search once.
        const texts = queries.map((q) => q.text);
        first ??= texts;
        expect(texts, `${lat},${lng} r=${radius}`).toEqual(first);
        expect(texts.filter((t) => t === search)).toHaveLength(1);
      }
    }
    // And at every radius the plan reads the location index, never the whole table.
    for (const radius of [10, 100, 500]) {
      const { text, params } = nearbyQuerySql({ lat: 40.7128, lng: -74.006, radius, limit: LIMITS.pageSizeDefault });
      const plan = await transaction(ctx.db, async (tx) => {
        await tx.query(NEARBY_PLAN_SETTINGS);
        const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `explain (format json) ${text}`,
          params,
        );
        return rows[0]['QUERY PLAN'][0].Plan;
      });
      expect(findNode(plan, (n) => n['Index Name'] === 'gyms_position_idx')?.['Node Type'], `r=${radius}`).toBe(
        'Index Scan',
      );
      expect(
        findNode(plan, (n) => n['Node Type'] === 'Seq Scan'),
        `r=${radius}`,
      ).toBeUndefined();
    }
  }, 60_000);
});
