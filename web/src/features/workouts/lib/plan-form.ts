import type { Progression } from '@common/schemas/coach';
import { type CreatePlanBody, createPlanSchema, type WorkoutPlan } from '@common/schemas/workouts';
import type { UnitPreferences } from '@common/units';
import type { WorkoutFilterGoal, WorkoutLevel } from '@common/vocab';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { distanceForBox, distanceFromBox, weightForBox, weightFromBox } from './unit-entry';
import { inMemberUnits } from './unit-messages';

// The plan builder's form values: what the inputs hold (numbers from number inputs are NaN when
// empty; times are typed in minutes), and the conversion to the API's body, validated by the same
// schema the server uses (STYLE habit 1). Weight and distance boxes hold the member's units; the
// body carries kg and km.

export interface PlanExerciseValues {
  exerciseId: number | null;
  sets: number;
  reps: number;
  /** In the member's weight unit. */
  weight: number;
  durationMinutes: number;
  /** In the member's distance unit. */
  distance: number;
  /** The coach's scheme (issue 33), kept through an edit; chosen on the exercise's page. */
  progression?: Progression | null;
}

export interface PlanDayValues {
  weekday: string;
  title: string;
  exercises: PlanExerciseValues[];
}

export interface PlanFormValues {
  name: string;
  description: string;
  level: WorkoutLevel;
  goal: WorkoutFilterGoal;
  frequency: number;
  durationWeeks: number;
  minutesPerSession: number;
  isActive: boolean;
  curated: boolean;
  schedule: PlanDayValues[];
}

export const emptyExercise = (): PlanExerciseValues => ({
  exerciseId: null,
  sets: 3,
  reps: 10,
  weight: Number.NaN,
  durationMinutes: Number.NaN,
  distance: Number.NaN,
});

export const emptyPlan = (): PlanFormValues => ({
  name: '',
  description: '',
  level: 'beginner',
  goal: 'strength',
  frequency: 3,
  durationWeeks: 8,
  minutesPerSession: 45,
  isActive: true,
  curated: false,
  schedule: [{ weekday: '1', title: '', exercises: [emptyExercise()] }],
});

const orNaN = (n: number | null) => (n === null ? Number.NaN : n);
const orNull = (n: number) => (Number.isNaN(n) ? null : n);

/** An existing plan as form values (Edit), in the member's units. */
export function planToForm(plan: WorkoutPlan, units: UnitPreferences): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description,
    level: plan.level,
    goal: plan.goal,
    frequency: plan.frequency,
    durationWeeks: plan.durationWeeks,
    minutesPerSession: orNaN(plan.minutesPerSession),
    isActive: plan.isActive,
    curated: plan.curated,
    schedule: plan.schedule.map((day) => ({
      weekday: String(day.weekday),
      title: day.title ?? '',
      exercises: day.exercises.map((e) => ({
        exerciseId: e.exerciseId,
        sets: e.sets,
        reps: orNaN(e.reps),
        weight: orNaN(weightForBox(e.weightKg, units.weight)),
        durationMinutes: e.durationSeconds === null ? Number.NaN : Math.round((e.durationSeconds / 60) * 100) / 100,
        distance: orNaN(distanceForBox(e.distanceKm, units.distance)),
        progression: e.progression,
      })),
    })),
  };
}

/** The form values as the API body (before validation): kg, km and seconds. */
export function formToBody(values: PlanFormValues, units: UnitPreferences) {
  return {
    ...values,
    schedule: values.schedule.map((day) => ({
      weekday: Number(day.weekday),
      title: day.title,
      exercises: day.exercises.map(({ durationMinutes, weight, distance, ...e }) => ({
        ...e,
        weightKg: weightFromBox(orNull(weight), units.weight),
        durationSeconds: Number.isNaN(durationMinutes) ? null : Math.round(durationMinutes * 60),
        distanceKm: distanceFromBox(orNull(distance), units.distance),
      })),
    })),
  };
}

// Issues on a whole list show as the list's own ('root') error, the way react-hook-form keeps
// field array errors.
const LIST_FIELDS = new Set(['schedule', 'exercises']);
// The body's fields that the form holds under another name.
const FIELD_OF: Record<string | number, string> = {
  durationSeconds: 'durationMinutes',
  weightKg: 'weight',
  distanceKm: 'distance',
};

function setError(errors: Record<string, unknown>, path: (string | number)[], message: string) {
  const keys = path.map((p) => FIELD_OF[p] ?? String(p));
  if (LIST_FIELDS.has(keys.at(-1) ?? '')) keys.push('root');
  let node = errors;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1)!] ??= { type: 'validation', message };
}

/**
 * Validates with the shared schema (in kg and km) and maps its issues back to the form's fields,
 * with weight and distance limits in the member's units.
 */
export function planResolver(units: UnitPreferences): Resolver<PlanFormValues, unknown, CreatePlanBody> {
  return async (values) => {
    const result = createPlanSchema.safeParse(formToBody(values, units));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      setError(errors, issue.path as (string | number)[], inMemberUnits(issue.message, units));
    }
    return { values: {}, errors: errors as FieldErrors<PlanFormValues> };
  };
}
