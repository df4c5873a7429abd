import { COACH_LIMITS, type CoachHistory } from '@common/schemas/coach';
import type { Queryable } from '../../db/pool';

/**
 * The member's latest workouts of each exercise (newest first, at most COACH_LIMITS.historySessions)
 * with their sets, for the exercises in their library; one query for all of them. Each entry of
 * the exercise in a workout is a session of its own, the entries of one workout next to each other
 * in their order with its date and logId: the rules count the workout once (two entries never make
 * two sessions toward a stall) and let each entry of a day follow its own (a back-off entry its
 * back-off sets, not the heavy entry's weight; common/coach/sessions.ts). Each exercise is a
 * lateral probe into workout_log_exercises_user_exercise_date_idx under (member, exercise), and
 * each workout's entries and sets come by their unique (log_id, position) and (log_exercise_id,
 * position) indexes: the cost follows the workouts read, not the member's whole history.
 */
export async function coachHistories(db: Queryable, userId: number, exerciseIds: number[]): Promise<CoachHistory[]> {
  const { rows } = await db.query<CoachHistory>(
    `select x.exercise_id as "exerciseId", e.equipment, e.logging_type as "loggingType",
       coalesce((
         select json_agg(json_build_object('date', w.performed_on, 'logId', w.log_id, 'sets', (
             select coalesce(json_agg(json_build_object('kind', s.kind, 'reps', s.reps, 'weightKg', s.weight_kg,
               'rpe', s.rpe, 'rir', s.rir) order by s.position), '[]')
             from workout_log_sets s where s.log_exercise_id = le.id))
           order by w.performed_on desc, w.log_id desc, le.position)
         from (
           select performed_on, log_id from workout_log_exercises
           where user_id = $1 and exercise_id = x.exercise_id
           group by performed_on, log_id
           order by performed_on desc, log_id desc
           limit $3
         ) w
         join workout_log_exercises le on le.log_id = w.log_id and le.exercise_id = x.exercise_id), '[]') as sessions
     from unnest($2::int[]) with ordinality as x(exercise_id, n)
     join exercises e on e.id = x.exercise_id and (e.user_id is null or e.user_id = $1)
     order by x.n`,
    [userId, exerciseIds, COACH_LIMITS.historySessions],
  );
  return rows;
}
