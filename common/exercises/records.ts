import { EPLEY_MAX_REPS, epleyOneRepMax } from '../fitness/one-rep-max';
import type { ExerciseProgress, ExerciseRecords, ProgressMetric, RecordSet } from '../schemas/workout-exercises';
import type { LoggingType } from './vocab';

// A member's records and progress on one exercise, from the sets they logged (warm-ups never
// count). What "best" means follows the exercise's logging type: a heavier load, except for
// assisted exercises, where less assistance is better; estimated 1RM and set volume only for weight ×
// reps (added load on a dip is not a 1RM of the dip). Each record names the set it comes from, and
// the first time it was reached wins a tie. Nothing is estimated where the sets do not hold it.

export interface LoggedSet extends RecordSet {
  kind: string;
}

const REP_MAX_COUNTS = Array.from({ length: EPLEY_MAX_REPS }, (_, i) => i + 1);

/**
 * The estimated 1RM of a set of weight × reps, never below the weight actually lifted: Epley for 1
 * to 12 reps (a single is its own), and past 12 reps, where the formula is no longer trusted, the
 * weight itself.
 */
export function setOneRepMax(weightKg: number | null, reps: number | null): number | null {
  if (!weightKg || weightKg <= 0 || !reps || reps < 1) return null;
  return Math.max(epleyOneRepMax(weightKg, reps) ?? 0, weightKg);
}

const counts = (s: LoggedSet) => s.kind !== 'warmup';
const hasReps = (s: LoggedSet) => (s.reps ?? 0) >= 1;
const hasLoad = (s: LoggedSet) => s.weightKg !== null && s.weightKg >= 0;

/** Whether the logging type's load is better when lower (assistance). */
export const lowerLoadIsBetter = (type: LoggingType) => type === 'assisted_bodyweight';

/** The set with the best value (first reached wins a tie); null when no set has one. */
function best(
  sets: LoggedSet[],
  value: (s: LoggedSet) => number | null,
  lowerIsBetter = false,
): { set: LoggedSet; value: number } | null {
  let top: { set: LoggedSet; value: number } | null = null;
  for (const set of sets) {
    const v = value(set);
    if (v === null || !Number.isFinite(v)) continue;
    if (!top || (lowerIsBetter ? v < top.value : v > top.value)) top = { set, value: v };
  }
  return top;
}

const recordSet = ({ kind: _, ...set }: LoggedSet): RecordSet => set;
const round1 = (n: number) => Math.round(n * 10) / 10;

export function exerciseRecords(type: LoggingType, logged: LoggedSet[]): ExerciseRecords {
  const sets = logged.filter(counts);
  const loaded = type === 'weight_reps' || type === 'weighted_bodyweight' || type === 'assisted_bodyweight';
  const lower = lowerLoadIsBetter(type);
  // Weight × reps counts a load above zero; an added load or an assistance of 0 kg is a real value.
  const loadOf = (s: LoggedSet) =>
    loaded && hasReps(s) && hasLoad(s) && (type !== 'weight_reps' || (s.weightKg ?? 0) > 0) ? s.weightKg : null;
  const bestLoad = loaded ? best(sets, loadOf, lower) : null;
  const oneRepMax = type === 'weight_reps' ? best(sets, (s) => setOneRepMax(s.weightKg, s.reps)) : null;
  const volume =
    type === 'weight_reps'
      ? best(sets, (s) => (hasReps(s) && (s.weightKg ?? 0) > 0 ? s.reps! * s.weightKg! : null))
      : null;
  const repMaxes = loaded
    ? REP_MAX_COUNTS.flatMap((reps) => {
        const top = best(sets, (s) => ((s.reps ?? 0) >= reps ? loadOf(s) : null), lower);
        return top ? [{ reps, set: recordSet(top.set) }] : [];
      })
    : [];
  const mostReps = best(sets, (s) => (hasReps(s) ? s.reps : null));
  const longest = best(sets, (s) => s.durationSeconds);
  const farthest = best(sets, (s) => s.distanceKm);
  const pace = best(sets, (s) => (s.distanceKm && s.durationSeconds ? s.durationSeconds / s.distanceKm : null), true);
  return {
    bestLoad: bestLoad ? recordSet(bestLoad.set) : null,
    bestOneRepMax: oneRepMax ? { kg: round1(oneRepMax.value), set: recordSet(oneRepMax.set) } : null,
    bestSetVolume: volume ? { kg: round1(volume.value), set: recordSet(volume.set) } : null,
    repMaxes,
    mostReps: mostReps ? recordSet(mostReps.set) : null,
    longestDuration: longest ? recordSet(longest.set) : null,
    longestDistance: farthest ? recordSet(farthest.set) : null,
    fastestPace: pace ? { secondsPerKm: Math.round(pace.value), set: recordSet(pace.set) } : null,
  };
}

const METRIC_OF: Record<LoggingType, ProgressMetric> = {
  weight_reps: 'one_rep_max',
  weighted_bodyweight: 'added_load',
  assisted_bodyweight: 'assistance',
  reps_only: 'reps',
  duration: 'duration',
  distance_duration: 'distance',
};

/**
 * One point per session (sets in date order, grouped by log): the session's estimated 1RM, added
 * load, least assistance, most reps, longest time or total distance. Sessions without such a set
 * have no point.
 */
export function exerciseProgress(type: LoggingType, logged: LoggedSet[]): ExerciseProgress {
  const metric = METRIC_OF[type];
  const lowerIsBetter = lowerLoadIsBetter(type);
  const sessions = new Map<number, LoggedSet[]>();
  for (const s of logged) {
    if (!counts(s)) continue;
    const list = sessions.get(s.logId);
    if (list) list.push(s);
    else sessions.set(s.logId, [s]);
  }
  const points: ExerciseProgress['points'] = [];
  for (const [logId, sets] of sessions) {
    let value: number | null = null;
    if (metric === 'one_rep_max') value = best(sets, (s) => setOneRepMax(s.weightKg, s.reps))?.value ?? null;
    else if (metric === 'added_load' || metric === 'assistance')
      value = best(sets, (s) => (hasReps(s) && hasLoad(s) ? s.weightKg : null), lowerIsBetter)?.value ?? null;
    else if (metric === 'reps') value = best(sets, (s) => s.reps)?.value ?? null;
    else if (metric === 'duration') value = best(sets, (s) => s.durationSeconds)?.value ?? null;
    else {
      const km = sets.reduce((sum, s) => sum + (s.distanceKm ?? 0), 0);
      value = km > 0 ? km : null;
    }
    if (value !== null) points.push({ date: sets[0].date, value: round1(value), logId });
  }
  return { metric, lowerIsBetter, points };
}
