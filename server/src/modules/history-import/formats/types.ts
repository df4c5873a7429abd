import type { ImportSource } from '@common/schemas/history-import';
import type { SetKind } from '@common/schemas/workout-logs';
import type { DistanceUnit, WeightUnit } from '@common/units';
import type { LocalDateTime } from '../date-times';

/** One set row of any format, before units are applied (weights and distances in the file's units). */
export interface RawSet {
  line: number;
  /** Rows with the same key are one workout. */
  workoutKey: string;
  start: LocalDateTime;
  title: string;
  workoutSeconds: number | null;
  workoutNotes: string | null;
  exercise: string;
  exerciseNotes: string | null;
  /** Exercises of one workout with the same key form a superset. */
  supersetKey: string | null;
  kind: SetKind;
  reps: number | null;
  weight: number | null;
  distance: number | null;
  seconds: number | null;
  /** The set's RPE as the file gives it (1 to 10, in halves); null when blank or not one. */
  rpe: number | null;
  /** The file gave an RPE FitCircle cannot keep (not 1 to 10 in halves): left out, and said. */
  rpeLeftOut: boolean;
  /** The set's reps in reserve as the file gives it (a whole number 0 to 10); null when blank or not one. */
  rir: number | null;
  /** The file gave an RIR a logged set could not hold (logSetSchema): left out, and said. */
  rirLeftOut: boolean;
}

/** Whether a file has a column for the sets' RPE and for their reps in reserve. */
export interface EffortColumns {
  rpe: boolean;
  rir: boolean;
}

export type RowOutcome = { set: RawSet } | { skip: 'restTimer' | 'notDone' } | { problem: string };

/** The units a header states; null where the member must say. */
export interface StatedUnits {
  weight: WeightUnit | null;
  distance: DistanceUnit | null;
}

/** A row's cells by column name (names compared without case). */
export interface Row {
  get(column: string): string;
  has(column: string): boolean;
  /** The cell read as a date and time (known shapes only), or null. */
  dateTime(column: string): LocalDateTime | null;
}

/** One export format of one app and era: recognised by its header, read row by row. */
export interface FormatDefinition {
  source: ImportSource;
  matches(header: Set<string>): boolean;
  label(header: Set<string>): string;
  units(header: Set<string>): StatedUnits;
  /**
   * Which of the sets' effort figures the file has a column for (Strong and Hevy export RPE alone,
   * and older exports of theirs not even that). A file without a column says nothing about it.
   */
  effortColumns(header: Set<string>): EffortColumns;
  read(row: Row, line: number, header: Set<string>): RowOutcome;
}

/** A reason to leave one row out; the caller lists it with the row's line. */
export class RowProblem extends Error {}
