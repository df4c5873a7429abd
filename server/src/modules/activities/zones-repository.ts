import type { CreateZoneInput, PrivacyZone } from '@common/schemas/activities';
import type { Queryable } from '../../db/pool';
import type { Zone } from './privacy-zones';

interface ZoneRow {
  id: number;
  label: string;
  lat: number;
  lng: number;
  radius_m: number;
  created_at: Date;
}

export function presentZone(row: ZoneRow): PrivacyZone {
  return {
    id: row.id,
    label: row.label,
    lat: row.lat,
    lng: row.lng,
    radiusM: row.radius_m,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listZones(db: Queryable, userId: number): Promise<PrivacyZone[]> {
  const { rows } = await db.query<ZoneRow>('select * from privacy_zones where user_id = $1 order by id', [userId]);
  return rows.map(presentZone);
}

/** The circles of a member's zones, as the route filter takes them. */
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
  const { rows } = await db.query<ZoneRow>(
    `insert into privacy_zones (user_id, label, lat, lng, radius_m)
     select $1, $2, $3, $4, $5 where (select count(*) from privacy_zones where user_id = $1) < $6
     returning *`,
    [userId, zone.label, zone.lat, zone.lng, zone.radiusM, max],
  );
  return rows[0] ? presentZone(rows[0]) : null;
}

export async function deleteZone(db: Queryable, userId: number, id: number): Promise<boolean> {
  await db.query('select 1 from users where id = $1 for update', [userId]);
  const { rowCount } = await db.query('delete from privacy_zones where id = $1 and user_id = $2', [id, userId]);
  return (rowCount ?? 0) > 0;
}
