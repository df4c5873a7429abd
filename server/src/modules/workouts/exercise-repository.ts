import type { ExerciseCategory } from '@common/fitness/calories';
import type { CreateExerciseInput, Equipment, Exercise, MuscleGroup } from '@common/schemas/workout-exercises';
import type { Queryable } from '../../db/pool';

interface ExerciseRow {
  id: number;
  user_id: number | null;
  name: string;
  muscle_group: MuscleGroup;
  equipment: Equipment;
  category: ExerciseCategory;
}

const COLUMNS = 'id, user_id, name, muscle_group, equipment, category';

export function presentExercise(row: ExerciseRow): Exercise {
  return {
    id: row.id,
    name: row.name,
    muscleGroup: row.muscle_group,
    equipment: row.equipment,
    category: row.category,
    custom: row.user_id !== null,
  };
}

/**
 * The library a member sees: the curated exercises and their own, by name; `q` matches any part of
 * the name. Bounded (the curated list plus at most MAX_OWN_EXERCISES), so it is one answer.
 */
export async function listExercises(db: Queryable, userId: number, q?: string): Promise<Exercise[]> {
  const { rows } = await db.query<ExerciseRow>(
    `select ${COLUMNS} from exercises
     where (user_id is null or user_id = $1) and ($2::text is null or lower(name) like '%' || lower($2) || '%')
     order by lower(name), id`,
    [userId, q || null],
  );
  return rows.map(presentExercise);
}

export async function countOwnExercises(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*) as n from exercises where user_id = $1', [userId]);
  return rows[0].n;
}

/** Adds a member's own exercise; null when they already have one of that name (any case). */
export async function insertOwnExercise(
  db: Queryable,
  userId: number,
  input: Required<CreateExerciseInput>,
): Promise<Exercise | null> {
  const { rows } = await db.query<ExerciseRow>(
    `insert into exercises (user_id, name, muscle_group, equipment, category) values ($1, $2, $3, $4, $5)
     on conflict (user_id, lower(name)) where user_id is not null do nothing
     returning ${COLUMNS}`,
    [userId, input.name, input.muscleGroup, input.equipment, input.category],
  );
  return rows[0] ? presentExercise(rows[0]) : null;
}

export async function findExercise(db: Queryable, id: number): Promise<ExerciseRow | undefined> {
  const { rows } = await db.query<ExerciseRow>(`select ${COLUMNS} from exercises where id = $1`, [id]);
  return rows[0];
}

export async function deleteExercise(db: Queryable, id: number): Promise<void> {
  await db.query('delete from exercises where id = $1', [id]);
}

/**
 * The categories of the given exercises, when every one of them is in the library of `ownerId`
 * (curated, or their own); null when any is not. `ownerId` null: curated exercises only.
 */
export async function libraryCategories(
  db: Queryable,
  ownerId: number | null,
  exerciseIds: number[],
): Promise<Map<number, ExerciseCategory> | null> {
  const unique = [...new Set(exerciseIds)];
  const { rows } = await db.query<{ id: number; category: ExerciseCategory }>(
    `select id, category from exercises
     where id = any($1::int[]) and (user_id is null or user_id is not distinct from $2::int)`,
    [unique, ownerId],
  );
  if (rows.length !== unique.length) return null;
  return new Map(rows.map((r) => [r.id, r.category]));
}
