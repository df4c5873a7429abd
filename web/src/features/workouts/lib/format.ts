import { type CalendarDateShape, calendarDate, formatCount } from '@common/en-us-format';
import type { LoggingType } from '@common/exercises/vocab';
import { EXERCISE_TEXTS } from '@common/exercises-texts';
import type { SetKind } from '@common/schemas/workout-logs';
import { formatDistance, formatWeight, type UnitPreferences, type WeightUnit, weightFromKg } from '@common/units';
import { SET_KIND_LABELS } from './set-kinds';

// How workout figures read on screen. Weights and distances always arrive in kg and km and are
// shown in the member's units (common/units.ts).

/** 90 → '1:30', 3725 → '1:02:05'. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** A duration in words: 45 s, 20 min, 1 h 5 min. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
}

export interface TargetLike {
  sets?: number;
  reps?: number | null;
  weightKg?: number | null;
  durationSeconds?: number | null;
  distanceKm?: number | null;
}

/**
 * '3 x 8 reps @ 60 kg', '1 x 5 km', '2 x 45 s': what a planned exercise or a set asks for, in the
 * member's units (figures arrive in kg and km).
 */
export function formatTarget(t: TargetLike, units: UnitPreferences): string {
  const parts: string[] = [];
  if (t.reps) parts.push(`${t.reps} reps`);
  if (t.distanceKm) parts.push(formatDistance(t.distanceKm, units.distance));
  if (t.durationSeconds) parts.push(formatDuration(t.durationSeconds));
  let text = parts.join(' · ') || '—';
  if (t.weightKg) text += ` @ ${formatWeight(t.weightKg, units.weight)}`;
  return t.sets ? `${t.sets} x ${text}` : text;
}

/** A logged set: its figures, and its kind when it is not a normal set ('12 reps @ 20 kg (warm-up)'). */
export function formatLoggedSet(
  set: TargetLike & { kind?: SetKind },
  units: UnitPreferences,
  loggingType?: LoggingType,
): string {
  let text = formatTarget(set, units);
  // An added load or an assistance is not a weight lifted: written as lifters do ('8 reps @ +10 kg',
  // '8 reps @ −30 kg'), as the exercise page writes them.
  if (set.weightKg && (loggingType === 'weighted_bodyweight' || loggingType === 'assisted_bodyweight')) {
    const sign = loggingType === 'weighted_bodyweight' ? '+' : '−';
    text = text.replace(
      ` @ ${formatWeight(set.weightKg, units.weight)}`,
      ` @ ${sign}${formatWeight(set.weightKg, units.weight)}`,
    );
  }
  return set.kind && set.kind !== 'normal' ? `${text} (${SET_KIND_LABELS[set.kind].toLowerCase()})` : text;
}

/** A workout's length: '45 min', or 'Duration unknown' when the imported file gave none. */
export function formatWorkoutMinutes(minutes: number | null): string {
  return minutes === null ? EXERCISE_TEXTS.durationUnknown : `${minutes} min`;
}

/** Lifted volume (reps x weight): whole pounds, or kg to 0.1. '625 kg', '1,378 lb'. */
export function formatVolume(kg: number, unit: WeightUnit): string {
  const value = unit === 'kg' ? Math.round(kg * 10) / 10 : Math.round(weightFromKg(kg, unit));
  return `${formatCount(value)} ${unit}`;
}

/**
 * A date string 'YYYY-MM-DD' as 'Mon, Jun 2, 2025'; `{ weekday: undefined }` gives 'Jun 2, 2025',
 * `{ weekday: 'long', month: 'long' }` 'Monday, June 2, 2025', `{ year: false }` no year.
 */
export function formatDay(date: string, shape: Partial<CalendarDateShape> = {}): string {
  const [y, m, d] = date.split('-').map(Number);
  return calendarDate(new Date(y, m - 1, d), { weekday: 'short', month: 'short', ...shape });
}
