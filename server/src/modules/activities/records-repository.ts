import type { ActivityRecord, BestEffort } from '@common/schemas/activities';
import type { Queryable } from '../../db/pool';

/**
 * The best efforts of this activity that are personal records: a run's effort faster than the
 * member's every other run at that distance. As with the lifting records (workouts'
 * share-repository), a first time at a distance is no record: there was nothing to beat.
 */
export async function recordsSetBy(db: Queryable, userId: number, activityId: number): Promise<BestEffort[]> {
  const { rows } = await db.query<{ distance_m: number; seconds: number; start_m: number; end_m: number }>(
    `select be.distance_m, be.seconds, be.start_m, be.end_m
     from activity_best_efforts be
     join activities a on a.id = be.activity_id and a.sport = 'run'
     cross join lateral (
       select min(o.seconds) as seconds from activity_best_efforts o
       join activities oa on oa.id = o.activity_id and oa.sport = 'run'
       where o.user_id = $1 and o.distance_m = be.distance_m and o.activity_id <> be.activity_id
     ) previous
     where be.activity_id = $2 and be.user_id = $1 and previous.seconds is not null and be.seconds < previous.seconds
     order by be.distance_m`,
    [userId, activityId],
  );
  return rows.map((r) => ({ distanceM: r.distance_m, seconds: r.seconds, startM: r.start_m, endM: r.end_m }));
}

/** Each distance's fastest run of the member (GET /api/activities/records). */
export async function personalRecords(db: Queryable, userId: number): Promise<ActivityRecord[]> {
  const { rows } = await db.query<{
    distance_m: number;
    seconds: number;
    start_m: number;
    end_m: number;
    activity_id: number;
    title: string;
    started_at: Date;
  }>(
    `select distinct on (be.distance_m) be.distance_m, be.seconds, be.start_m, be.end_m, be.activity_id,
       a.title, a.started_at
     from activity_best_efforts be
     join activities a on a.id = be.activity_id and a.sport = 'run'
     where be.user_id = $1
     order by be.distance_m, be.seconds, a.started_at`,
    [userId],
  );
  return rows.map((r) => ({
    distanceM: r.distance_m,
    seconds: r.seconds,
    startM: r.start_m,
    endM: r.end_m,
    activityId: r.activity_id,
    activityTitle: r.title,
    startedAt: r.started_at.toISOString(),
  }));
}
