import { COACH_LIMITS, type CoachHistory } from '@common/schemas/coach';
import type { Queryable } from '../../db/pool';

/**
 * The member's latest sessions of each exercise (newest first, at most COACH_LIMITS.historySessions)
 * with their sets, for the exercises in their library; one query for all of them. Each exercise is
 * a lateral probe into workout_log_exercises_user_exercise_date_idx under (member, exercise), and
 * each session's sets come by their unique (log_exercise_id, position) index: the cost follows the
 * sessions read, not the member's whole history.
 */
export async function coachHistories(db: Queryable, userId: number, exerciseIds: number[]): Promise<CoachHistory[]> {
  const { rows } = await db.query<CoachHistory>(
    `select x.exercise_id as "exerciseId", e.equipment, e.logging_type as "loggingType",
       coalesce((
         select json_agg(json_build_object('date', le.performed_on, 'logId', le.log_id, 'sets', (
             select coalesce(json_agg(json_build_object('kind', s.kind, 'reps', s.reps, 'weightKg', s.weight_kg,
               'rpe', s.rpe, 'rir', s.rir) order by s.position), '[]')
             from workout_log_sets s where s.log_exercise_id = le.id))
           order by le.performed_on desc, le.log_id desc, le.position)
         from (
           select id, log_id, performed_on, position from workout_log_exercises
           where user_id = $1 and exercise_id = x.exercise_id
           order by performed_on desc, log_id desc, position
           limit $3
         ) le), '[]') as sessions
     from unnest($2::int[]) with ordinality as x(exercise_id, n)
     join exercises e on e.id = x.exercise_id and (e.user_id is null or e.user_id = $1)
     order by x.n`,
    [userId, exerciseIds, COACH_LIMITS.historySessions],
  );
  return rows;
}
