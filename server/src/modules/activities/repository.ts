import type { BestEffort } from '@common/schemas/activities';
import type { PrivacyChoice } from '@common/vocab';
import type { Queryable } from '../../db/pool';
import type { UserRow } from '../users';
import { ACTIVITY_COLUMNS, type ActivityRow } from './activity-row';
import { MEASURE_VERSION } from './read-activity';
import type { TrackSummary } from './summarize';
import type { TrackRow } from './track-codec';

export interface NewActivity {
  userId: number;
  sport: ActivityRow['sport'];
  title: string;
  visibility: PrivacyChoice;
  format: ActivityRow['format'];
  fileKey: string;
  fileName: string;
  contentHash: Buffer;
  summary: TrackSummary;
  preview: ActivityRow['preview'];
  /** The shift the member chose for a file dated wrong (0 for any other). */
  timeOffsetMs: number;
}

/** The activity this member already made from the same file, if any. */
export async function findByContentHash(db: Queryable, userId: number, hash: Buffer): Promise<ActivityRow | undefined> {
  const { rows } = await db.query<ActivityRow>(
    `select ${ACTIVITY_COLUMNS} from activities a where a.user_id = $1 and a.content_hash = $2`,
    [userId, hash],
  );
  return rows[0];
}

/**
 * The member's activity that the span [startedAt, startedAt + elapsedS] mostly repeats: more than
 * half of the shorter of the two overlaps the other (the same run from a watch and a phone, or as
 * FIT and as TCX). Only activities that start at most seven days before are read
 * (activities_user_started_idx): the upload refuses longer ones.
 */
export async function findOverlapping(
  db: Queryable,
  userId: number,
  startedAt: Date,
  elapsedS: number,
): Promise<ActivityRow | undefined> {
  const { rows } = await db.query<ActivityRow>(
    `select ${ACTIVITY_COLUMNS} from activities a
     where a.user_id = $1 and a.started_at < $2::timestamptz + make_interval(secs => $3)
       and a.started_at > $2::timestamptz - interval '7 days' and a.elapsed_s > 0
       and extract(epoch from least(a.started_at + make_interval(secs => a.elapsed_s),
                                    $2::timestamptz + make_interval(secs => $3))
                              - greatest(a.started_at, $2::timestamptz)) > least(a.elapsed_s, $3) / 2.0
     order by a.started_at, a.id limit 1`,
    [userId, startedAt, elapsedS],
  );
  return rows[0];
}

/** The summary's figures in the order of the activities columns FIGURE_COLUMNS names. */
export const FIGURE_COLUMNS = `started_at, distance_m, untimed_distance_m, elapsed_s, moving_s, elevation_gain_m,
  elevation_loss_m, elevation_source, avg_heart_rate, max_heart_rate, avg_power, normalized_power, max_power,
  avg_cadence, has_gps, point_count, measured_version`;

export function figureValues(s: TrackSummary): unknown[] {
  return [
    s.startedAt,
    s.distanceM,
    s.untimedDistanceM,
    s.elapsedSeconds,
    s.movingSeconds,
    s.elevationGainM,
    s.elevationLossM,
    s.elevationSource,
    s.avgHeartRate,
    s.maxHeartRate,
    s.avgPower,
    s.normalizedPower,
    s.maxPower,
    s.avgCadence,
    s.hasGps,
    s.pointCount,
    MEASURE_VERSION,
  ];
}

/**
 * Inserts the activity, or nothing when the member already has one from the same file (the unique
 * index decides, so two uploads of one file at the same moment make one activity): undefined then.
 */
export async function insertActivity(db: Queryable, a: NewActivity): Promise<ActivityRow | undefined> {
  const figures = figureValues(a.summary);
  const params = figures.map((_, i) => `$${i + 11}`).join(', ');
  const { rows } = await db.query<ActivityRow>(
    `insert into activities as a (user_id, sport, title, visibility, format, file_key, file_name, content_hash,
       preview, time_offset_ms, ${FIGURE_COLUMNS})
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, ${params})
     on conflict (user_id, content_hash) do nothing
     returning ${ACTIVITY_COLUMNS}`,
    [
      a.userId,
      a.sport,
      a.title,
      a.visibility,
      a.format,
      a.fileKey,
      a.fileName,
      a.contentHash,
      a.preview ? JSON.stringify(a.preview) : null,
      a.timeOffsetMs,
      ...figures,
    ],
  );
  return rows[0];
}

export async function insertTrack(
  db: Queryable,
  activityId: number,
  userId: number,
  t: TrackRow,
  pages: { owner: string; public: string },
): Promise<void> {
  await db.query(
    `insert into activity_tracks (activity_id, user_id, time_ms, segment, lat, lng, ele, hr, power, cadence, dist,
       page_owner, page_public)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      activityId,
      userId,
      t.time_ms,
      t.segment,
      t.lat,
      t.lng,
      t.ele,
      t.hr,
      t.power,
      t.cadence,
      t.dist,
      pages.owner,
      pages.public,
    ],
  );
}

export async function insertBestEfforts(
  db: Queryable,
  activityId: number,
  userId: number,
  efforts: BestEffort[],
): Promise<void> {
  if (efforts.length === 0) return;
  await db.query(
    `insert into activity_best_efforts (activity_id, user_id, distance_m, seconds, start_m, end_m)
     select $1, $2, * from unnest($3::int[], $4::float8[], $5::float8[], $6::float8[])`,
    [
      activityId,
      userId,
      efforts.map((e) => Math.round(e.distanceM)),
      efforts.map((e) => e.seconds),
      efforts.map((e) => e.startM),
      efforts.map((e) => e.endM),
    ],
  );
}

/** What the page needs, in one read: the activity, its owner's card, the sharing post, the stored page part. */
export interface ActivityPageRow extends ActivityRow {
  owner: Pick<UserRow, 'id' | 'username' | 'name' | 'profile_image_url' | 'is_trainer'>;
  post_id: number | null;
  /** page_owner for the owner, page_public (privacy zones applied) for anyone else, JSON text. */
  page: string;
}

export async function findActivityPage(
  db: Queryable,
  id: number,
  viewerId: number,
): Promise<ActivityPageRow | undefined> {
  const { rows } = await db.query<ActivityPageRow>({
    name: 'activity-page',
    text: `select ${ACTIVITY_COLUMNS},
       case when a.user_id = $2 then t.page_owner else t.page_public end as page,
       json_build_object('id', u.id, 'username', u.username, 'name', u.name,
         'profile_image_url', u.profile_image_url, 'is_trainer', u.is_trainer) as owner,
       (select p.id from posts p where p.activity_id = a.id) as post_id
     from activities a
     join activity_tracks t on t.activity_id = a.id
     join users u on u.id = a.user_id and u.suspended_at is null
     where a.id = $1`,
    values: [id, viewerId],
  });
  return rows[0];
}

export async function findActivity(
  db: Queryable,
  id: number,
): Promise<(ActivityRow & { post_id: number | null }) | undefined> {
  const { rows } = await db.query<ActivityRow & { post_id: number | null }>(
    `select ${ACTIVITY_COLUMNS}, (select p.id from posts p where p.activity_id = a.id) as post_id
     from activities a where a.id = $1`,
    [id],
  );
  return rows[0];
}

/** A member's activities, latest start first, keyset on (started_at, id) after the activity `before`. */
export async function listActivities(
  db: Queryable,
  userId: number,
  page: { limit: number; before?: number },
): Promise<ActivityRow[]> {
  const { rows } = await db.query<ActivityRow>(
    `select ${ACTIVITY_COLUMNS} from activities a
     where a.user_id = $1
       and ($2::bigint is null or (a.started_at, a.id) < (select b.started_at, b.id from activities b where b.id = $2))
     order by a.started_at desc, a.id desc limit $3`,
    [userId, page.before ?? null, page.limit],
  );
  return rows;
}

export async function updateActivity(
  db: Queryable,
  id: number,
  changes: { title?: string; sport?: string; visibility?: PrivacyChoice },
): Promise<ActivityRow | undefined> {
  const { rows } = await db.query<ActivityRow>(
    `update activities a set title = coalesce($2, a.title), sport = coalesce($3, a.sport),
       visibility = coalesce($4, a.visibility)
     where a.id = $1 returning ${ACTIVITY_COLUMNS}`,
    [id, changes.title ?? null, changes.sport ?? null, changes.visibility ?? null],
  );
  return rows[0];
}
