import { ROW_PROBLEMS as P } from '@common/history-import-texts';
import { LOG_LIMITS, logSetSchema } from '@common/schemas/workout-logs';
import type { LocalDateTime } from '../date-times';
import { parseDecimal } from '../values';
import { type Row, RowProblem } from './types';

// Reading typed cells out of a row; a cell that is not what its column promises is a RowProblem.

export function decimalCell(row: Row, column: string): number | null {
  const raw = row.get(column);
  const cell = parseDecimal(raw);
  if (!cell.ok) throw new RowProblem(P.number(column, raw.trim()));
  if (cell.value !== null && cell.value < 0) throw new RowProblem(P.negative(column, raw.trim()));
  return cell.value;
}

/**
 * An RPE cell (Hevy's rpe, Strong's RPE): kept as the file writes it when it is 1 to 10 in halves;
 * anything else is left out (and said), never rounded into a value the file does not hold.
 */
export function rpeCell(row: Row, column: string): { rpe: number | null; rpeLeftOut: boolean } {
  const cell = parseDecimal(row.get(column));
  if (cell.ok && cell.value === null) return { rpe: null, rpeLeftOut: false };
  const value = cell.ok ? cell.value : null;
  if (value !== null && value >= LOG_LIMITS.rpeMin && value <= LOG_LIMITS.rpeMax && Number.isInteger(value * 2))
    return { rpe: value, rpeLeftOut: false };
  return { rpe: null, rpeLeftOut: true };
}

/**
 * An RIR cell (FitCircle's own export): kept when a logged set could hold it (logSetSchema's rule,
 * a whole number 0 to 10; '2.0' is 2); anything else is left out (and said), as an RPE is, never
 * rounded into a value the file does not hold. An empty cell stays empty.
 */
export function rirCell(row: Row, column: string): { rir: number | null; rirLeftOut: boolean } {
  const cell = parseDecimal(row.get(column));
  if (cell.ok && cell.value === null) return { rir: null, rirLeftOut: false };
  const checked = cell.ok ? logSetSchema.shape.rir.safeParse(cell.value) : null;
  if (checked?.success && typeof checked.data === 'number') return { rir: checked.data, rirLeftOut: false };
  return { rir: null, rirLeftOut: true };
}

/** Whole numbers, also written '13.0'. */
export function wholeCell(row: Row, column: string): number | null {
  const value = decimalCell(row, column);
  if (value !== null && !Number.isInteger(value)) throw new RowProblem(P.wholeNumber(column, row.get(column).trim()));
  return value;
}

export function dateTimeCell(row: Row, column: string): LocalDateTime {
  const raw = row.get(column).trim();
  const value = row.dateTime(column);
  if (!value) throw new RowProblem(P.date(raw));
  return value;
}

/** Trimmed text, or null when blank. */
export function textCell(row: Row, column: string): string | null {
  const value = row.get(column).trim();
  return value === '' ? null : value;
}

/** A set counts as done when it recorded reps, time or distance; anything else was never done. */
export function isDone(s: { reps: number | null; seconds: number | null; distance: number | null }): boolean {
  return (s.reps ?? 0) > 0 || (s.seconds ?? 0) > 0 || (s.distance ?? 0) > 0;
}

/** The first of `names` the header has, or null. */
export function firstColumn(header: Set<string>, names: string[]): string | null {
  return names.find((n) => header.has(n.toLowerCase())) ?? null;
}
