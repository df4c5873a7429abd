import { type ExerciseCategory, estimateWorkoutCalories } from '@common/fitness/calories';
import type { SetKind } from '@common/schemas/workout-logs';
import type { CreatePlanBody } from '@common/schemas/workouts';
import type { WorkoutFilterGoal, WorkoutLevel } from '@common/vocab';
import type pg from 'pg';
import type { Queryable } from '../../db/pool';
import {
  activatePlan,
  insertLog,
  insertPlan,
  loadWorkoutReferenceData,
  replaceLogExercises,
  replaceSchedule,
} from '../../modules/workouts';

// Workouts factories (STYLE habit 8): tests and the demo seed build plans and logs directly.

/** The curated exercise library and recommended plans, as the startup task loads them. */
export async function loadWorkoutLibrary(db: pg.Pool): Promise<void> {
  await loadWorkoutReferenceData(db);
}

/** The id of a curated exercise by its name. */
export async function exerciseIdOf(db: Queryable, name: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('select id from exercises where user_id is null and name = $1', [
    name,
  ]);
  if (!rows[0]) throw new Error(`no curated exercise named ${name}`);
  return rows[0].id;
}

export async function buildOwnExercise(
  db: Queryable,
  userId: number,
  o: Partial<{ name: string; muscleGroup: string; equipment: string; category: ExerciseCategory }> = {},
) {
  const { rows } = await db.query<{ id: number; name: string }>(
    `insert into exercises (user_id, name, muscle_group, equipment, category) values ($1, $2, $3, $4, $5)
     returning id, name`,
    [
      userId,
      o.name ?? `My exercise ${Math.random().toString(36).slice(2, 8)}`,
      o.muscleGroup ?? 'core',
      o.equipment ?? 'other',
      o.category ?? 'strength',
    ],
  );
  return rows[0];
}

export type PlanOverrides = Partial<{
  name: string;
  description: string;
  level: WorkoutLevel;
  goal: WorkoutFilterGoal;
  frequency: number;
  durationWeeks: number;
  minutesPerSession: number | null;
  curated: boolean;
  active: boolean;
  startedOn: string;
  schedule: CreatePlanBody['schedule'];
}>;

/** A plan with a schedule (by default Monday and Thursday of Bench Press and Back Squat). */
export async function buildPlan(db: pg.Pool, userId: number | null, o: PlanOverrides = {}) {
  const bench = await exerciseIdOf(db, 'Bench Press');
  const squat = await exerciseIdOf(db, 'Back Squat');
  const schedule = o.schedule ?? [
    { weekday: 1, title: 'Push', exercises: [{ exerciseId: bench, sets: 3, reps: 8, weightKg: 60 }] },
    { weekday: 4, title: 'Legs', exercises: [{ exerciseId: squat, sets: 3, reps: 5, weightKg: 80 }] },
  ];
  const id = await insertPlan(db, userId, {
    name: o.name ?? 'Test Plan',
    description: o.description ?? 'A plan made by a test',
    level: o.level ?? 'beginner',
    goal: o.goal ?? 'strength',
    frequency: o.frequency ?? Math.max(3, schedule.length),
    durationWeeks: o.durationWeeks ?? 8,
    minutesPerSession: o.minutesPerSession === undefined ? 45 : o.minutesPerSession,
    curated: o.curated ?? false,
  });
  await replaceSchedule(db, id, schedule);
  if (o.active && userId) await activatePlan(db, userId, id, o.startedOn ?? new Date().toISOString().slice(0, 10));
  return id;
}

export interface LogSpec {
  date: string;
  title?: string;
  planId?: number | null;
  durationMinutes?: number;
  notes?: string | null;
  /** Exercises by curated name (or id), with their sets. */
  exercises?: {
    name?: string;
    exerciseId?: number;
    supersetGroup?: number;
    sets: {
      kind?: SetKind;
      reps?: number;
      weightKg?: number;
      durationSeconds?: number;
      distanceKm?: number;
      rpe?: number;
      rir?: number;
    }[];
  }[];
  weightKg?: number | null;
}

/** A logged workout (calories estimated as the API does, for a member of `weightKg`). */
export async function buildLog(db: Queryable, userId: number, spec: LogSpec) {
  const exercises = [];
  const setsByCategory: Partial<Record<ExerciseCategory, number>> = {};
  for (const e of spec.exercises ?? [{ name: 'Bench Press', sets: [{ reps: 10, weightKg: 50 }] }]) {
    const { rows } = await db.query<{ id: number; category: ExerciseCategory }>(
      'select id, category from exercises where id = $1 or (user_id is null and name = $2)',
      [e.exerciseId ?? 0, e.name ?? ''],
    );
    if (!rows[0]) throw new Error(`no exercise ${e.name ?? e.exerciseId}`);
    setsByCategory[rows[0].category] = (setsByCategory[rows[0].category] ?? 0) + e.sets.length;
    const sets = e.sets.map((set) => ({ ...set, kind: set.kind ?? ('normal' as const) }));
    exercises.push({ exerciseId: rows[0].id, supersetGroup: e.supersetGroup ?? null, sets });
  }
  const durationMinutes = spec.durationMinutes ?? 45;
  const id = await insertLog(db, userId, {
    title: spec.title ?? 'Workout',
    date: spec.date,
    planId: spec.planId ?? null,
    durationMinutes,
    notes: spec.notes ?? null,
    estimatedCalories: estimateWorkoutCalories({ durationMinutes, weightKg: spec.weightKg, setsByCategory }),
  });
  await replaceLogExercises(db, id, userId, exercises);
  return id;
}

/** A valid plan body (Monday bench, Wednesday squat) with any fields overridden. */
export function planBodyWith(bench: number, squat: number, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Push Pull',
    description: 'Two days of basics',
    level: 'intermediate',
    goal: 'strength',
    frequency: 3,
    durationWeeks: 6,
    minutesPerSession: 50,
    schedule: [
      { weekday: 1, title: 'Push', exercises: [{ exerciseId: bench, sets: 4, reps: 8, weightKg: 70 }] },
      { weekday: 3, title: 'Legs', exercises: [{ exerciseId: squat, sets: 5, reps: 5, weightKg: 100 }] },
    ],
    ...overrides,
  };
}
