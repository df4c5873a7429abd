import type { BestEffort } from '@common/schemas/activities';
import { timedRuns } from './stretches';
import type { Track } from './track';

/**
 * The fastest stretch of exactly `distanceM` between points lo and hi, all timed and in one segment
 * (elapsed time, with positions interpolated linearly between points), or null when the range is
 * shorter. Between points the motion is linear, so the fastest stretch starts or ends at a
 * recorded point: one pass fixes the end at each point and finds the latest moment the start
 * distance was passed, another fixes the start and finds the earliest moment the end was reached.
 * Two pointers: O(n).
 */
function fastestWithin(track: Track, lo: number, hi: number, distanceM: number): BestEffort | null {
  const { dist, timeMs: t } = track;
  if (hi <= lo || dist[hi] - dist[lo] < distanceM) return null;
  let best: BestEffort | null = null;
  const consider = (seconds: number, startM: number) => {
    if (seconds > 0 && (best === null || seconds < best.seconds)) {
      best = { distanceM, seconds, startM, endM: startM + distanceM };
    }
  };

  // The stretch ends at point j: it started at distance s, passed last between points i and i+1.
  let i = lo;
  for (let j = lo + 1; j <= hi; j++) {
    const s = dist[j] - distanceM;
    if (s < dist[lo]) continue;
    while (i + 1 < j && dist[i + 1] <= s) i++;
    const span = dist[i + 1] - dist[i];
    const startTime = span > 0 && s > dist[i] ? t[i] + ((s - dist[i]) / span) * (t[i + 1] - t[i]) : t[i];
    consider((t[j] - startTime) / 1000, s);
  }

  // The stretch starts at point k: it reached distance e first between points j-1 and j.
  let j = lo + 1;
  for (let k = lo; k <= hi; k++) {
    const e = dist[k] + distanceM;
    if (e > dist[hi]) break;
    while (j < hi && dist[j] < e) j++;
    const span = dist[j] - dist[j - 1];
    const endTime = span > 0 ? t[j - 1] + ((e - dist[j - 1]) / span) * (t[j] - t[j - 1]) : t[j];
    consider((endTime - t[k]) / 1000, dist[k]);
  }
  return best;
}

/**
 * The fastest stretch of exactly `distanceM` anywhere in the track, or null. An effort is measured
 * only where the file gave times, within one track segment (issue 32): it never crosses a gap in
 * the recording, nor starts, ends or passes where there are no times (its time would be invented).
 */
export function bestEffort(track: Track, distanceM: number): BestEffort | null {
  let best: BestEffort | null = null;
  for (const [lo, hi] of timedRuns(track)) {
    const found = fastestWithin(track, lo, hi, distanceM);
    if (found && (best === null || found.seconds < best.seconds)) best = found;
  }
  return best;
}

/** Every best effort the track is long enough for. */
export function bestEfforts(track: Track, distances: readonly number[]): BestEffort[] {
  return distances.map((d) => bestEffort(track, d)).filter((e): e is BestEffort => e !== null);
}
