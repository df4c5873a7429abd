import type { ExerciseCategory } from '@common/fitness/calories';
import type {
  CreateExerciseInput,
  Equipment,
  LoggingType,
  MuscleGroup,
  UpdateExerciseInput,
} from '@common/schemas/workout-exercises';
import type { Queryable } from '../../db/pool';
import { EXERCISE_COLUMNS, type ExerciseRow } from './presenter';

// The exercise library's rows: the catalogue (user_id null) and members' own exercises.

export interface LibraryFilter {
  equipment?: Equipment;
  muscleGroup?: MuscleGroup;
  muscle?: string;
  custom?: boolean;
}

/**
 * The library a member sees: the catalogue and their own exercises, by name, filtered by equipment,
 * muscle group or muscle. Bounded (the catalogue plus at most MAX_OWN_EXERCISES), so it is one
 * answer; the typo-tolerant text search runs over it in the caller.
 */
export async function listLibrary(db: Queryable, userId: number, f: LibraryFilter = {}): Promise<ExerciseRow[]> {
  const { rows } = await db.query<ExerciseRow>(
    `select ${EXERCISE_COLUMNS} from exercises
     where (user_id is null or user_id = $1)
       and ($2::text is null or equipment = $2)
       and ($3::text is null or muscle_group = $3)
       and ($4::text is null or $4 = any(primary_muscles) or $4 = any(secondary_muscles))
       and ($5::boolean is null or (user_id is not null) = $5)
     order by lower(name), id`,
    [userId, f.equipment ?? null, f.muscleGroup ?? null, f.muscle ?? null, f.custom ?? null],
  );
  return rows;
}

export async function countOwnExercises(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*) as n from exercises where user_id = $1', [userId]);
  return rows[0].n;
}

/** What a set of an own exercise records when the member does not say. */
export function defaultLoggingType(equipment: Equipment, category: ExerciseCategory): LoggingType {
  if (equipment === 'assisted_bodyweight') return 'assisted_bodyweight';
  if (equipment === 'weighted_bodyweight') return 'weighted_bodyweight';
  if (category === 'cardio') return 'distance_duration';
  if (category === 'flexibility') return 'duration';
  return 'weight_reps';
}

/** Adds a member's own exercise; null when they already have one of that name (any case). */
export async function insertOwnExercise(
  db: Queryable,
  userId: number,
  input: CreateExerciseInput,
): Promise<ExerciseRow | null> {
  const { rows } = await db.query<ExerciseRow>(
    `insert into exercises (user_id, name, muscle_group, equipment, category, logging_type, primary_muscles,
       secondary_muscles)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (user_id, lower(name)) where user_id is not null do nothing
     returning ${EXERCISE_COLUMNS}`,
    [
      userId,
      input.name,
      input.muscleGroup,
      input.equipment,
      input.category,
      input.loggingType ?? defaultLoggingType(input.equipment, input.category),
      input.primaryMuscles ?? [],
      input.secondaryMuscles ?? [],
    ],
  );
  return rows[0] ?? null;
}

/** Changes an own exercise; null when the new name is another of the member's exercises. */
export async function updateOwnExercise(
  db: Queryable,
  id: number,
  input: UpdateExerciseInput,
): Promise<ExerciseRow | null> {
  const columns: [string, unknown][] = [
    ['name', input.name],
    ['muscle_group', input.muscleGroup],
    ['equipment', input.equipment],
    ['category', input.category],
    ['logging_type', input.loggingType],
    ['primary_muscles', input.primaryMuscles],
    ['secondary_muscles', input.secondaryMuscles],
  ];
  const given = columns.filter(([, v]) => v !== undefined);
  const { rows } = await db.query<ExerciseRow>(
    `update exercises set ${given.map(([c], i) => `${c} = $${i + 2}`).join(', ') || 'name = name'}
     where id = $1 and user_id is not null
       and not exists (select 1 from exercises o where o.user_id = exercises.user_id and o.id <> exercises.id
         and lower(o.name) = lower(coalesce($${given.length + 2}::text, exercises.name)))
     returning ${EXERCISE_COLUMNS}`,
    [id, ...given.map(([, v]) => v), input.name ?? null],
  );
  return rows[0] ?? null;
}

export async function findExercise(db: Queryable, id: number): Promise<ExerciseRow | undefined> {
  const { rows } = await db.query<ExerciseRow>(`select ${EXERCISE_COLUMNS} from exercises where id = $1`, [id]);
  return rows[0];
}

export async function deleteExercise(db: Queryable, id: number): Promise<void> {
  await db.query('delete from exercises where id = $1', [id]);
}

/**
 * The categories of the given exercises, when every one of them is in the library of `ownerId`
 * (catalogue, or their own); null when any is not. `ownerId` null: catalogue exercises only.
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
