import type { Sport } from '@common/schemas/activities';
import type { PrivacyChoice } from '@common/vocab';
import type { Queryable } from '../../db/pool';
import { blockBetweenSql } from '../access';
import type { UserRow } from '../users';
import { zoneHolds } from './board-sql';
import { boxLower, boxUpper, type UnitBox } from './geometry';
import type { MatchedEffort, SegmentShape } from './matching';

/** The source activity of a new segment, as the create request checks it. */
export interface SourceActivityRow {
  id: number;
  user_id: number;
  visibility: PrivacyChoice;
  sport: Sport | null;
  has_gps: boolean;
  distance_m: number;
}

export async function findSourceActivity(db: Queryable, id: number): Promise<SourceActivityRow | undefined> {
  const { rows } = await db.query<SourceActivityRow>(
    'select id, user_id, visibility, sport, has_gps, distance_m from activities where id = $1',
    [id],
  );
  return rows[0];
}

/** A member's privacy zones (privacy_zones_user_idx). */
export async function zonesOf(db: Queryable, userId: number): Promise<{ lat: number; lng: number; radiusM: number }[]> {
  const { rows } = await db.query<{ lat: number; lng: number; radiusM: number }>(
    'select lat, lng, radius_m as "radiusM" from privacy_zones where user_id = $1',
    [userId],
  );
  return rows;
}

const f64 = (a: Float64Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
const cubeSql = (first: number) =>
  `cube(array[$${first}, $${first + 1}, $${first + 2}]::float8[], array[$${first + 3}, $${first + 4}, $${first + 5}]::float8[])`;
const boxParams = (b: UnitBox) => [...boxLower(b), ...boxUpper(b)];

export interface NewSegment {
  userId: number;
  activityId: number;
  name: string;
  sport: Sport;
  distanceM: number;
  path: { lat: Float64Array; lng: Float64Array };
  page: string;
  box: UnitBox;
}

/**
 * Inserts the segment. Its backfill covers the activities whose box is stored by now
 * (backfill_upto); any activity saved later is matched by the saved hook. The advisory lock,
 * taken shared by every saved hook, makes an import that is saving right now finish first, so
 * no activity falls between the two.
 */
export async function insertSegment(tx: Queryable, s: NewSegment): Promise<number> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('segments'))`);
  const n = s.path.lat.length - 1;
  const { rows } = await tx.query<{ id: number }>(
    `insert into segments (user_id, source_activity_id, name, sport, distance_m, start_lat, start_lng, end_lat,
       end_lng, path_lat, path_lng, page, box, backfill_upto)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, ${cubeSql(13)},
       (select max(activity_id) from segment_activity_boxes))
     returning id`,
    [
      s.userId,
      s.activityId,
      s.name,
      s.sport,
      s.distanceM,
      s.path.lat[0],
      s.path.lng[0],
      s.path.lat[n],
      s.path.lng[n],
      f64(s.path.lat),
      f64(s.path.lng),
      s.page,
      ...boxParams(s.box),
    ],
  );
  return rows[0].id;
}

/** Taken (shared) by every saved hook: see insertSegment. */
export async function waitForSegmentCreation(tx: Queryable): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock_shared(hashtext('segments'))`);
}

/** Copies into aligned memory (a pooled Buffer may start at an offset a Float64Array refuses). */
const floats = (b: Buffer) => {
  const copy = new ArrayBuffer(b.byteLength);
  new Uint8Array(copy).set(b);
  return new Float64Array(copy);
};

interface ShapeRow {
  id: number;
  sport: Sport;
  distance_m: number;
  path_lat: Buffer;
  path_lng: Buffer;
}

const toShape = (r: ShapeRow): SegmentShape & { sport: Sport } => ({
  id: r.id,
  sport: r.sport,
  distanceM: r.distance_m,
  lat: floats(r.path_lat),
  lng: floats(r.path_lng),
});

/**
 * The segments a route with these boxes (its pieces', geometry.ts pieceBoxes) may pass: one probe
 * of segments_box_idx per piece, each segment once.
 */
export async function segmentsNear(db: Queryable, boxes: UnitBox[]): Promise<(SegmentShape & { sport: Sport })[]> {
  if (boxes.length === 0) return [];
  const column = (k: number) => boxes.map((b) => b[k]);
  const { rows } = await db.query<ShapeRow>({
    name: 'segments-near',
    text: `select s.id, s.sport, s.distance_m, s.path_lat, s.path_lng from segments s
      where s.id in (
        select n.id from unnest($1::float8[], $2::float8[], $3::float8[], $4::float8[], $5::float8[], $6::float8[])
          as b (x0, y0, z0, x1, y1, z1)
        join segments n on n.box && cube(array[b.x0, b.y0, b.z0], array[b.x1, b.y1, b.z1]))
      order by s.id`,
    values: [0, 1, 2, 3, 4, 5].map(column),
  });
  return rows.map(toShape);
}

export async function segmentShape(db: Queryable, id: number): Promise<(SegmentShape & { sport: Sport }) | undefined> {
  const { rows } = await db.query<ShapeRow>(
    'select id, sport, distance_m, path_lat, path_lng from segments where id = $1',
    [id],
  );
  return rows[0] && toShape(rows[0]);
}

/**
 * Stores an activity's box, or replaces it when the activity is saved again (measured again from
 * its file: its route may have gained points). Answers whether the activity had no box before.
 */
export async function saveActivityBox(db: Queryable, activityId: number, box: UnitBox): Promise<boolean> {
  const { rows } = await db.query<{ inserted: boolean }>({
    name: 'segments-save-activity-box',
    text: `insert into segment_activity_boxes (activity_id, box) values ($1, ${cubeSql(2)})
       on conflict (activity_id) do update set box = excluded.box
       returning (xmax = 0) as inserted`,
    values: [activityId, ...boxParams(box)],
  });
  return rows[0].inserted;
}

/** Removes an activity's efforts and box (before it is matched again); answers how many efforts it had. */
export async function clearActivity(db: Queryable, activityId: number): Promise<number> {
  const { rowCount } = await db.query({
    name: 'segments-clear-activity',
    text: 'delete from segment_efforts where activity_id = $1',
    values: [activityId],
  });
  return rowCount ?? 0;
}

/** Stores the efforts (a traversal already stored is skipped); answers the new rows' ids by segment and lap. */
export async function insertEfforts(
  db: Queryable,
  activityId: number,
  userId: number,
  efforts: MatchedEffort[],
): Promise<{ id: number; segment_id: number; lap: number }[]> {
  if (efforts.length === 0) return [];
  const { rows } = await db.query<{ id: number; segment_id: number; lap: number }>(
    `insert into segment_efforts (segment_id, activity_id, user_id, lap, started_at, elapsed_s, start_m, end_m)
     select s, $1, $2, l, to_timestamp(t / 1000.0), e, a, b
     from unnest($3::bigint[], $4::int[], $5::float8[], $6::float8[], $7::float8[], $8::float8[]) as x (s, l, t, e, a, b)
     on conflict do nothing
     returning id, segment_id, lap`,
    [
      activityId,
      userId,
      efforts.map((e) => e.segmentId),
      efforts.map((e) => e.lap),
      efforts.map((e) => e.startMs),
      efforts.map((e) => e.elapsedSeconds),
      efforts.map((e) => e.startM),
      efforts.map((e) => e.endM),
    ],
  );
  return rows;
}

/** The segment page's row: the segment and its creator as this viewer may see them. */
export interface SegmentRow {
  id: number;
  name: string;
  sport: Sport;
  distance_m: number;
  page: string;
  created_at: Date;
  creator: Pick<UserRow, 'id' | 'username' | 'name' | 'profile_image_url' | 'is_trainer'> | null;
}

/**
 * The creator is left out, for everyone but themself, when a block stands between them, when they
 * are suspended, or when their privacy zone holds the segment's start or end (a zone drawn after
 * the segment was made): "made by" beside a path that starts or ends in their zone would say what
 * the boards and their activity pages no longer say, that they pass through it.
 */
export async function findSegment(db: Queryable, id: number, viewerId: number): Promise<SegmentRow | undefined> {
  const { rows } = await db.query<SegmentRow>(
    `select s.id, s.name, s.sport, s.distance_m, s.page, s.created_at,
       case when u.suspended_at is null
           and (u.id = $2 or not (${blockBetweenSql('$2::int', 'u.id')} or ${zoneHolds('s.id', 'u.id')}))
         then json_build_object('id', u.id, 'username', u.username, 'name', u.name,
           'profile_image_url', u.profile_image_url, 'is_trainer', u.is_trainer) end as creator
     from segments s join users u on u.id = s.user_id
     where s.id = $1`,
    [id, viewerId],
  );
  return rows[0];
}

export interface EffortRow {
  id: number;
  activity_id: number;
  started_at: Date;
  elapsed_s: number;
}

/** The member's own efforts on the segment, latest first (segment_efforts_member_idx), of its sport. */
export async function ownEfforts(
  db: Queryable,
  segmentId: number,
  userId: number,
  limit: number,
): Promise<EffortRow[]> {
  const { rows } = await db.query<EffortRow>(
    `select e.id, e.activity_id, e.started_at, e.elapsed_s
     from segment_efforts e
     join segments s on s.id = e.segment_id
     join activities a on a.id = e.activity_id and a.sport = s.sport
     where e.segment_id = $1 and e.user_id = $2
     order by e.started_at desc, e.id desc limit $3`,
    [segmentId, userId, limit],
  );
  return rows;
}

/** The member's all-time best on the segment, every effort counted (their own view). */
export async function personalBest(db: Queryable, segmentId: number, userId: number): Promise<EffortRow | undefined> {
  const { rows } = await db.query<EffortRow>(
    `select e.id, e.activity_id, e.started_at, e.elapsed_s
     from segment_bests b join segment_efforts e on e.id = b.effort_id
     where b.segment_id = $1 and b.user_id = $2 and b.period = 0 and b.level = 'all'`,
    [segmentId, userId],
  );
  return rows[0];
}

export async function segmentExists(db: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from segments where id = $1', [id]);
  return (rowCount ?? 0) > 0;
}
