import type { NearbyQuery } from '@common/schemas/gyms';
import type { Queryable } from '../../db/pool';
import { boundingBoxes, distanceMetresSql } from './geo';
import { type GymRow, gymColumns } from './gym-row';

export type NearbyGymRow = GymRow & { distance_m: number };

/**
 * GET /api/gyms/nearby: gyms within `radius` km of (lat, lng), nearest first, paged after the last
 * (distance, id) seen. The bounding boxes run on gyms_location_idx (GiST); the exact great-circle
 * distance is computed only for the rows inside them, then filtered by the radius.
 */
export async function findNearbyGyms(db: Queryable, query: NearbyQuery): Promise<NearbyGymRow[]> {
  const { lat, lng, radius, limit, after } = query;
  const params: unknown[] = [lat, lng, radius * 1000, limit];
  const boxes = boundingBoxes(lat, lng, radius).map((box) => {
    params.push(box.minLng, box.minLat, box.maxLng, box.maxLat);
    const n = params.length;
    return `point(g.longitude, g.latitude) <@ box(point($${n - 3}, $${n - 2}), point($${n - 1}, $${n}))`;
  });
  let afterCondition = '';
  if (after) {
    params.push(after.distanceM, after.id);
    afterCondition = `and (c.distance_m, c.id) > ($${params.length - 1}, $${params.length})`;
  }
  const { rows } = await db.query<NearbyGymRow>(
    `select * from (
       select ${gymColumns('g')}, ${distanceMetresSql('g.latitude', 'g.longitude', '$1::float8', '$2::float8')} as distance_m
       from gyms g where ${boxes.join(' or ')}
     ) c
     where c.distance_m <= $3::float8 ${afterCondition}
     order by c.distance_m, c.id
     limit $4`,
    params,
  );
  return rows;
}
