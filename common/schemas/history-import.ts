import { z } from 'zod';
import { EQUIPMENT, type Equipment, LOGGING_TYPES, type LoggingType, MUSCLES, type Muscle } from '../exercises/vocab';
import { DISTANCE_UNITS, type DistanceUnit, WEIGHT_UNITS, type WeightUnit } from '../units';
import { idField } from './workout-fields';

export { IMPORT_LIMITS } from './history-import-limits';

// History import (issue 15): upload a Strong, Hevy or FitCircle CSV, read the preview, choose a
// match for each exercise name, then import. The calls:
//   POST   /api/history-import            the file as the body (text/csv) -> ImportPreview (201)
//   GET    /api/history-import/{token}    the same preview again, e.g. with the units chosen
//   POST   /api/history-import/{token}/commit   CommitImportBody -> NDJSON ImportProgressEvent lines
//   DELETE /api/history-import/{token}    cancel: the uploaded file is forgotten
//   GET    /api/history-import/names      the names the member's imports used, and what each became
//   PUT    /api/history-import/names      re-map one name: every set logged under it moves

export const IMPORT_SOURCES = ['strong', 'hevy', 'fitcircle'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export const importUnitsSchema = z.object({
  weightUnit: z.enum(WEIGHT_UNITS, { error: 'Weight unit must be kg or lb.' }).optional(),
  distanceUnit: z.enum(DISTANCE_UNITS, { error: 'Distance unit must be km or mi.' }).optional(),
});
export type ImportUnits = z.infer<typeof importUnitsSchema>;

export const importTokenParamSchema = z.object({ token: z.uuid({ error: 'Unknown import.' }) });

const nameField = z.string().min(1).max(200);

/**
 * What to do with one exercise name of the file: log it as a library exercise, or create it as
 * the member's own. A created exercise takes its equipment, logging type and muscles from its own
 * name and sets unless the member says otherwise here.
 */
export const exerciseChoiceSchema = z.discriminatedUnion('action', [
  z.object({ name: nameField, action: z.literal('match'), exerciseId: idField('Choose an exercise.') }),
  z.object({
    name: nameField,
    action: z.literal('create'),
    equipment: z.enum(EQUIPMENT, { error: 'Choose the equipment.' }).optional(),
    loggingType: z.enum(LOGGING_TYPES, { error: 'Choose what a set records.' }).optional(),
    primaryMuscles: z
      .array(z.enum(MUSCLES, { error: 'Choose muscles from the list.' }))
      .max(3)
      .optional(),
  }),
]);
export type ExerciseChoice = z.infer<typeof exerciseChoiceSchema>;

/**
 * What to do with one workout of the file the preview asks about (`toReview`): keep the member's
 * workout as it is and skip the file's, or add the file's as another workout. None is assumed.
 */
export const WORKOUT_DECISIONS = ['keep', 'add'] as const;
export type WorkoutDecision = (typeof WORKOUT_DECISIONS)[number];

export const workoutDecisionSchema = z.object({
  key: z.string().min(1).max(120),
  action: z.enum(WORKOUT_DECISIONS, { error: 'Choose keep or add.' }),
});

export const commitImportSchema = importUnitsSchema.extend({
  exercises: z.array(exerciseChoiceSchema).max(2000).default([]),
  workouts: z.array(workoutDecisionSchema).max(5000).default([]),
});
export type CommitImportBody = z.input<typeof commitImportSchema>;

/** A row the import leaves out, by its line in the file (1 is the header). */
export interface ImportProblem {
  line: number;
  message: string;
}

export interface ExerciseRef {
  exerciseId: number;
  name: string;
  equipment: Equipment;
}

/** The own exercise "create as my own exercise" would add for a name, read from the name and its sets. */
export interface ProposedExercise {
  name: string;
  equipment: Equipment;
  loggingType: LoggingType;
  /** From words of the name ("Shrug" trains the traps); empty when the name tells nothing: the member says. */
  primaryMuscles: Muscle[];
}

export interface ImportExerciseName {
  /** The name as the file writes it. */
  name: string;
  sets: number;
  workouts: number;
  /**
   * matched: certainly this exercise: the member's own of that name, their choice in an earlier
   * import, or the catalogue exercise of the same movement and equipment under that name or one of
   * its aliases (a name that states no equipment, for a movement held in several, only where the
   * source app's own library fixes it, or as FitCircle's own name). unmatched: the member chooses; nothing is chosen for them ("create as my own
   * exercise" is the default, the closest catalogue exercises are options).
   */
  status: 'matched' | 'unmatched';
  match: ExerciseRef | null;
  matchedBy: 'name' | 'alias' | 'earlier_import' | null;
  /** For an unmatched name: the closest exercises of the library, best first, never pre-selected. */
  options: ExerciseRef[];
  /** For an unmatched name: what creating it as the member's own would add. */
  proposed: ProposedExercise | null;
}

/**
 * A workout of the file the member decides on. changed: imported before (same start and
 * exercises), but its sets differ now from the workout in their history (corrected in the file
 * since, or edited here). similar: not imported, but their history holds a workout on that day
 * with the same title or the same exercises, and other sets.
 */
export interface WorkoutReview {
  /** Names the workout in the commit's `workouts` decisions. */
  key: string;
  status: 'changed' | 'similar';
  date: string;
  title: string;
  /** The workout in the member's history it is like. */
  yours: { logId: number; title: string };
  /** How the two differ, in words (at most a few lines). */
  differences: string[];
}

export interface ImportPreview {
  token: string;
  expiresAt: string;
  source: ImportSource;
  /** e.g. 'Strong (2025 export)'. */
  format: string;
  delimiter: ',' | ';' | '\t';
  units: {
    /** The unit the header states, or null when the member must say. */
    weightStated: WeightUnit | null;
    distanceStated: DistanceUnit | null;
    /** The units used for this preview (stated, else chosen, else null). */
    weight: WeightUnit | null;
    distance: DistanceUnit | null;
    needsWeight: boolean;
    needsDistance: boolean;
  };
  workouts: number;
  sets: number;
  warmupSets: number;
  /** Workouts of the file imported before (same source, start time and exercises) and unchanged: skipped. */
  alreadyImported: number;
  /**
   * Workouts already in the member's history though not imported from this source (logged here,
   * or read from a FitCircle export): same day, the same exercises in order with the same sets.
   * Skipped.
   */
  alreadyInLog: number;
  /**
   * Workouts the preview would ask about (changed or similar) for which the member chose "Keep
   * mine" in an earlier import, with the same sets in the file as then: skipped without asking.
   */
  keptBefore: number;
  /** Workouts that would be added without a question. */
  newWorkouts: number;
  /** Workouts the member decides on (keep theirs, or add the file's): nothing is assumed. */
  toReview: WorkoutReview[];
  dateRange: { from: string; to: string } | null;
  skipped: { notDone: number; restTimers: number };
  problems: ImportProblem[];
  problemCount: number;
  /** The names to answer for: those of the workouts the import may write (skipped ones' are not). */
  exercises: ImportExerciseName[];
  /** Things the import changes on the way in, in words (RPE not kept, long workouts capped...). */
  notes: string[];
}

export interface ImportResult {
  workoutsImported: number;
  setsImported: number;
  workoutsSkipped: number;
  /** Of the skipped, those the member chose "Keep mine" for in this import (remembered for the next). */
  keptChoices: number;
  exercisesCreated: number;
  dateRange: { from: string; to: string } | null;
}

export const IMPORT_STAGES = ['reading', 'matching', 'checking', 'writing', 'done'] as const;
export type ImportStage = (typeof IMPORT_STAGES)[number];

/** One line of the commit's NDJSON answer. */
export type ImportProgressEvent =
  | { type: 'progress'; stage: ImportStage; percent: number }
  | { type: 'done'; result: ImportResult }
  | { type: 'error'; message: string };

export const IMPORT_STAGE_LABELS: Record<ImportStage, string> = {
  reading: 'Reading your file',
  matching: 'Matching exercises',
  checking: 'Checking for workouts already in your history',
  writing: 'Saving your workouts',
  done: 'Done',
};

export function isWeightUnit(value: unknown): value is WeightUnit {
  return (WEIGHT_UNITS as readonly unknown[]).includes(value);
}
export function isDistanceUnit(value: unknown): value is DistanceUnit {
  return (DISTANCE_UNITS as readonly unknown[]).includes(value);
}

/** PUT /api/history-import/names: what one imported name becomes from now on, for every set logged under it. */
export const remapNameSchema = exerciseChoiceSchema;
export type RemapNameBody = z.infer<typeof remapNameSchema>;

/** One name the member's imports used, and the exercise its sessions are logged under now. */
export interface ImportedName {
  name: string;
  exercise: ExerciseRef;
  sessions: number;
  lastPerformed: string;
}

export interface RemapResult {
  sessionsMoved: number;
  exercise: ExerciseRef;
}
