import { segmentRanges } from './stretches';
import type { Track } from './track';

/** Half the smoothing window, metres along the route (or seconds, for a track without distance). */
const HALF_WINDOW = 25;
/** A climb or a descent counts once it exceeds this since the last turn (hysteresis). */
const THRESHOLD_M = 3;

/**
 * Elevation smoothed by a moving average over ±25 m of route (±25 s without a distance), so the
 * few metres of noise a GPS or barometer adds at every point do not add up to hundreds of metres
 * of climbing. Gaps (NaN) are skipped; the window never reaches into another track segment. Null
 * when the track has no elevation at all.
 */
export function smoothedElevation(track: Track): Float64Array | null {
  const { ele, length: n } = track;
  if (!ele) return null;
  const byDistance = track.dist[n - 1] > 0;
  // Without a distance every point has a time (build-track.ts keeps only timed points then).
  const key = (i: number) => (byDistance ? track.dist[i] : (track.timeMs[i] - track.timeMs[0]) / 1000);
  const out = new Float64Array(n);
  for (const [first, last] of segmentRanges(track)) {
    let lo = first;
    let hi = first - 1;
    let sum = 0;
    let count = 0;
    for (let i = first; i <= last; i++) {
      const centre = key(i);
      while (hi + 1 <= last && key(hi + 1) <= centre + HALF_WINDOW) {
        hi++;
        if (!Number.isNaN(ele[hi])) {
          sum += ele[hi];
          count++;
        }
      }
      while (key(lo) < centre - HALF_WINDOW) {
        if (!Number.isNaN(ele[lo])) {
          sum -= ele[lo];
          count--;
        }
        lo++;
      }
      out[i] = count > 0 ? sum / count : Number.NaN;
    }
  }
  return out;
}

/**
 * Climb and descent of a track's smoothed profile, segment by segment: the height between the end
 * of one track segment and the start of the next was not climbed on the record.
 */
export function trackGainAndLoss(track: Track, smoothed: Float64Array | null): { gain: number; loss: number } | null {
  if (!smoothed) return null;
  let [gain, loss, any] = [0, 0, false];
  for (const [first, last] of segmentRanges(track)) {
    const part = gainAndLoss(smoothed.subarray(first, last + 1));
    if (!part) continue;
    [gain, loss, any] = [gain + part.gain, loss + part.loss, true];
  }
  return any ? { gain, loss } : null;
}

/**
 * Total climb and descent of a smoothed profile, metres. A turn counts only once the profile has
 * moved 3 m back from the highest (or lowest) point since the last turn (hysteresis), and then
 * from that extreme, so wobbles under 3 m add nothing and real climbs count in full.
 */
export function gainAndLoss(smoothed: Float64Array | null): { gain: number; loss: number } | null {
  if (!smoothed) return null;
  let gain = 0;
  let loss = 0;
  let ref = Number.NaN;
  let extreme = Number.NaN;
  let direction: 'up' | 'down' | null = null;
  for (const e of smoothed) {
    if (Number.isNaN(e)) continue;
    if (Number.isNaN(ref)) {
      ref = e;
      continue;
    }
    if (direction === null) {
      if (Math.abs(e - ref) >= THRESHOLD_M) [direction, extreme] = [e > ref ? 'up' : 'down', e];
    } else if (direction === 'up') {
      if (e > extreme) extreme = e;
      else if (extreme - e >= THRESHOLD_M) {
        gain += extreme - ref;
        [ref, extreme, direction] = [extreme, e, 'down'];
      }
    } else if (e < extreme) extreme = e;
    else if (e - extreme >= THRESHOLD_M) {
      loss += ref - extreme;
      [ref, extreme, direction] = [extreme, e, 'up'];
    }
  }
  if (Number.isNaN(ref)) return null;
  if (direction === 'up') gain += extreme - ref;
  if (direction === 'down') loss += ref - extreme;
  return { gain, loss };
}
