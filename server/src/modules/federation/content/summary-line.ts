import { formatStopwatch } from '@common/activity-sports';
import { bestSetText } from '@common/fitness/share-summary';
import type { Sport } from '@common/schemas/activities';
import type { ShareSet } from '@common/schemas/workout-share';
import {
  type DistanceUnit,
  formatDistance,
  formatPace,
  formatSpeed,
  formatWeight,
  type UnitPreferences,
} from '@common/units';

// The one line under a federated post that says what was done. Built with the formatters the web
// app uses (common/units.ts, activity-sports.ts), in the author's own units, so a Mastodon reader
// sees the figures the author sees. A figure the data does not hold is left out, never guessed.

export interface ActivityFigures {
  sport: Sport | null;
  distanceM: number | null;
  /** Metres the file gave no times for: pace is of the timed rest, as on the activity page. */
  untimedDistanceM: number;
  /** Null for a file of one instant (a single point): unknown. */
  movingSeconds: number | null;
}

/** '10.24 km · 48:23 · 4:44 /km' for a run, '42.5 km · 1:30:00 · 28.3 km/h' for a ride; null when nothing is known. */
export function activitySummaryLine(a: ActivityFigures, unit: DistanceUnit): string | null {
  const parts: string[] = [];
  // An unknown distance (null) is left out, as is 0: the line names only what was measured.
  const distanceM = a.distanceM ?? 0;
  if (distanceM > 0) parts.push(formatDistance(distanceM / 1000, unit));
  // So is an unknown moving time (null), and with it the pace.
  const movingS = a.movingSeconds ?? 0;
  if (movingS > 0) parts.push(formatStopwatch(movingS));
  const timedKm = (distanceM - a.untimedDistanceM) / 1000;
  if (timedKm > 0 && movingS > 0) {
    parts.push(
      a.sport === 'ride' ? formatSpeed(timedKm * (3600 / movingS), unit) : formatPace(movingS / timedKm, unit),
    );
  }
  return parts.length ? parts.join(' · ') : null;
}

/** One exercise of a shared workout: its working sets as logged (warm-ups left out), in order. */
export interface ExerciseSets {
  name: string;
  sets: ShareSet[];
}

/**
 * 'Bench Press 3 × 5 at 100 kg' when every working set had the same reps and load (what the
 * notation claims); otherwise the app's own wording of the best set ('Squat 4 sets, best 140 kg x 3').
 */
export function exerciseLine(e: ExerciseSets, units: UnitPreferences, best: ShareSet | null): string {
  const n = e.sets.length;
  const [first] = e.sets;
  const same = n > 0 && e.sets.every((s) => s.reps === first.reps && s.weightKg === first.weightKg);
  if (same && (first.reps ?? 0) > 0) {
    const load = (first.weightKg ?? 0) > 0 ? ` at ${formatWeight(first.weightKg!, units.weight)}` : '';
    return `${e.name} ${n} × ${first.reps}${load}`;
  }
  return countAndBest(e.name, n, best, units);
}

/** 'Squat 4 sets, best 140 kg x 3', 'Plank 2 sets', 'Rowing, best 2 km in 8:00'. */
export function countAndBest(name: string, n: number, best: ShareSet | null, units: UnitPreferences): string {
  const count = n > 0 ? ` ${n} ${n === 1 ? 'set' : 'sets'}` : '';
  return `${name}${count}${best ? `${count ? ',' : ''} best ${bestSetText(best, units)}` : ''}`;
}

/** The workout's exercises on one line, at most four named ('…and 2 more'). */
export function workoutSummaryLine(lines: string[]): string | null {
  if (lines.length === 0) return null;
  const shown = lines.slice(0, 4).join(', ');
  return lines.length > 4 ? `${shown} and ${lines.length - 4} more` : shown;
}
