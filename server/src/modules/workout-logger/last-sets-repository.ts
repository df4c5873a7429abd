import type { LastSession } from '@common/schemas/workout-logger';
import type { LogSet } from '@common/schemas/workout-logs';
import type { Queryable } from '../../db/pool';

interface LastSessionRow {
  exercise_id: number;
  log_id: number;
  date: string;
  sets: LogSet[];
}

/**
 * The member's latest session of each exercise (newest date, then newest log, then its first place
 * in that log), with its sets in order. One query for every exercise: each one is a lateral probe
 * that reads the first entry of workout_log_exercises_user_exercise_date_idx under (member,
 * exercise), whatever the length of their history. `date` keeps to sessions on or before it;
 * `excludeLogId` (a log being edited) also leaves out every session after that log.
 */
export async function lastSessions(
  db: Queryable,
  userId: number,
  exerciseIds: number[],
  options: { date?: string; excludeLogId?: number } = {},
): Promise<LastSession[]> {
  const { rows } = await db.query<LastSessionRow>(
    `with cutoff as (
       select performed_on, id from workout_logs where id = $4 and user_id = $1
     )
     select x.exercise_id, last.log_id, last.performed_on::text as date,
       (select coalesce(json_agg(json_build_object('kind', s.kind, 'reps', s.reps, 'weightKg', s.weight_kg,
          'durationSeconds', s.duration_seconds, 'distanceKm', s.distance_km, 'rpe', s.rpe, 'rir', s.rir)
          order by s.position), '[]')
        from workout_log_sets s where s.log_exercise_id = last.id) as sets
     from unnest($2::int[]) with ordinality as x(exercise_id, n)
     cross join lateral (
       select le.id, le.log_id, le.performed_on from workout_log_exercises le
       where le.user_id = $1 and le.exercise_id = x.exercise_id
         and ($3::date is null or le.performed_on <= $3::date)
         and ($4::int is null or le.log_id <> $4)
         and (not exists (select 1 from cutoff) or (le.performed_on, le.log_id) < (select performed_on, id from cutoff))
       order by le.performed_on desc, le.log_id desc, le.position
       limit 1
     ) last
     order by x.n`,
    [userId, exerciseIds, options.date ?? null, options.excludeLogId ?? null],
  );
  return rows.map((r) => ({ exerciseId: r.exercise_id, logId: r.log_id, date: r.date, sets: r.sets }));
}
