import { ROW_PROBLEMS as P } from '@common/history-import-texts';
import type { SetKind } from '@common/schemas/workout-logs';
import { parseDurationSeconds } from '../values';
import { dateTimeCell, decimalCell, firstColumn, isDone, rpeCell, textCell, wholeCell } from './cells';
import { type FormatDefinition, type Row, RowProblem, type StatedUnits } from './types';

// Strong's CSV export in its three known shapes (issue 15):
//   older:     Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
//              (Duration '1h 5m'; some locales separate with ';' and write decimal commas)
//   2025:      "Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";
//              "Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"   (or "Weight (lbs)")
//   late 2025: Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE
//              (reps written '13.0', Duration '35m')
// Set Order is the set's number, W for a warm-up, D for a drop set, F for a set to failure;
// 'Rest Timer' rows record a rest, not a set.

const WEIGHT = ['Weight (kg)', 'Weight (lbs)', 'Weight (lb)', 'Weight'];
const DISTANCE = ['Distance (meters)', 'Distance (km)', 'Distance (miles)', 'Distance'];
const DURATION = ['Duration (sec)', 'Duration'];

const KIND_BY_ORDER: Record<string, SetKind> = { w: 'warmup', d: 'dropset', f: 'failure' };

function setKind(order: string): SetKind | 'rest' {
  const value = order.trim().toLowerCase();
  if (value === 'rest timer') return 'rest';
  if (/^\d+$/.test(value)) return 'normal';
  const kind = KIND_BY_ORDER[value];
  if (!kind) throw new RowProblem(P.setOrder(order.trim()));
  return kind;
}

function units(header: Set<string>): StatedUnits {
  const weight = firstColumn(header, WEIGHT);
  const distance = firstColumn(header, DISTANCE);
  return {
    weight: weight === 'Weight (kg)' ? 'kg' : weight === 'Weight (lbs)' || weight === 'Weight (lb)' ? 'lb' : null,
    distance:
      distance === 'Distance (meters)' || distance === 'Distance (km)'
        ? 'km'
        : distance === 'Distance (miles)'
          ? 'mi'
          : null,
  };
}

function read(row: Row, line: number, header: Set<string>) {
  const kind = setKind(row.get('Set Order'));
  if (kind === 'rest') return { skip: 'restTimer' as const };
  const start = dateTimeCell(row, 'Date');
  const weightColumn = firstColumn(header, WEIGHT);
  const distanceColumn = firstColumn(header, DISTANCE);
  const durationColumn = firstColumn(header, DURATION);
  const reps = wholeCell(row, 'Reps');
  const weight = weightColumn ? decimalCell(row, weightColumn) : null;
  const rawDistance = distanceColumn ? decimalCell(row, distanceColumn) : null;
  const distance = rawDistance !== null && distanceColumn === 'Distance (meters)' ? rawDistance / 1000 : rawDistance;
  const seconds = header.has('seconds') ? decimalCell(row, 'Seconds') : null;
  if (!isDone({ reps, seconds, distance })) return { skip: 'notDone' as const };
  const exercise = textCell(row, 'Exercise Name');
  if (!exercise) throw new RowProblem(P.noExercise);
  const title = textCell(row, 'Workout Name') ?? 'Workout';
  const number = header.has('workout #') ? textCell(row, 'Workout #') : null;
  return {
    set: {
      line,
      workoutKey: number ? `#${number}` : `${row.get('Date').trim()}|${title}`,
      start,
      title,
      workoutSeconds: durationColumn ? parseDurationSeconds(row.get(durationColumn)) : null,
      workoutNotes: header.has('workout notes') ? textCell(row, 'Workout Notes') : null,
      exercise,
      exerciseNotes: header.has('notes') ? textCell(row, 'Notes') : null,
      supersetKey: null,
      kind,
      reps,
      weight,
      distance,
      seconds,
      ...(header.has('rpe') ? rpeCell(row, 'RPE') : { rpe: null, rpeLeftOut: false }),
      // The app exports no reps in reserve (RPE only).
      rir: null,
      rirLeftOut: false,
    },
  };
}

export const strongFormat: FormatDefinition = {
  source: 'strong',
  matches: (header) => ['date', 'workout name', 'exercise name', 'set order', 'reps'].every((c) => header.has(c)),
  label: (header) =>
    header.has('workout #')
      ? 'Strong (2025 export)'
      : header.has('workout notes')
        ? 'Strong (older export)'
        : 'Strong (late-2025 export)',
  units,
  effortColumns: (header) => ({ rpe: header.has('rpe'), rir: false }),
  read,
};
