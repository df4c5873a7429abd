import { FITCIRCLE_COLUMNS as C, unescapeCsvText } from '@common/fitcircle-csv';
import { ROW_PROBLEMS as P } from '@common/history-import-texts';
import { SET_KINDS, type SetKind } from '@common/schemas/workout-logs';
import { dateTimeCell, decimalCell, firstColumn, isDone, rirCell, rpeCell, wholeCell } from './cells';
import { type EffortColumns, type FormatDefinition, type Row, RowProblem } from './types';

// The generic FitCircle CSV (common/fitcircle-csv.ts): what our export writes, and what a member
// can make in a spreadsheet. Date, Exercise and Reps are required; every other column may be left
// out. Weight (kg|lb) and Distance (km|mi) state their unit; a bare Weight or Distance is asked.

const WEIGHT = ['Weight (kg)', 'Weight (lb)', 'Weight (lbs)', 'Weight'];
const DISTANCE = ['Distance (km)', 'Distance (mi)', 'Distance (miles)', 'Distance'];

/** A text cell, with the quote our export puts before formula-like text taken off (never evaluated). */
function text(row: Row, column: string): string | null {
  const value = unescapeCsvText(row.get(column).trim());
  return value === '' ? null : value;
}

function setKind(value: string): SetKind {
  const kind = value.trim().toLowerCase().replace(/[\s-]/g, '') || 'normal';
  const normal = kind === 'warm' ? 'warmup' : kind === 'drop' ? 'dropset' : kind;
  if (!(SET_KINDS as readonly string[]).includes(normal)) throw new RowProblem(P.setType(value.trim()));
  return normal as SetKind;
}

/** Our export writes both; an older export or a member's own sheet may have neither. */
const effortColumns = (header: Set<string>): EffortColumns => ({
  rpe: header.has(C.rpe.toLowerCase()),
  rir: header.has(C.rir.toLowerCase()),
});

function read(row: Row, line: number, header: Set<string>) {
  const start = dateTimeCell(row, C.date);
  const weightColumn = firstColumn(header, WEIGHT);
  const distanceColumn = firstColumn(header, DISTANCE);
  const reps = wholeCell(row, C.reps);
  const weight = weightColumn ? decimalCell(row, weightColumn) : null;
  const distance = distanceColumn ? decimalCell(row, distanceColumn) : null;
  const seconds = header.has(C.seconds.toLowerCase()) ? decimalCell(row, C.seconds) : null;
  const kind = setKind(row.get(C.setType));
  if (!isDone({ reps, seconds, distance })) return { skip: 'notDone' as const };
  const exercise = text(row, C.exercise);
  if (!exercise) throw new RowProblem(P.noExercise);
  const title = text(row, C.title) ?? 'Workout';
  const number = text(row, C.workout);
  const minutes = header.has(C.durationMinutes.toLowerCase()) ? decimalCell(row, C.durationMinutes) : null;
  return {
    set: {
      line,
      workoutKey: number ? `#${number}` : `${row.get(C.date).trim()}|${title}`,
      start,
      title,
      workoutSeconds: minutes === null ? null : minutes * 60,
      workoutNotes: text(row, C.workoutNotes),
      exercise,
      exerciseNotes: header.has(C.exerciseNotes.toLowerCase()) ? text(row, C.exerciseNotes) : null,
      supersetKey: text(row, C.superset),
      kind,
      reps,
      weight,
      distance,
      seconds,
      ...(effortColumns(header).rpe ? rpeCell(row, C.rpe) : { rpe: null, rpeLeftOut: false }),
      ...(effortColumns(header).rir ? rirCell(row, C.rir) : { rir: null, rirLeftOut: false }),
    },
  };
}

export const fitcircleFormat: FormatDefinition = {
  source: 'fitcircle',
  matches: (header) => [C.date, C.exercise, C.reps].every((c) => header.has(c.toLowerCase())),
  label: () => 'FitCircle CSV',
  units: (header) => {
    const weight = firstColumn(header, WEIGHT);
    const distance = firstColumn(header, DISTANCE);
    return {
      weight: weight === 'Weight (kg)' ? 'kg' : weight === 'Weight (lb)' || weight === 'Weight (lbs)' ? 'lb' : null,
      distance:
        distance === 'Distance (km)'
          ? 'km'
          : distance === 'Distance (mi)' || distance === 'Distance (miles)'
            ? 'mi'
            : null,
    };
  },
  effortColumns,
  read,
};
