import type { ExerciseCategory } from '@common/fitness/calories';
import type { WorkoutLogInput } from '@common/schemas/workout-logs';
import type { PlanDay } from '@common/schemas/workouts';

// The workout being recorded in the live (or manual) logging dialog: exercises with set rows the
// member fills in and marks done. Only done sets are saved.

export interface LiveSet {
  key: string;
  reps: number | null;
  weightKg: number | null;
  durationSeconds: number | null;
  distanceKm: number | null;
  done: boolean;
}

export interface LiveExercise {
  key: string;
  exerciseId: number;
  name: string;
  category: ExerciseCategory;
  sets: LiveSet[];
}

let counter = 0;
const nextKey = () => `k${++counter}`;

type SetValues = Pick<LiveSet, 'reps' | 'weightKg' | 'durationSeconds' | 'distanceKm'>;

export function newSet(values: Partial<SetValues> = {}, done = false): LiveSet {
  return {
    key: nextKey(),
    reps: values.reps ?? null,
    weightKg: values.weightKg ?? null,
    durationSeconds: values.durationSeconds ?? null,
    distanceKm: values.distanceKm ?? null,
    done,
  };
}

/** A plan day's exercises as set rows pre-filled with the plan's targets. */
export function exercisesFromPlanDay(day: Pick<PlanDay, 'exercises'>, done = false): LiveExercise[] {
  return day.exercises.map((e) => ({
    key: nextKey(),
    exerciseId: e.exerciseId,
    name: e.name,
    category: e.category,
    sets: Array.from({ length: e.sets }, () => newSet(e, done)),
  }));
}

export type LiveAction =
  | { type: 'reset'; exercises: LiveExercise[] }
  | { type: 'add-exercise'; exercise: Omit<LiveExercise, 'key' | 'sets'>; done?: boolean }
  | { type: 'remove-exercise'; exerciseKey: string }
  | { type: 'add-set'; exerciseKey: string; done?: boolean }
  | { type: 'remove-set'; exerciseKey: string; setKey: string }
  | { type: 'update-set'; exerciseKey: string; setKey: string; values: Partial<SetValues> }
  | { type: 'toggle-done'; exerciseKey: string; setKey: string };

function mapExercise(state: LiveExercise[], key: string, change: (e: LiveExercise) => LiveExercise) {
  return state.map((e) => (e.key === key ? change(e) : e));
}

export function liveWorkoutReducer(state: LiveExercise[], action: LiveAction): LiveExercise[] {
  switch (action.type) {
    case 'reset':
      return action.exercises;
    case 'add-exercise':
      return [...state, { ...action.exercise, key: nextKey(), sets: [newSet({}, action.done)] }];
    case 'remove-exercise':
      return state.filter((e) => e.key !== action.exerciseKey);
    case 'add-set':
      // A new set repeats the last one's figures: the usual next set.
      return mapExercise(state, action.exerciseKey, (e) => {
        const last = e.sets.at(-1);
        return { ...e, sets: [...e.sets, newSet(last ?? {}, action.done)] };
      });
    case 'remove-set':
      return mapExercise(state, action.exerciseKey, (e) => ({
        ...e,
        sets: e.sets.filter((s) => s.key !== action.setKey),
      }));
    case 'update-set':
      return mapExercise(state, action.exerciseKey, (e) => ({
        ...e,
        sets: e.sets.map((s) => (s.key === action.setKey ? { ...s, ...action.values } : s)),
      }));
    case 'toggle-done':
      return mapExercise(state, action.exerciseKey, (e) => ({
        ...e,
        sets: e.sets.map((s) => (s.key === action.setKey ? { ...s, done: !s.done } : s)),
      }));
  }
}

export function countDoneSets(state: LiveExercise[]): number {
  return state.reduce((n, e) => n + e.sets.filter((s) => s.done).length, 0);
}

/** The log to save: done sets only, exercises without a done set left out. */
export function toLogInput(
  state: LiveExercise[],
  meta: { date: string; title: string; planId: number | null; durationMinutes: number; notes: string },
): WorkoutLogInput {
  return {
    date: meta.date,
    title: meta.title,
    planId: meta.planId,
    durationMinutes: meta.durationMinutes,
    notes: meta.notes,
    exercises: state
      .map((e) => ({
        exerciseId: e.exerciseId,
        sets: e.sets
          .filter((s) => s.done)
          .map(({ reps, weightKg, durationSeconds, distanceKm }) => ({ reps, weightKg, durationSeconds, distanceKm })),
      }))
      .filter((e) => e.sets.length > 0),
  };
}
