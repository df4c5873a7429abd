import type { ImportSource } from '@common/schemas/history-import';
import type { Queryable } from '../../db/pool';

// The history import's other rows of the member, as Download my data lists them: each as stored,
// joined with what names it for the member, nothing made up. ("Keep mine" choices are read by
// keptWorkoutsOf.)

/** A name the member chose an exercise for (history_import_exercise_names, migration 0110). */
export interface ExerciseNameChoice {
  /** The file's name as the import remembers it: trimmed, lower case, single spaces. */
  name: string;
  /** The name of the exercise the next import matches it to. */
  exercise: string;
}

/**
 * Every exercise-name choice of the member, by name. When it was chosen is not stored. Only
 * choices of exercises in the member's library, as the import reads them (loadNameChoices): an
 * exercise outside it is no one's choice and its name is not the member's data.
 */
export async function exerciseNameChoicesOf(db: Queryable, userId: number): Promise<ExerciseNameChoice[]> {
  const { rows } = await db.query<ExerciseNameChoice>(
    `select n.name_key as name, e.name as exercise
     from history_import_exercise_names n
     join exercises e on e.id = n.exercise_id and (e.user_id is null or e.user_id = $1)
     where n.user_id = $1
     order by n.name_key`,
    [userId],
  );
  return rows;
}

/** An imported workout's re-import key (history_import_workouts) and the workout it added. */
export interface ImportedWorkoutKey {
  source: ImportSource;
  /** Wall-clock start in the file, 'YYYY-MM-DD HH:MM' (no time zone: the file gives none). */
  startedAt: string;
  /** With the source and the start, the workout's re-import key (decision 0015). */
  fingerprint: string;
  /** The logged workout the import added, as it is now (the member may have edited it since). */
  workoutId: number;
  workoutDate: string;
  workoutTitle: string;
  importedAt: Date;
}

/**
 * Every imported workout's key, oldest start first. A workout the member deleted took its key
 * with it (on delete cascade): the next import brings it back, so it is not listed.
 */
export async function importedWorkoutKeysOf(db: Queryable, userId: number): Promise<ImportedWorkoutKey[]> {
  const { rows } = await db.query<ImportedWorkoutKey>(
    `select w.source, to_char(w.started_at, 'YYYY-MM-DD HH24:MI') as "startedAt", w.fingerprint,
       w.log_id as "workoutId", l.performed_on::text as "workoutDate", l.title as "workoutTitle",
       w.imported_at as "importedAt"
     from history_import_workouts w join workout_logs l on l.id = w.log_id and l.user_id = w.user_id
     where w.user_id = $1
     order by w.started_at, w.source, w.fingerprint`,
    [userId],
  );
  return rows;
}
