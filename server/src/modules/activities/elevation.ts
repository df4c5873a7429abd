import { rollingMedian } from './rolling-median';
import { segmentRanges } from './stretches';
import type { Track } from './track';

/** Half the smoothing window, metres along the route (or seconds, for a track without distance). */
const HALF_WINDOW = 25;
/**
 * A climb or a descent counts once it exceeds this since the last turn (hysteresis). GPS heights
 * are off by ±5-10 m at every fix; after the median and the ±25 m average, a flat route still
 * wobbles by up to 9 m from its lowest to its highest point (the QA "noisy flat" file: ±6 m at
 * every 9 m). The 3 m used before let those wobbles count: 128 m of "climb" on that flat run.
 * 10 m, the figure usual for GPS altitude, clears them; a real climb loses nothing by it (once over
 * 10 m it counts in full, from its lowest point to its highest), only a roller of under 10 m
 * between turns is left out. A device's barometric totals, when the file has them, are used as
 * they are (summarize.ts).
 */
const THRESHOLD_M = 10;

/**
 * Elevation for the profile, the totals and the splits (all three read this one array, so they
 * agree). First a rolling median over 5 points: a single point (or two in a row) far off the rest,
 * like a GPS height 800 m up for one fix, is no terrain and is dropped, while a slope or a step of
 * the ground passes unchanged (the median of a rising run is its middle point). Then a moving
 * average over ±25 m of route (±25 s without a distance), so the few metres of noise a GPS or
 * barometer adds at every point do not add up to hundreds of metres of climbing. Gaps (NaN) are
 * skipped; neither window reaches into another track segment. Null when the track has no
 * elevation at all.
 */
export function smoothedElevation(track: Track): Float64Array | null {
  const { length: n } = track;
  if (!track.ele) return null;
  const ele = new Float64Array(n);
  for (const [first, last] of segmentRanges(track)) ele.set(rollingMedian(track.ele.subarray(first, last + 1)), first);
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
 * Total climb and descent of a smoothed profile, metres. The first climb (or descent) is the
 * first rise (or fall) of THRESHOLD_M anywhere, from the lowest (highest) point before it. Then a
 * turn counts only once the profile has moved THRESHOLD_M back from the highest (or lowest) point since the last turn (hysteresis), and
 * then from that extreme, so wobbles under it add nothing and real climbs count in full. Null with
 * fewer than two heights: one point cannot tell a climb (unknown, not 0).
 */
export function gainAndLoss(smoothed: Float64Array | null): { gain: number; loss: number } | null {
  if (!smoothed) return null;
  let gain = 0;
  let loss = 0;
  let ref = Number.NaN;
  let extreme = Number.NaN;
  let direction: 'up' | 'down' | null = null;
  // Until the first turn, the lowest and highest heights so far: the first climb (or descent) is
  // the one that first spans the threshold, wherever it starts (not only from the first point).
  let [low, high] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  let heights = 0;
  for (const e of smoothed) {
    if (Number.isNaN(e)) continue;
    heights++;
    if (direction === null) {
      [low, high] = [Math.min(low, e), Math.max(high, e)];
      if (high - low < THRESHOLD_M) continue;
      [direction, ref, extreme] = e === high ? ['up', low, high] : ['down', high, low];
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
  if (heights < 2) return null;
  if (direction === 'up') gain += extreme - ref;
  if (direction === 'down') loss += ref - extreme;
  return { gain, loss };
}
