import type { ImportProblem, ImportSource } from '@common/schemas/history-import';
import type { SetKind } from '@common/schemas/workout-logs';
import type { DistanceUnit, WeightUnit } from '@common/units';
import type { EffortColumns } from './formats/types';
import type { Delimiter } from './read-csv';

/** A set as it will be stored: kg, km, whole seconds. */
export interface DraftSet {
  kind: SetKind;
  reps: number | null;
  weightKg: number | null;
  durationSeconds: number | null;
  distanceKm: number | null;
  /** The file's RPE for the set (issue 33), kept as it was. */
  rpe: number | null;
  /** The file's reps in reserve for the set, kept as it was (a whole number 0 to 10). */
  rir: number | null;
}

export interface DraftExercise {
  /** The name as the file writes it; the member's choice maps it to an exercise. */
  name: string;
  /** The file's notes on this exercise in this workout (Hevy's exercise notes). */
  notes: string | null;
  supersetGroup: number | null;
  sets: DraftSet[];
}

export interface DraftWorkout {
  /** Wall-clock start, 'YYYY-MM-DD HH:MM': with the source and the fingerprint, the re-import key. */
  startedAt: string;
  date: string;
  title: string;
  /** null when the file gives no usable duration: stored as unknown, never made up. */
  durationMinutes: number | null;
  notes: string | null;
  exercises: DraftExercise[];
  /** Which exercises the workout holds (and which of its twins in the file it is). */
  fingerprint: string;
}

export interface ParsedHistory {
  source: ImportSource;
  format: string;
  delimiter: Delimiter;
  stated: { weight: WeightUnit | null; distance: DistanceUnit | null };
  units: { weight: WeightUnit | null; distance: DistanceUnit | null };
  /** Which effort figures the file has a column for: one without says nothing about that figure. */
  effortColumns: EffortColumns;
  /** Whether any set has a weight (the kg/lb question matters) or a distance (km/mi). */
  hasWeights: boolean;
  hasDistances: boolean;
  workouts: DraftWorkout[];
  problems: ImportProblem[];
  skipped: { notDone: number; restTimers: number };
  notes: string[];
}
