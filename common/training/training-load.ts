import type { HeartRateHistogram } from './heart-rate-histogram';
import { type HeartRateProfile, timeInZones } from './heart-rate-zones';

// A session's training load (decision 0029), in arbitrary units, from what the member produced:
// - heart rate and a resting heart rate: Banister's TRIMP over the heart-rate reserve;
// - heart rate and only a max: Edwards' TRIMP (minutes in each %-of-max zone times 1 to 5);
// - otherwise the member's rating of effort: session-RPE (Foster), minutes x rating (1-10).
// With none of these the load is unknown (null): never guessed, never 0.

export type LoadMethod = 'banister_trimp' | 'edwards_trimp' | 'session_rpe';

/**
 * Banister's weighting factor e^(b x) with the coefficients of his original model (0.64, 1.92).
 * They were fitted to men's lactate curves (women: 0.86, 1.67); the app does not ask a member's
 * sex, so every member is weighted the same, a model constant and not a figure about them.
 */
export const BANISTER = { a: 0.64, b: 1.92 } as const;

/**
 * Banister's TRIMP: the sum over the time at each heart rate of minutes x HRr x 0.64 e^(1.92 HRr),
 * where HRr = (bpm - resting) / (max - resting), kept within 0 to 1 (a reading below resting adds
 * nothing; one above the max counts as the max).
 */
export function banisterTrimp(h: HeartRateHistogram, maxHeartRate: number, restingHeartRate: number): number {
  const reserve = maxHeartRate - restingHeartRate;
  let load = 0;
  h.bpm.forEach((bpm, i) => {
    const x = Math.min(1, Math.max(0, (bpm - restingHeartRate) / reserve));
    load += (h.seconds[i] / 60) * x * BANISTER.a * Math.exp(BANISTER.b * x);
  });
  return load;
}

/** Edwards' TRIMP: minutes in each of the five %-of-max zones times the zone's number; below zone 1 adds nothing. */
export function edwardsTrimp(h: HeartRateHistogram, maxHeartRate: number): number {
  const { seconds } = timeInZones(h, { maxHeartRate, restingHeartRate: null });
  return seconds.reduce((load, s, i) => load + (s / 60) * (i + 1), 0);
}

/** Session-RPE: minutes x the member's rating of effort (1-10). */
export const sessionRpe = (minutes: number, effort: number) => minutes * effort;

export interface SessionFacts {
  /** Seconds at each heart rate; null without heart rate. */
  histogram: HeartRateHistogram | null;
  /** The member's heart rates (null: no max known, so no heart-rate load). */
  profile: HeartRateProfile | null;
  /** The member's rating of effort, 1-10; null when not rated. */
  effort: number | null;
  /** The session's minutes (an activity's moving time, a workout's duration); null when unknown. */
  minutes: number | null;
}

export interface SessionLoad {
  load: number;
  method: LoadMethod;
}

/** The session's load by the first method its facts allow, or null (unknown). */
export function sessionLoad(f: SessionFacts): SessionLoad | null {
  if (f.histogram && f.profile) {
    const { maxHeartRate, restingHeartRate } = f.profile;
    return restingHeartRate === null
      ? { load: edwardsTrimp(f.histogram, maxHeartRate), method: 'edwards_trimp' }
      : { load: banisterTrimp(f.histogram, maxHeartRate, restingHeartRate), method: 'banister_trimp' };
  }
  if (f.effort !== null && f.minutes !== null && f.minutes > 0) {
    return { load: sessionRpe(f.minutes, f.effort), method: 'session_rpe' };
  }
  return null;
}
