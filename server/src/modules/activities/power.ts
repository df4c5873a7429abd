import { ACTIVITY_LIMITS as L } from '@common/schemas/activities';
import { isTimed, startsSegment, type Track } from './track';

/** The rolling window of normalised power, seconds (Coggan's definition). */
const NP_WINDOW_S = 30;

/**
 * The ride's power as one value per second of recording: each timed point's reading stands for the
 * seconds since the point before it (a FIT record's power is over the last second), pauses (a gap
 * over `pauseGapSeconds`, a new track segment) and untimed points leave no seconds. A reading of 0
 * is 0 W (coasting): power meters write 0, not nothing, when the pedals stop.
 */
export function powerBySecond(track: Track): number[] | null {
  const { power, timeMs: t } = track;
  if (!power) return null;
  const seconds: number[] = [];
  let previous = -1;
  for (let i = 0; i < track.length; i++) {
    if (!isTimed(track, i)) {
      previous = -1;
      continue;
    }
    let count = 1;
    if (previous >= 0 && !startsSegment(track, i)) {
      const dt = (t[i] - t[previous]) / 1000;
      if (dt <= 0) count = 0;
      else if (dt <= L.pauseGapSeconds) count = Math.round(dt);
    }
    for (let k = 0; k < count; k++) seconds.push(power[i]);
    previous = i;
  }
  return seconds;
}

/**
 * Normalised power of a 1-second power series: the 30-second rolling average, raised to the 4th
 * power, averaged, and the 4th root taken. Null under 30 seconds (no full window).
 */
export function normalizedPower(seconds: readonly number[]): number | null {
  if (seconds.length < NP_WINDOW_S) return null;
  let windowSum = 0;
  let fourthSum = 0;
  let windows = 0;
  for (let i = 0; i < seconds.length; i++) {
    windowSum += seconds[i];
    if (i >= NP_WINDOW_S) windowSum -= seconds[i - NP_WINDOW_S];
    if (i >= NP_WINDOW_S - 1) {
      fourthSum += (windowSum / NP_WINDOW_S) ** 4;
      windows++;
    }
  }
  return (fourthSum / windows) ** 0.25;
}

export interface PowerFigures {
  avgPower: number | null;
  normalizedPower: number | null;
  maxPower: number | null;
  avgCadence: number | null;
}

/** Average, normalised and highest power (watts) and average cadence of a track, where the file has them. */
export function powerFigures(track: Track): PowerFigures {
  const bySecond = powerBySecond(track);
  let avgPower: number | null = null;
  let np: number | null = null;
  let maxPower: number | null = null;
  if (bySecond && bySecond.length > 0) {
    avgPower = Math.round(bySecond.reduce((a, b) => a + b, 0) / bySecond.length);
    const n = normalizedPower(bySecond);
    np = n === null ? null : Math.round(n);
    maxPower = bySecond.reduce((a, b) => Math.max(a, b), 0);
  }
  let avgCadence: number | null = null;
  if (track.cadence) {
    // Cadence 0 is not pedalling (coasting): the average is of the pedalling, as devices show it.
    let sum = 0;
    let count = 0;
    for (let i = 0; i < track.length; i++) {
      if (track.cadence[i] > 0) {
        sum += track.cadence[i];
        count++;
      }
    }
    avgCadence = count > 0 ? Math.round(sum / count) : null;
  }
  return { avgPower, normalizedPower: np, maxPower, avgCadence };
}
