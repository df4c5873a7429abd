import { type ExerciseCategory, estimateWorkoutCalories } from '@common/fitness/calories';
import type { SetKind } from '@common/schemas/workout-logs';
import type { CreatePlanBody } from '@common/schemas/workouts';
import type pg from 'pg';
import { libraryCategories } from '../../../../modules/exercises';
import {
  activatePlan,
  insertLog,
  insertPlan,
  replaceLogExercises,
  replaceSchedule,
} from '../../../../modules/workouts';
import { transaction } from '../../../pool';

// Demo plans and logs, written with the workouts domain's own writes, as the API stores them.

type PlanFields = Omit<CreatePlanBody, 'schedule' | 'isActive' | 'curated'>;

/** The member's own plan with its schedule, active from `startedOn`; answers its id. */
export async function createActivePlan(
  pool: pg.Pool,
  userId: number,
  fields: PlanFields,
  schedule: CreatePlanBody['schedule'],
  startedOn: string,
): Promise<number> {
  return transaction(pool, async (tx) => {
    const planId = await insertPlan(tx, userId, { ...fields, curated: false });
    await replaceSchedule(tx, planId, schedule);
    await activatePlan(tx, userId, planId, startedOn);
    return planId;
  });
}

export interface DemoSet {
  kind?: SetKind;
  reps?: number;
  weightKg?: number;
  durationSeconds?: number;
  distanceKm?: number;
  /** How hard the set was (issue 33), as the member logged it. */
  rpe?: number;
}

export interface DemoLog {
  date: string;
  title: string;
  planId: number | null;
  durationMinutes: number;
  notes: string | null;
  exercises: { exerciseId: number; sets: DemoSet[] }[];
}

/**
 * A logged workout with its exercises and sets; calories estimated as the API estimates them, from
 * the sets' categories and the member's own weight. Answers the log's id.
 */
export async function logWorkout(
  pool: pg.Pool,
  member: { id: number; weightKg: number | null },
  log: DemoLog,
): Promise<number> {
  const categories = await libraryCategories(
    pool,
    member.id,
    log.exercises.map((e) => e.exerciseId),
  );
  if (!categories) throw new Error(`demo workouts: '${log.title}' names an exercise outside the library`);
  const setsByCategory: Partial<Record<ExerciseCategory, number>> = {};
  for (const e of log.exercises) {
    const category = categories.get(e.exerciseId)!;
    setsByCategory[category] = (setsByCategory[category] ?? 0) + e.sets.length;
  }
  return transaction(pool, async (tx) => {
    const logId = await insertLog(tx, member.id, {
      title: log.title,
      date: log.date,
      planId: log.planId,
      durationMinutes: log.durationMinutes,
      notes: log.notes,
      estimatedCalories: estimateWorkoutCalories({
        durationMinutes: log.durationMinutes,
        weightKg: member.weightKg,
        setsByCategory,
      }),
    });
    await replaceLogExercises(
      tx,
      logId,
      member.id,
      log.exercises.map((e) => ({
        exerciseId: e.exerciseId,
        supersetGroup: null,
        sets: e.sets.map((s) => ({ ...s, kind: s.kind ?? 'normal' })),
      })),
    );
    return logId;
  });
}
