import type { Progression } from '@common/schemas/coach';
import { type CreatePlanBody, createPlanSchema, type WorkoutPlan } from '@common/schemas/workouts';
import type { UnitPreferences } from '@common/units';
import type { WorkoutFilterGoal, WorkoutLevel } from '@common/vocab';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { decimalText, readDecimal } from '@/components/ui/decimal-input';
import { distanceForBox, distanceFromBox, weightForBox, weightFromBox } from './unit-entry';
import { inMemberUnits } from './unit-messages';

// The plan builder's form values: each figure box holds the text exactly as typed ('62,5' stays
// '62,5'; empty is "not given"), times are typed in minutes, weights and distances in the member's
// units. The resolver reads the text (readDecimal: a point or a comma is the decimal mark), refuses
// text that is not one number at its box, and validates the API's body (kg, km, seconds) with the
// same schema the server uses (STYLE habit 1), which also refuses '2,5' sets or reps.

export interface PlanExerciseValues {
  exerciseId: number | null;
  sets: string;
  reps: string;
  /** In the member's weight unit. */
  weight: string;
  durationMinutes: string;
  /** In the member's distance unit. */
  distance: string;
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
  frequency: string;
  durationWeeks: string;
  minutesPerSession: string;
  isActive: boolean;
  curated: boolean;
  schedule: PlanDayValues[];
}

export const emptyExercise = (): PlanExerciseValues => ({
  exerciseId: null,
  sets: '3',
  reps: '10',
  weight: '',
  durationMinutes: '',
  distance: '',
});

export const emptyPlan = (): PlanFormValues => ({
  name: '',
  description: '',
  level: 'beginner',
  goal: 'strength',
  frequency: '3',
  durationWeeks: '8',
  minutesPerSession: '45',
  isActive: true,
  curated: false,
  schedule: [{ weekday: '1', title: '', exercises: [emptyExercise()] }],
});

/** An existing plan as form values (Edit), in the member's units. */
export function planToForm(plan: WorkoutPlan, units: UnitPreferences): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description,
    level: plan.level,
    goal: plan.goal,
    frequency: decimalText(plan.frequency),
    durationWeeks: decimalText(plan.durationWeeks),
    minutesPerSession: decimalText(plan.minutesPerSession),
    isActive: plan.isActive,
    curated: plan.curated,
    schedule: plan.schedule.map((day) => ({
      weekday: String(day.weekday),
      title: day.title ?? '',
      exercises: day.exercises.map((e) => ({
        exerciseId: e.exerciseId,
        sets: decimalText(e.sets),
        reps: decimalText(e.reps),
        weight: decimalText(weightForBox(e.weightKg, units.weight)),
        durationMinutes:
          e.durationSeconds === null ? '' : decimalText(Math.round((e.durationSeconds / 60) * 100) / 100),
        distance: decimalText(distanceForBox(e.distanceKm, units.distance)),
        progression: e.progression,
      })),
    })),
  };
}

/** A box whose text is not one number: where it is in the form, and readDecimal's message. */
export interface UnreadableBox {
  path: (string | number)[];
  message: string;
}

/**
 * The form values as the API body (before validation): kg, km and seconds. An empty box is null
 * (not given); a box that cannot be read is null too, and listed in `unreadable`, so that the
 * resolver refuses the save at that box rather than send a guess.
 */
export function formToBody(values: PlanFormValues, units: UnitPreferences) {
  const unreadable: UnreadableBox[] = [];
  const figure = (text: string, path: (string | number)[]) => {
    const reading = readDecimal(text);
    if (reading.ok) return reading.value;
    unreadable.push({ path, message: reading.message });
    return null;
  };
  const body = {
    ...values,
    frequency: figure(values.frequency, ['frequency']),
    durationWeeks: figure(values.durationWeeks, ['durationWeeks']),
    minutesPerSession: figure(values.minutesPerSession, ['minutesPerSession']),
    schedule: values.schedule.map((day, d) => ({
      weekday: Number(day.weekday),
      title: day.title,
      exercises: day.exercises.map(({ sets, reps, durationMinutes, weight, distance, ...e }, i) => {
        const at = (field: keyof PlanExerciseValues) => ['schedule', d, 'exercises', i, field];
        const minutes = figure(durationMinutes, at('durationMinutes'));
        return {
          ...e,
          sets: figure(sets, at('sets')),
          reps: figure(reps, at('reps')),
          weightKg: weightFromBox(figure(weight, at('weight')), units.weight),
          durationSeconds: minutes === null ? null : Math.round(minutes * 60),
          distanceKm: distanceFromBox(figure(distance, at('distance')), units.distance),
        };
      }),
    })),
  };
  return { body, unreadable };
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
 * Reads the boxes and validates with the shared schema (in kg and km), mapping its issues back to
 * the form's fields, with weight and distance limits in the member's units. A box that cannot be
 * read shows readDecimal's message (it comes first, so the schema's word on its null does not
 * replace it), and the save is refused.
 */
export function planResolver(units: UnitPreferences): Resolver<PlanFormValues, unknown, CreatePlanBody> {
  return async (values) => {
    const { body, unreadable } = formToBody(values, units);
    const result = createPlanSchema.safeParse(body);
    if (result.success && unreadable.length === 0) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const box of unreadable) setError(errors, box.path, box.message);
    for (const issue of result.error?.issues ?? []) {
      setError(errors, issue.path as (string | number)[], inMemberUnits(issue.message, units));
    }
    return { values: {}, errors: errors as FieldErrors<PlanFormValues> };
  };
}
