import type { BestEffort } from '@common/schemas/activities';
import type { Track } from './track';

/**
 * The fastest stretch of exactly `distanceM` anywhere in the track (elapsed time, with positions
 * interpolated linearly between points), or null when the track is shorter. Between points the
 * motion is linear, so the fastest stretch starts or ends at a recorded point: one pass fixes the
 * end at each point and finds the latest moment the start distance was passed, another fixes the
 * start and finds the earliest moment the end was reached. Two pointers: O(n).
 */
export function bestEffort(track: Track, distanceM: number): BestEffort | null {
  const { dist, timeMs: t, length: n } = track;
  if (n < 2 || dist[n - 1] < distanceM) return null;
  let best: BestEffort | null = null;
  const consider = (seconds: number, startM: number) => {
    if (seconds > 0 && (best === null || seconds < best.seconds)) {
      best = { distanceM, seconds, startM, endM: startM + distanceM };
    }
  };

  // The stretch ends at point j: it started at distance s, passed last between points i and i+1.
  let i = 0;
  for (let j = 1; j < n; j++) {
    const s = dist[j] - distanceM;
    if (s < 0) continue;
    while (i + 1 < j && dist[i + 1] <= s) i++;
    const span = dist[i + 1] - dist[i];
    const startTime = span > 0 && s > dist[i] ? t[i] + ((s - dist[i]) / span) * (t[i + 1] - t[i]) : t[i];
    consider((t[j] - startTime) / 1000, s);
  }

  // The stretch starts at point i: it reached distance e first between points j-1 and j.
  let j = 1;
  for (let k = 0; k < n; k++) {
    const e = dist[k] + distanceM;
    if (e > dist[n - 1]) break;
    while (j < n - 1 && dist[j] < e) j++;
    const span = dist[j] - dist[j - 1];
    const endTime = span > 0 ? t[j - 1] + ((e - dist[j - 1]) / span) * (t[j] - t[j - 1]) : t[j];
    consider((endTime - t[k]) / 1000, dist[k]);
  }
  return best;
}

/** Every best effort the track is long enough for. */
export function bestEfforts(track: Track, distances: readonly number[]): BestEffort[] {
  return distances.map((d) => bestEffort(track, d)).filter((e): e is BestEffort => e !== null);
}
