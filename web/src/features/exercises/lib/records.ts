import { ONE_REP_MAX_METHODS } from '@common/coach-texts';
import type { LoggingType } from '@common/exercises/vocab';
import type { ExerciseRecords, RecordSet } from '@common/schemas/workout-exercises';
import { formatDistance, formatPace, formatWeight, type UnitPreferences } from '@common/units';
import { formatClock, formatDay, formatVolume } from '@/features/workouts';
import { formatSet } from './format-set';

// The exercise page's records as they read: labels follow the logging type (a heavier weight,
// more added weight, or less assistance is the best load), only records that exist are listed,
// and each names the set and the day it comes from.

/** 'Best estimated 1RM (Epley)'. */
export const ONE_REP_MAX_LABEL = `Best estimated 1RM (${ONE_REP_MAX_METHODS.epleyShort})`;

export interface RecordItem {
  id: string;
  label: string;
  value: string;
  /** The set the record comes from, when it says more than the value ('80 kg × 5'). */
  detail: string | null;
  /** 'Jun 2, 2025'. */
  date: string;
}

type LoadedType = 'weight_reps' | 'weighted_bodyweight' | 'assisted_bodyweight';

export const BEST_LOAD_LABELS: Record<LoadedType, string> = {
  weight_reps: 'Heaviest weight',
  weighted_bodyweight: 'Most added weight',
  assisted_bodyweight: 'Least assistance',
};

/** The rep-max table's load column. */
export const REP_MAX_LOAD_LABELS: Record<LoadedType, string> = {
  weight_reps: 'Weight',
  weighted_bodyweight: 'Added weight',
  assisted_bodyweight: 'Assistance',
};

export const REP_MAX_HINTS: Record<LoadedType, string> = {
  weight_reps: 'The heaviest weight you lifted for at least this many reps.',
  weighted_bodyweight: 'The most weight you added for at least this many reps.',
  assisted_bodyweight: 'The least assistance you used for at least this many reps.',
};

export const isLoadedType = (type: LoggingType): type is LoadedType =>
  type === 'weight_reps' || type === 'weighted_bodyweight' || type === 'assisted_bodyweight';

/** A record's load without the set's sign: '100 kg', '20 kg' added, '30 kg' of assistance, 'Bodyweight'. */
export function recordLoad(kg: number, type: LoadedType, units: UnitPreferences): string {
  if (kg > 0 || type === 'weight_reps') return formatWeight(kg, units.weight);
  return type === 'weighted_bodyweight' ? 'Bodyweight' : 'No assistance';
}

export const recordDate = (date: string) => formatDay(date, { weekday: undefined });

/** The records that exist, in the order the page lists them. */
export function recordItems(records: ExerciseRecords, type: LoggingType, units: UnitPreferences): RecordItem[] {
  const items: RecordItem[] = [];
  const add = (id: string, label: string, value: string, set: RecordSet, detail: string | null = null) =>
    items.push({ id, label, value, detail: detail && detail !== value ? detail : null, date: recordDate(set.date) });
  const setText = (set: RecordSet) => formatSet(set, type, units);

  if (records.bestLoad && isLoadedType(type) && records.bestLoad.weightKg !== null) {
    // Added weight and assistance of 0 kg are real values: "Bodyweight", "No assistance".
    const value = recordLoad(records.bestLoad.weightKg, type, units);
    add('best-load', BEST_LOAD_LABELS[type], value, records.bestLoad, setText(records.bestLoad));
  }
  if (records.bestOneRepMax) {
    const { kg, set } = records.bestOneRepMax;
    // Named with its method: the coach's effort-based max on the same page reads RPE, and differs.
    add('one-rep-max', ONE_REP_MAX_LABEL, formatWeight(kg, units.weight), set, `from ${setText(set)}`);
  }
  if (records.bestSetVolume) {
    const { kg, set } = records.bestSetVolume;
    add('set-volume', 'Best set volume', formatVolume(kg, units.weight), set, setText(set));
  }
  if (records.mostReps?.reps) {
    const set = records.mostReps;
    add('most-reps', 'Most reps', String(set.reps), set, set.weightKg || set.durationSeconds ? setText(set) : null);
  }
  if (records.longestDuration?.durationSeconds) {
    const set = records.longestDuration;
    add('longest-time', 'Longest time', formatClock(set.durationSeconds!), set, setText(set));
  }
  if (records.longestDistance?.distanceKm) {
    const set = records.longestDistance;
    add('longest-distance', 'Longest distance', formatDistance(set.distanceKm!, units.distance), set, setText(set));
  }
  if (records.fastestPace) {
    const { secondsPerKm, set } = records.fastestPace;
    add('fastest-pace', 'Fastest pace', formatPace(secondsPerKm, units.distance), set, setText(set));
  }
  return items;
}

export interface RepMaxRow {
  reps: number;
  load: string;
  /** When the set had more reps than the row's count: 'done for 5 reps'. */
  doneFor: number | null;
  date: string;
}

/** The rep-max table's rows (1 to 12 reps, only counts that have one). */
export function repMaxRows(records: ExerciseRecords, type: LoggingType, units: UnitPreferences): RepMaxRow[] {
  if (!isLoadedType(type)) return [];
  return records.repMaxes
    .filter((r) => r.set.weightKg !== null)
    .map(({ reps, set }) => ({
      reps,
      load: recordLoad(set.weightKg!, type, units),
      doneFor: set.reps !== null && set.reps > reps ? set.reps : null,
      date: recordDate(set.date),
    }));
}

/** Whether the member has any record at all (an exercise logged only as warm-ups has none). */
export function hasAnyRecord(records: ExerciseRecords): boolean {
  return (
    records.repMaxes.length > 0 ||
    [
      records.bestLoad,
      records.bestOneRepMax,
      records.bestSetVolume,
      records.mostReps,
      records.longestDuration,
      records.longestDistance,
      records.fastestPace,
    ].some((r) => r !== null)
  );
}
