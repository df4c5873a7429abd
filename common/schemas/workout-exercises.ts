import { z } from 'zod';
import {
  EQUIPMENT,
  type Equipment,
  LOGGING_TYPES,
  type LoggingType,
  MUSCLE_GROUPS,
  MUSCLES,
  type Muscle,
  type MuscleGroup,
} from '../exercises/vocab';
import { EXERCISE_LIMITS, EXERCISE_MESSAGES as X } from '../exercises-texts';
import type { ExerciseCategory } from '../fitness/calories';
import { hasVisibleText } from '../visible-text';
import { WORKOUT_MESSAGES as M } from '../workouts-texts';
import { idTextSchema } from './id';
import { idField } from './workout-fields';

// The exercise library: the catalogue every member sees (issue 30), plus each member's own
// exercises, which only they see. The calls:
//   GET    /api/exercises                  the library (filters: q, equipment, muscleGroup, muscle, custom)
//   POST   /api/exercises                  adds an own exercise
//   GET    /api/exercises/{id}             one exercise with the member's records and note
//   PATCH  /api/exercises/{id}             renames or changes an own exercise
//   DELETE /api/exercises/{id}             deletes an unused own exercise
//   GET    /api/exercises/{id}/history     the member's sessions of it, newest first (keyset on `before`)
//   GET    /api/exercises/{id}/progress    its best figure per session, all time (the chart)
//   PUT    /api/exercises/{id}/note        the member's own note on it
//   POST   /api/exercises/{id}/merge       moves everything the member logged or planned to another

export type { Equipment, LoggingType, Muscle, MuscleGroup };
export { EQUIPMENT, LOGGING_TYPES, MUSCLE_GROUPS, MUSCLES };

/** What an exercise trains, which decides its calories per minute; the logging type decides the set's boxes. */
export const EXERCISE_CATEGORIES = ['strength', 'cardio', 'flexibility'] as const satisfies readonly ExerciseCategory[];

/** A member's own exercises are capped so that the library list stays one small answer. */
export const MAX_OWN_EXERCISES = 200;

const nameField = z
  .string({ error: M.exerciseNameRequired })
  .trim()
  .min(1, M.exerciseNameRequired)
  // trim() keeps zero-width characters: a name of only those would be a blank entry in the picker.
  .refine(hasVisibleText, M.exerciseNameRequired)
  .max(EXERCISE_LIMITS.nameMax, M.exerciseNameMax);
const primaryField = z
  .array(z.enum(MUSCLES, { error: X.musclesInvalid }))
  .max(EXERCISE_LIMITS.primaryMusclesMax, X.primaryMusclesMax);
const secondaryField = z
  .array(z.enum(MUSCLES, { error: X.musclesInvalid }))
  .max(EXERCISE_LIMITS.secondaryMusclesMax, X.secondaryMusclesMax);
const loggingField = z.enum(LOGGING_TYPES, { error: X.loggingTypeInvalid });

export const createExerciseSchema = z.object({
  name: nameField,
  muscleGroup: z.enum(MUSCLE_GROUPS, { error: M.muscleGroupInvalid }),
  equipment: z.enum(EQUIPMENT, { error: M.equipmentInvalid }),
  category: z.enum(EXERCISE_CATEGORIES, { error: M.categoryInvalid }),
  /** Default: from the equipment and category (assisted, weighted, cardio: distance and time, flexibility: time). */
  loggingType: loggingField.optional(),
  primaryMuscles: primaryField.optional(),
  secondaryMuscles: secondaryField.optional(),
});
export type CreateExerciseInput = z.input<typeof createExerciseSchema>;

/** PATCH of an own exercise: any of its fields; a muscle group of null means "not set". */
export const updateExerciseSchema = z
  .object({
    name: nameField,
    muscleGroup: z.enum(MUSCLE_GROUPS, { error: M.muscleGroupInvalid }).nullable(),
    equipment: z.enum(EQUIPMENT, { error: M.equipmentInvalid }),
    category: z.enum(EXERCISE_CATEGORIES, { error: M.categoryInvalid }),
    loggingType: loggingField,
    primaryMuscles: primaryField,
    secondaryMuscles: secondaryField,
  })
  .partial();
export type UpdateExerciseInput = z.input<typeof updateExerciseSchema>;

export const exerciseQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(EXERCISE_LIMITS.nameMax, X.searchTooLong)
    .optional()
    .describe('Name or alias, typo-tolerant ("bech press" finds Bench Press).'),
  equipment: z.enum(EQUIPMENT, { error: M.equipmentInvalid }).optional(),
  muscleGroup: z.enum(MUSCLE_GROUPS, { error: M.muscleGroupInvalid }).optional(),
  muscle: z.enum(MUSCLES, { error: X.musclesInvalid }).optional().describe('A primary or secondary muscle.'),
  custom: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .describe('true: only the member’s own exercises; false: only the catalogue.'),
});

export const exerciseNoteSchema = z.object({
  body: z
    .string()
    .trim()
    .max(EXERCISE_LIMITS.noteMax, X.noteMax)
    // Only zero-width characters (trim() keeps them) show as nothing: empty, so the note is removed
    // rather than kept as a blank note on the exercise page.
    .transform((v) => (hasVisibleText(v) ? v : ''))
    .describe('Empty removes the note.'),
});

export const mergeExerciseSchema = z.object({
  intoExerciseId: idField(X.mergeTargetUnknown),
});

export const exerciseHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  before: idTextSchema('before must be an id').optional().describe('The id of the last session seen.'),
});

export interface Exercise {
  id: number;
  name: string;
  /** The coarse group of the picker's filter; null when an own exercise's muscles are not set. */
  muscleGroup: MuscleGroup | null;
  primaryMuscles: Muscle[];
  secondaryMuscles: Muscle[];
  equipment: Equipment;
  category: ExerciseCategory;
  loggingType: LoggingType;
  /** What the catalogue's equipment variants of one movement share ('bench_press'); null for own exercises. */
  movement: string | null;
  /** Other names of exactly this exercise (Strong's and Hevy's among them). */
  aliases: string[];
  /** True for the member's own exercises, false for the catalogue. */
  custom: boolean;
}

/** One set a record comes from, with where and when it was done. */
export interface RecordSet {
  logId: number;
  date: string;
  reps: number | null;
  weightKg: number | null;
  durationSeconds: number | null;
  distanceKm: number | null;
}

/**
 * The member's records on one exercise. Loads rank by the logging type: heavier is better, except
 * assisted exercises, where less assistance is better. Estimated 1RM and set volume only exist for
 * weight × reps. Absent (null, or an empty list) where the member has no such set.
 */
export interface ExerciseRecords {
  /** Heaviest load (added load when weighted); for assisted exercises the least assistance. */
  bestLoad: RecordSet | null;
  bestOneRepMax: { kg: number; set: RecordSet } | null;
  bestSetVolume: { kg: number; set: RecordSet } | null;
  /** For 1 to 12 reps, the best load lifted for that many reps or more (only counts that have one). */
  repMaxes: { reps: number; set: RecordSet }[];
  mostReps: RecordSet | null;
  longestDuration: RecordSet | null;
  longestDistance: RecordSet | null;
  fastestPace: { secondsPerKm: number; set: RecordSet } | null;
}

export interface ExerciseDetail {
  exercise: Exercise;
  note: string | null;
  sessions: number;
  firstPerformed: string | null;
  lastPerformed: string | null;
  records: ExerciseRecords;
}

export interface ExerciseSession {
  /** The logged exercise's id: the history's cursor. */
  id: number;
  logId: number;
  date: string;
  title: string;
  notes: string | null;
  sets: {
    kind: string;
    reps: number | null;
    weightKg: number | null;
    durationSeconds: number | null;
    distanceKm: number | null;
  }[];
}

/** What the progress chart draws per session, by logging type. */
export const PROGRESS_METRICS = ['one_rep_max', 'added_load', 'assistance', 'reps', 'duration', 'distance'] as const;
export type ProgressMetric = (typeof PROGRESS_METRICS)[number];

export interface ExerciseProgress {
  metric: ProgressMetric;
  /** Whether a lower value is better (assistance). */
  lowerIsBetter: boolean;
  points: { date: string; value: number; logId: number }[];
}

export interface MergeExerciseResult {
  /** Sessions of the merged exercise now logged under the other. */
  sessionsMoved: number;
  /** True when the merged exercise was the member's own and is gone; a catalogue one stays. */
  deleted: boolean;
}
