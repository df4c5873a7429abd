import type { ShareSet, WorkoutShareSummary } from '../schemas/workout-share';
import { formatDistance, formatWeight, METRIC_UNITS, type UnitPreferences } from '../units';
import { setVolumeKg } from './one-rep-max';

// The snapshot of a logged workout that a post carries (common/schemas/workout-share.ts): built
// by the server when the member shares it, and by the web for the preview before sharing.

interface SetLike extends ShareSet {
  kind?: string;
}

interface LogLike {
  id: number;
  title: string;
  date: string;
  durationMinutes: number | null;
  exercises: { name: string; sets: SetLike[] }[];
}

function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return `${m}:${String(s).padStart(2, '0')}`;
}

const figures = ({ reps, weightKg, durationSeconds, distanceKm }: SetLike): ShareSet => ({
  reps,
  weightKg,
  durationSeconds,
  distanceKm,
});

/**
 * The exercise's best set: the heaviest weighted one (then the most reps), else the farthest,
 * else the most reps, else the longest. Warm-ups never are.
 */
export function bestSetOf(allSets: readonly SetLike[]): ShareSet | null {
  const sets = allSets.filter((s) => s.kind !== 'warmup');
  const weighted = sets.filter((s) => (s.weightKg ?? 0) > 0 && (s.reps ?? 0) > 0);
  if (weighted.length) {
    return figures(
      weighted.reduce((a, b) =>
        b.weightKg! > a.weightKg! || (b.weightKg === a.weightKg && b.reps! > a.reps!) ? b : a,
      ),
    );
  }
  const far = sets.filter((s) => (s.distanceKm ?? 0) > 0);
  if (far.length) return figures(far.reduce((a, b) => (b.distanceKm! > a.distanceKm! ? b : a)));
  const withReps = sets.filter((s) => (s.reps ?? 0) > 0);
  if (withReps.length) return figures(withReps.reduce((a, b) => (b.reps! > a.reps! ? b : a)));
  const timed = sets.filter((s) => (s.durationSeconds ?? 0) > 0);
  if (timed.length) return figures(timed.reduce((a, b) => (b.durationSeconds! > a.durationSeconds! ? b : a)));
  return null;
}

/** A best set in words, in `units`: '80 kg x 5', '12 reps', '5 km in 25:00', '45 s'. */
export function bestSetText(set: ShareSet, units: UnitPreferences = METRIC_UNITS): string {
  if ((set.weightKg ?? 0) > 0 && (set.reps ?? 0) > 0)
    return `${formatWeight(set.weightKg!, units.weight)} x ${set.reps}`;
  if ((set.distanceKm ?? 0) > 0) {
    const distance = formatDistance(set.distanceKm!, units.distance);
    return set.durationSeconds ? `${distance} in ${clock(set.durationSeconds)}` : distance;
  }
  if ((set.reps ?? 0) > 0) return `${set.reps} reps`;
  const seconds = set.durationSeconds ?? 0;
  return seconds < 60 ? `${seconds} s` : seconds % 60 ? `${clock(seconds)} min` : `${seconds / 60} min`;
}

/** The exercise's best set in metric words (the snapshot's text), or null. */
export function bestSetLabel(sets: readonly SetLike[]): string | null {
  const best = bestSetOf(sets);
  return best ? bestSetText(best) : null;
}

export function shareSummaryOf(
  log: LogLike,
  personalRecords: WorkoutShareSummary['personalRecords'] = [],
): WorkoutShareSummary {
  const volume = log.exercises.flatMap((e) => e.sets).reduce((sum, set) => sum + setVolumeKg(set), 0);
  return {
    logId: log.id,
    title: log.title,
    date: log.date,
    durationMinutes: log.durationMinutes,
    exercises: log.exercises.map((e) => {
      const bestSet = bestSetOf(e.sets);
      return { name: e.name, sets: e.sets.length, best: bestSet && bestSetText(bestSet), bestSet };
    }),
    totalVolumeKg: Math.round(volume * 10) / 10,
    personalRecords,
  };
}

/** A shared exercise's best set as `units` read it (older posts only have the metric text). */
export function sharedBestText(
  exercise: WorkoutShareSummary['exercises'][number],
  units: UnitPreferences,
): string | null {
  return exercise.bestSet ? bestSetText(exercise.bestSet, units) : exercise.best;
}

/** A shared record's value as `units` read it. */
export function sharedRecordText(record: WorkoutShareSummary['personalRecords'][number], units: UnitPreferences) {
  if (record.weightKg !== undefined) return formatWeight(record.weightKg, units.weight);
  if (record.distanceKm !== undefined) return formatDistance(record.distanceKm, units.distance);
  return record.value;
}
