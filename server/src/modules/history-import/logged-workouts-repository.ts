import type { ImportSource } from '@common/schemas/history-import';
import type { Queryable } from '../../db/pool';
import type { DraftSet } from './draft-types';

// The member's workouts on the days a file holds, as the re-import check compares them with the
// file's: each with its exercises and sets in order, and its re-import key when this source's
// import wrote it.

/** A logged set in the terms a file's set is compared in: the draft's (kg, km, whole seconds). */
export type LoggedSet = DraftSet;

export interface LoggedWorkout {
  id: number;
  date: string;
  title: string;
  /**
   * 'YYYY-MM-DD HH:MM|fingerprint' when an import from this source wrote it, else null. A
   * workout the member added as another version of one imported before (its key with
   * '~<sets>') answers the key it is a version of.
   */
  importKey: string | null;
  exercises: { exerciseId: number; name: string; sourceName: string | null; sets: LoggedSet[] }[];
}

export async function loadLoggedWorkouts(
  db: Queryable,
  userId: number,
  source: ImportSource,
  dates: string[],
): Promise<LoggedWorkout[]> {
  if (dates.length === 0) return [];
  // Served by workout_logs_user_date_idx (user, date); the exercises and sets by their unique
  // (log, position) indexes.
  const { rows } = await db.query<LoggedWorkout>(
    `select l.id, l.performed_on::text as date, l.title,
       (select to_char(h.started_at, 'YYYY-MM-DD HH24:MI') || '|' || split_part(h.fingerprint, '~', 1)
        from history_import_workouts h where h.log_id = l.id and h.source = $2) as "importKey",
       coalesce((
         select json_agg(json_build_object('exerciseId', le.exercise_id, 'name', e.name, 'sourceName', le.source_name,
           'sets', (select coalesce(json_agg(json_build_object('kind', s.kind, 'reps', s.reps, 'weightKg', s.weight_kg,
                      'durationSeconds', s.duration_seconds, 'distanceKm', s.distance_km, 'rpe', s.rpe,
                      'rir', s.rir)
                      order by s.position), '[]'::json)
                    from workout_log_sets s where s.log_exercise_id = le.id)) order by le.position)
         from workout_log_exercises le join exercises e on e.id = le.exercise_id
         where le.log_id = l.id), '[]'::json) as exercises
     from workout_logs l
     where l.user_id = $1 and l.performed_on = any($3::date[])
     order by l.performed_on, l.id`,
    [userId, source, [...new Set(dates)]],
  );
  return rows;
}
