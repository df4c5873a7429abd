import type { LoggingType } from '@common/exercises/vocab';
import type { ExerciseCategory } from '@common/fitness/calories';
import { localIsoDate } from '@common/fitness/dates';
import type { CoachPlanRef } from '@common/schemas/coach';
import type { SetKind, WorkoutLog, WorkoutLogInput } from '@common/schemas/workout-logs';
import type { PlanDay } from '@common/schemas/workouts';
import type { PlanEntry } from '@/features/coach';

// The workout being recorded in the live (or manual) logging dialog, as one plain serialisable
// object: what was typed, the exercises with set rows the member fills in and marks done, the
// clock and the rest timer (both as epoch milliseconds, never as counted ticks). Weights and
// distances are kept in kg and km whatever the member's units; only the screen converts. Only
// done sets are saved. The reducer lives in live-workout-reducer.ts.

export interface LiveSet {
  key: string;
  kind: SetKind;
  reps: number | null;
  weightKg: number | null;
  durationSeconds: number | null;
  distanceKm: number | null;
  /** How hard the set was (issue 33): RPE or reps in reserve; absent in drafts from before it. */
  rpe?: number | null;
  rir?: number | null;
  /** Filled in by the coach and not changed since: shown as a suggestion until edited. */
  suggested?: boolean;
  /**
   * A box's text that is not one readable number ('6,2,5'), kept as typed; its figure is null and
   * the save is refused until it is mended (never guessed).
   */
  unreadable?: Partial<Record<SetBox, string>>;
  done: boolean;
}

/** A set row's box. */
export type SetBox = 'reps' | 'weight' | 'time' | 'distance';

export interface LiveExercise {
  key: string;
  exerciseId: number;
  name: string;
  category: ExerciseCategory;
  /** What a set records (issue 30); absent in drafts saved before it, where the category decides. */
  loggingType?: LoggingType;
  /** The saved notes on this exercise in this workout, kept through an edit. */
  notes?: string | null;
  /** Done back to back with the exercise before it (a superset); never true for the first. */
  supersetWithPrevious: boolean;
  sets: LiveSet[];
  /** The plan day's entry for it (the coach's scheme and planned sets); absent when added in the logger. */
  entry?: PlanEntry | null;
  /** The coach's suggestion was applied to its sets (once: the member's edits are never overwritten). */
  coached?: boolean;
}

export interface LiveWorkout {
  /** live: today, as it happens (clock, done marks, rest timer); manual: a past or edited workout. */
  mode: 'live' | 'manual';
  /** The saved log being edited, if any. */
  logId: number | null;
  planId: number | null;
  title: string;
  date: string;
  /** The duration as typed; empty lets a live workout take it from the clock. */
  minutes: string;
  notes: string;
  /** How hard it was, '1'-'10' or '' (not rated; issue 32); absent in drafts saved before it. */
  effort?: string;
  startedAt: number;
  restSeconds: number;
  /** When the running rest ends (epoch ms), or null when no rest runs. */
  restEndsAt: number | null;
  exercises: LiveExercise[];
}

/** How the logger is opened: Start Workout, Log a past workout, or Edit on a saved log. */
export interface LoggerStart {
  mode: 'live' | 'manual';
  title: string;
  planId: number | null;
  exercises: LiveExercise[];
  /** The log being edited (manual mode). */
  log?: WorkoutLog;
}

export const DEFAULT_REST_SECONDS = 90;

let counter = 0;
export const nextKey = () => `k${++counter}`;

export type SetValues = Pick<
  LiveSet,
  'kind' | 'reps' | 'weightKg' | 'durationSeconds' | 'distanceKm' | 'rpe' | 'rir' | 'unreadable'
>;

export function newSet(values: Partial<SetValues> = {}, done = false): LiveSet {
  return {
    key: nextKey(),
    kind: values.kind ?? 'normal',
    reps: values.reps ?? null,
    weightKg: values.weightKg ?? null,
    durationSeconds: values.durationSeconds ?? null,
    distanceKm: values.distanceKm ?? null,
    rpe: values.rpe ?? null,
    rir: values.rir ?? null,
    done,
  };
}

export function newExercise(
  exercise: Pick<LiveExercise, 'exerciseId' | 'name' | 'category' | 'loggingType' | 'notes'>,
  sets: LiveSet[],
  supersetWithPrevious = false,
): LiveExercise {
  const { exerciseId, name, category, loggingType, notes } = exercise;
  return {
    key: nextKey(),
    exerciseId,
    name,
    category,
    ...(loggingType && { loggingType }),
    ...(notes !== undefined && { notes }),
    supersetWithPrevious,
    sets,
  };
}

/**
 * A plan day's exercises as set rows pre-filled with the plan's targets, each carrying its entry
 * (scheme and planned sets) so the coach can pre-fill its suggestion over them.
 */
export function exercisesFromPlanDay(
  day: Pick<PlanDay, 'exercises'>,
  done = false,
  plan: CoachPlanRef | null = null,
): LiveExercise[] {
  return day.exercises.map((e) => ({
    ...newExercise(
      e,
      Array.from({ length: e.sets }, () => newSet({ ...e, rpe: null, rir: null }, done)),
    ),
    entry: { progression: e.progression, sets: e.sets, plan },
  }));
}

/** The logger's starting state. */
export function startWorkout(start: LoggerStart, now: number = Date.now()): LiveWorkout {
  return {
    mode: start.mode,
    logId: start.log?.id ?? null,
    planId: start.planId,
    title: start.title,
    date: start.log?.date ?? localIsoDate(new Date(now)),
    // An imported workout whose duration is unknown opens with an empty box (and stays unknown if left so).
    minutes: start.log?.durationMinutes ? String(start.log.durationMinutes) : '',
    notes: start.log?.notes ?? '',
    effort: start.log?.effort != null ? String(start.log.effort) : '',
    startedAt: now,
    restSeconds: DEFAULT_REST_SECONDS,
    restEndsAt: null,
    exercises: start.exercises,
  };
}

export function countDoneSets(exercises: LiveExercise[]): number {
  return exercises.reduce((n, e) => n + e.sets.filter((s) => s.done).length, 0);
}

/**
 * Each exercise's superset number (1, 2, ... in order) or null: a run of exercises linked to the
 * one before them is one superset.
 */
export function supersetGroups(exercises: readonly Pick<LiveExercise, 'supersetWithPrevious'>[]): (number | null)[] {
  let group = 0;
  return exercises.map((e, i) => {
    const linksBack = i > 0 && e.supersetWithPrevious;
    const linkedNext = exercises[i + 1]?.supersetWithPrevious ?? false;
    if (!linksBack && linkedNext) group += 1;
    return linksBack || linkedNext ? group : null;
  });
}

/**
 * The log to save: done sets only, exercises without a done set left out. A superset keeps its
 * number only while two of its exercises are left in it.
 */
export function toLogInput(workout: LiveWorkout, durationMinutes: number | null): WorkoutLogInput {
  const groups = supersetGroups(workout.exercises);
  const kept = workout.exercises
    .map((e, i) => ({ ...e, group: groups[i], sets: e.sets.filter((s) => s.done) }))
    .filter((e) => e.sets.length > 0);
  const members = new Map<number, number>();
  for (const { group } of kept) if (group !== null) members.set(group, (members.get(group) ?? 0) + 1);
  const renumbered = new Map<number, number>();
  for (const [group, count] of members) if (count > 1) renumbered.set(group, renumbered.size + 1);
  return {
    date: workout.date,
    title: workout.title,
    planId: workout.planId,
    durationMinutes,
    notes: workout.notes,
    // A draft from before the rating existed sends none, so an edit keeps the stored one.
    ...(workout.effort !== undefined && { effort: workout.effort === '' ? null : Number(workout.effort) }),
    exercises: kept.map((e) => ({
      exerciseId: e.exerciseId,
      supersetGroup: e.group === null ? null : (renumbered.get(e.group) ?? null),
      ...(e.notes !== undefined && { notes: e.notes }),
      sets: e.sets.map(({ kind, reps, weightKg, durationSeconds, distanceKm, rpe, rir }) => ({
        kind,
        reps,
        weightKg,
        durationSeconds,
        distanceKm,
        rpe: rpe ?? null,
        rir: rir ?? null,
      })),
    })),
  };
}
