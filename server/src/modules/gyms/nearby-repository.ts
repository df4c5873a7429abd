import type { NearbyQuery } from '@common/schemas/gyms';
import type pg from 'pg';
import { transaction } from '../../db/pool';
import { chordOfKm, kmOfChordSql, unitVectorCube } from './geo';
import { type GymRow, gymColumns } from './gym-row';

export type NearbyGymRow = GymRow & { distance_km: number };

/**
 * How far apart (in chord units, ≈ 6 µm on Earth) two gyms may be and still count as equally
 * distant when a page resumes: the client's `after` distance in km, turned back into a chord,
 * differs from the stored chord by rounding only (~1e-16).
 */
const CURSOR_TOLERANCE = 1e-12;

/** The nearby query for a request: SQL and parameters (also explained by the scale test). */
export function nearbyQuerySql(query: NearbyQuery): { text: string; params: unknown[] } {
  const { lat, lng, radius, limit, after } = query;
  const chord = 'g.position <-> $1::cube';
  const params: unknown[] = [unitVectorCube(lat, lng), chordOfKm(radius), limit];
  let afterCondition = '';
  if (after) {
    params.push(chordOfKm(after.distance), after.id, CURSOR_TOLERANCE);
    afterCondition = `and (${chord} > $4::float8 + $6::float8 or (${chord} >= $4::float8 - $6::float8 and g.id > $5::int))`;
  }
  // The inner query orders by distance alone (with a second key, PostgreSQL before 16 would sort
  // every gym in the box instead of reading the index nearest first) and keeps every gym tied
  // with the last one (the same spot), so that the final (distance, id) order is exact.
  const text = `select * from (
       select ${gymColumns('g')}, ${chord} as chord, ${kmOfChordSql(chord)} as distance_km
       from gyms g
       where g.position <@ cube_enlarge($1::cube, $2::float8, 3) and ${chord} <= $2::float8 ${afterCondition}
       order by ${chord}
       fetch first $3 rows with ties
     ) nearest
     order by chord, id
     limit $3`;
  return { text, params };
}

/**
 * The planner cannot know how many gyms the 3-D box holds (cube's `<@` has a fixed 0.1%
 * selectivity estimate), so for a page plus its tie margin it may prefer a bitmap scan that reads
 * and sorts every gym in the box (22,000 around New York at 500 km). Reading the index nearest
 * first is right at every size, so the bitmap plan is switched off for this one transaction.
 */
export const NEARBY_PLAN_SETTINGS = 'set local enable_bitmapscan = off';

/**
 * GET /api/gyms/nearby: gyms within `radius` km of (lat, lng), nearest first, then by id, after
 * the last (distance, id) seen. gyms_position_idx serves both the 3-D box around the circle and
 * the nearest-first order (KNN), so the scan stops once the page is full.
 */
export async function findNearbyGyms(pool: pg.Pool, query: NearbyQuery): Promise<NearbyGymRow[]> {
  const { text, params } = nearbyQuerySql(query);
  const rows = await transaction(pool, async (tx) => {
    await tx.query(NEARBY_PLAN_SETTINGS);
    return (await tx.query<NearbyGymRow & { chord: number }>(text, params)).rows;
  });
  return rows.map(({ chord: _chord, ...row }) => row);
}
