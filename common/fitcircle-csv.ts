import type { DistanceUnit, WeightUnit } from './units';

// The generic FitCircle CSV (issue 15): one row per set, readable column names with their units.
// The export writes it (kg and km, as FitCircle stores them) and the import reads it back, also
// with lb or mi columns, so a spreadsheet of any history can be brought in.

export const FITCIRCLE_COLUMNS = {
  workout: 'Workout #',
  date: 'Date',
  title: 'Workout',
  durationMinutes: 'Duration (min)',
  workoutNotes: 'Workout Notes',
  exercise: 'Exercise',
  /** The member's notes on the exercise in that workout, on its first row only. */
  exerciseNotes: 'Exercise Notes',
  superset: 'Superset',
  set: 'Set',
  setType: 'Set Type',
  reps: 'Reps',
  seconds: 'Time (s)',
  /** Rate of perceived exertion of the set, 1 to 10 in halves. */
  rpe: 'RPE',
  /** Reps in reserve the member logged for the set. */
  rir: 'RIR',
} as const;

export const weightColumn = (unit: WeightUnit) => `Weight (${unit})`;
export const distanceColumn = (unit: DistanceUnit) => `Distance (${unit})`;

/** The export's header, in order. */
export const FITCIRCLE_EXPORT_HEADER = [
  FITCIRCLE_COLUMNS.workout,
  FITCIRCLE_COLUMNS.date,
  FITCIRCLE_COLUMNS.title,
  FITCIRCLE_COLUMNS.durationMinutes,
  FITCIRCLE_COLUMNS.workoutNotes,
  FITCIRCLE_COLUMNS.exercise,
  FITCIRCLE_COLUMNS.exerciseNotes,
  FITCIRCLE_COLUMNS.superset,
  FITCIRCLE_COLUMNS.set,
  FITCIRCLE_COLUMNS.setType,
  weightColumn('kg'),
  FITCIRCLE_COLUMNS.reps,
  distanceColumn('km'),
  FITCIRCLE_COLUMNS.seconds,
  // Last, so files exported before they were added read the same.
  FITCIRCLE_COLUMNS.rpe,
  FITCIRCLE_COLUMNS.rir,
] as const;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as the export writes it: a formula-like start is defused with a leading quote. */
export function escapeCsvText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The reverse, on import: a quote the export added is taken off; nothing is ever evaluated. */
export function unescapeCsvText(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
