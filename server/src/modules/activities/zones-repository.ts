import type { CreateZoneInput, PrivacyZone } from '@common/schemas/activities';
import type { Queryable } from '../../db/pool';
import { drawHidingCircle, type Zone } from './privacy-zones';

// A zone is two circles (migration 0229): the member's own (home_lat, home_lng, home_radius_m),
// which only they are shown, and the larger one drawn at random around it (lat, lng, radius_m),
// at which routes are cut for everyone else.

interface ZoneRow {
  id: number;
  label: string;
  home_lat: number;
  home_lng: number;
  home_radius_m: number;
  created_at: Date;
}

const ZONE_COLUMNS = 'id, label, home_lat, home_lng, home_radius_m, created_at';

export function presentZone(row: ZoneRow): PrivacyZone {
  return {
    id: row.id,
    label: row.label,
    lat: row.home_lat,
    lng: row.home_lng,
    radiusM: row.home_radius_m,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listZones(db: Queryable, userId: number): Promise<PrivacyZone[]> {
  const { rows } = await db.query<ZoneRow>(`select ${ZONE_COLUMNS} from privacy_zones where user_id = $1 order by id`, [
    userId,
  ]);
  return rows.map(presentZone);
}

/** The circles hidden from others around a member's zones, as the route filter takes them. */
export async function zonesOf(db: Queryable, userId: number): Promise<Zone[]> {
  const { rows } = await db.query<Zone>({
    name: 'activity-zones-of',
    text: 'select lat, lng, radius_m as "radiusM" from privacy_zones where user_id = $1',
    values: [userId],
  });
  return rows;
}

/**
 * Adds a zone unless the member already has `max` of them. The member's row is locked first, so
 * two zones added at the same moment cannot both pass the count.
 */
export async function insertZone(
  db: Queryable,
  userId: number,
  zone: CreateZoneInput,
  max: number,
): Promise<PrivacyZone | null> {
  await db.query('select 1 from users where id = $1 for update', [userId]);
  const hidden = drawHidingCircle(zone);
  const { rows } = await db.query<ZoneRow>(
    `insert into privacy_zones (user_id, label, home_lat, home_lng, home_radius_m, lat, lng, radius_m)
     select $1, $2, $3, $4, $5, $7, $8, $9 where (select count(*) from privacy_zones where user_id = $1) < $6
     returning ${ZONE_COLUMNS}`,
    [userId, zone.label, zone.lat, zone.lng, zone.radiusM, max, hidden.lat, hidden.lng, hidden.radiusM],
  );
  return rows[0] ? presentZone(rows[0]) : null;
}

export async function deleteZone(db: Queryable, userId: number, id: number): Promise<boolean> {
  await db.query('select 1 from users where id = $1 for update', [userId]);
  const { rowCount } = await db.query('delete from privacy_zones where id = $1 and user_id = $2', [id, userId]);
  return (rowCount ?? 0) > 0;
}
