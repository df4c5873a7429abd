import type { Queryable } from '../../db/pool';
import { EXERCISE_COLUMNS, type ExerciseRow, presentExercise } from '../exercises';
import type { LibraryExercise } from './exercise-matching';
import type { OwnExerciseInput } from './own-exercise';

// The member's exercise library as the matcher reads it, and the names they matched before.

/** The catalogue, then the member's own exercises. */
export async function loadLibrary(db: Queryable, userId: number): Promise<LibraryExercise[]> {
  const { rows } = await db.query<ExerciseRow>(
    `select ${EXERCISE_COLUMNS} from exercises where user_id is null or user_id = $1 order by user_id nulls first, id`,
    [userId],
  );
  return rows.map(presentExercise);
}

/** name key -> exercise id, for the exercises still in the member's library. */
export async function loadNameChoices(db: Queryable, userId: number): Promise<Map<string, number>> {
  const { rows } = await db.query<{ name_key: string; exercise_id: number }>(
    `select n.name_key, n.exercise_id from history_import_exercise_names n
     join exercises e on e.id = n.exercise_id and (e.user_id is null or e.user_id = $1)
     where n.user_id = $1`,
    [userId],
  );
  return new Map(rows.map((r) => [r.name_key, r.exercise_id]));
}

export async function saveNameChoices(db: Queryable, userId: number, choices: Map<string, number>): Promise<void> {
  if (choices.size === 0) return;
  await db.query(
    `insert into history_import_exercise_names (user_id, name_key, exercise_id)
     select $1, k, e from unnest($2::text[], $3::int[]) as t(k, e)
     on conflict (user_id, name_key) do update set exercise_id = excluded.exercise_id`,
    [userId, [...choices.keys()], [...choices.values()]],
  );
}

/**
 * Adds the member's own exercises (a name they already have is kept as it is) and answers the id
 * of each by lower-case name, and how many were new.
 */
export async function createOwnExercises(
  db: Queryable,
  userId: number,
  inputs: OwnExerciseInput[],
): Promise<{ ids: Map<string, number>; inserted: number }> {
  if (inputs.length === 0) return { ids: new Map(), inserted: 0 };
  const { rowCount } = await db.query(
    `insert into exercises (user_id, name, muscle_group, equipment, category, logging_type, primary_muscles)
     select $1, name, muscle_group, equipment, category, logging_type, primary_muscles
     from jsonb_to_recordset($2::jsonb) as t(name text, muscle_group text, equipment text, category text,
       logging_type text, primary_muscles text[])
     on conflict (user_id, lower(name)) where user_id is not null do nothing`,
    [
      userId,
      JSON.stringify(
        inputs.map((i) => ({
          name: i.name,
          muscle_group: i.muscleGroup,
          equipment: i.equipment,
          category: i.category,
          logging_type: i.loggingType,
          primary_muscles: i.primaryMuscles,
        })),
      ),
    ],
  );
  const { rows } = await db.query<{ id: number; name: string }>(
    'select id, name from exercises where user_id = $1 and lower(name) = any($2::text[])',
    [userId, inputs.map((i) => i.name.toLowerCase())],
  );
  return { ids: new Map(rows.map((r) => [r.name.toLowerCase(), r.id])), inserted: rowCount ?? 0 };
}
