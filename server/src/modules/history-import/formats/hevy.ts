import { ROW_PROBLEMS as P } from '@common/history-import-texts';
import { SET_KINDS, type SetKind } from '@common/schemas/workout-logs';
import { minutesBetween } from '../date-times';
import { dateTimeCell, decimalCell, firstColumn, isDone, rpeCell, textCell, wholeCell } from './cells';
import { type FormatDefinition, type Row, RowProblem } from './types';

// Hevy's CSV export (issue 15):
//   title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,
//   weight_kg,reps,distance_km,duration_seconds,rpe
// and the imperial variant with weight_lbs and distance_miles. set_index counts from 0; set_type is
// normal, warmup, dropset or failure; dates follow the phone's locale (see date-times.ts); notes
// may hold commas, quotes, newlines and any script.

function setKind(value: string): SetKind {
  const kind = value.trim().toLowerCase() || 'normal';
  if (!(SET_KINDS as readonly string[]).includes(kind)) throw new RowProblem(P.setType(value.trim()));
  return kind as SetKind;
}

/**
 * Hevy writes a line break inside a note as the two characters backslash and n: they are line
 * breaks again here, so a note reads as the member wrote it.
 */
const noteCell = (row: Row, column: string) => textCell(row, column)?.replace(/\\n/g, '\n') ?? null;

function read(row: Row, line: number, header: Set<string>) {
  const kind = setKind(row.get('set_type'));
  const start = dateTimeCell(row, 'start_time');
  const weightColumn = firstColumn(header, ['weight_kg', 'weight_lbs']);
  const distanceColumn = firstColumn(header, ['distance_km', 'distance_miles']);
  const reps = wholeCell(row, 'reps');
  const weight = weightColumn ? decimalCell(row, weightColumn) : null;
  const distance = distanceColumn ? decimalCell(row, distanceColumn) : null;
  const seconds = header.has('duration_seconds') ? decimalCell(row, 'duration_seconds') : null;
  if (!isDone({ reps, seconds, distance })) return { skip: 'notDone' as const };
  const exercise = textCell(row, 'exercise_title');
  if (!exercise) throw new RowProblem(P.noExercise);
  const end = header.has('end_time') ? row.dateTime('end_time') : null;
  const minutes = end ? minutesBetween(start, end) : null;
  const title = textCell(row, 'title') ?? 'Workout';
  return {
    set: {
      line,
      workoutKey: `${row.get('start_time').trim()}|${title}`,
      start,
      title,
      workoutSeconds: minutes !== null && minutes >= 0 ? minutes * 60 : null,
      workoutNotes: header.has('description') ? noteCell(row, 'description') : null,
      exercise,
      exerciseNotes: header.has('exercise_notes') ? noteCell(row, 'exercise_notes') : null,
      supersetKey: header.has('superset_id') ? textCell(row, 'superset_id') : null,
      kind,
      reps,
      weight,
      distance,
      seconds,
      ...(header.has('rpe') ? rpeCell(row, 'rpe') : { rpe: null, rpeLeftOut: false }),
      // The app exports no reps in reserve (RPE only).
      rir: null,
      rirLeftOut: false,
    },
  };
}

export const hevyFormat: FormatDefinition = {
  source: 'hevy',
  matches: (header) => ['title', 'start_time', 'exercise_title', 'set_type', 'reps'].every((c) => header.has(c)),
  label: (header) => (header.has('weight_lbs') ? 'Hevy (imperial units)' : 'Hevy'),
  units: (header) => ({
    weight: header.has('weight_kg') ? 'kg' : header.has('weight_lbs') ? 'lb' : null,
    distance: header.has('distance_km') ? 'km' : header.has('distance_miles') ? 'mi' : null,
  }),
  effortColumns: (header) => ({ rpe: header.has('rpe'), rir: false }),
  read,
};
