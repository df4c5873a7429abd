import { RECENT_EXERCISES } from '@common/schemas/workout-logger';
import type { Queryable } from '../../db/pool';

/** The member's favourite exercises, the latest marked first (the primary key's member prefix). */
export async function listFavourites(db: Queryable, userId: number): Promise<number[]> {
  const { rows } = await db.query<{ exercise_id: number }>(
    'select exercise_id from exercise_favourites where user_id = $1 order by created_at desc, exercise_id',
    [userId],
  );
  return rows.map((r) => r.exercise_id);
}

/**
 * Marks an exercise as a favourite when it is in the member's library (curated, or their own);
 * false when it is not. Marking twice is no error: the unique key keeps one row.
 */
export async function addFavourite(db: Queryable, userId: number, exerciseId: number): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    `with visible as (
       select id from exercises where id = $2 and (user_id is null or user_id = $1)
     ), added as (
       insert into exercise_favourites (user_id, exercise_id) select $1, id from visible
       on conflict do nothing
     )
     select exists (select 1 from visible) as ok`,
    [userId, exerciseId],
  );
  return rows[0].ok;
}

export async function removeFavourite(db: Queryable, userId: number, exerciseId: number): Promise<void> {
  await db.query('delete from exercise_favourites where user_id = $1 and exercise_id = $2', [userId, exerciseId]);
}

/**
 * The exercises of the member's latest logs, the most recently done first. It reads only their
 * last few logs (workout_logs_user_date_idx, then each log's exercises by its unique (log_id,
 * position) index), so the answer costs the same after ten years of training as after a week.
 */
export async function recentExercises(db: Queryable, userId: number): Promise<number[]> {
  const { rows } = await db.query<{ exercise_id: number }>(
    `with latest as (
       select id, performed_on from workout_logs where user_id = $1
       order by performed_on desc, id desc limit $2
     )
     select le.exercise_id from latest l join workout_log_exercises le on le.log_id = l.id
     group by le.exercise_id
     order by max(l.performed_on) desc, max(l.id) desc, le.exercise_id
     limit $3`,
    [userId, RECENT_EXERCISES.logsScanned, RECENT_EXERCISES.max],
  );
  return rows.map((r) => r.exercise_id);
}
