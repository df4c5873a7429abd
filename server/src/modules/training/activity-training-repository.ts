import {
  type HeartRateHistogram,
  type HeartRateTrack,
  heartRateHistogram,
} from '@common/training/heart-rate-histogram';
import type { Queryable } from '../../db/pool';
import { type ActivitySavedHook, readStoredTrack } from '../activities';

// activity_training (migration 0150): each activity's seconds at each heart rate, and its owner's
// rating of effort.

export interface ActivityTrainingRow {
  hr_bpm: number[] | null;
  hr_seconds: number[] | null;
  effort: number | null;
}

export const histogramOf = (row: Pick<ActivityTrainingRow, 'hr_bpm' | 'hr_seconds'>): HeartRateHistogram | null =>
  row.hr_bpm && row.hr_seconds ? { bpm: row.hr_bpm, seconds: row.hr_seconds } : null;

/**
 * Stores (or replaces, when the track was measured again) an activity's histogram, with the
 * version of the measuring rules its track came from; keeps its rating. A deleted activity gets none.
 */
export async function saveHistogram(
  db: Queryable,
  activityId: number,
  userId: number,
  track: HeartRateTrack,
): Promise<void> {
  const h = heartRateHistogram(track);
  await db.query(
    `insert into activity_training (activity_id, user_id, hr_bpm, hr_seconds, measured_version)
     select a.id, a.user_id, $3, $4, a.measured_version from activities a where a.id = $1 and a.user_id = $2
     on conflict (activity_id) do update set hr_bpm = excluded.hr_bpm, hr_seconds = excluded.hr_seconds,
       measured_version = excluded.measured_version`,
    [activityId, userId, h?.bpm ?? null, h?.seconds ?? null],
  );
}

/** The onActivitySaved hook: inside the import's transaction, with the track in memory. */
export const histogramOnSave: ActivitySavedHook = (tx, activity, track) =>
  saveHistogram(tx, activity.id, activity.userId, track);

export async function findActivityTraining(
  db: Queryable,
  activityId: number,
): Promise<ActivityTrainingRow | undefined> {
  const { rows } = await db.query<ActivityTrainingRow>(
    'select hr_bpm, hr_seconds, effort from activity_training where activity_id = $1',
    [activityId],
  );
  return rows[0];
}

/**
 * Sets the owner's rating. An activity the start-up backfill has not reached yet gets its
 * histogram first, from the stored track, so a rating never stands in for a missing histogram.
 */
export async function setActivityEffort(
  db: Queryable,
  activityId: number,
  userId: number,
  effort: number | null,
): Promise<void> {
  if (!(await findActivityTraining(db, activityId))) {
    const track = await readStoredTrack(db, activityId);
    if (track) await saveHistogram(db, activityId, userId, track);
  }
  await db.query(
    `insert into activity_training (activity_id, user_id, effort) values ($1, $2, $3)
     on conflict (activity_id) do update set effort = excluded.effort`,
    [activityId, userId, effort],
  );
}
