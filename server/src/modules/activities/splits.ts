import type { Split } from '@common/schemas/activities';
import type { Track } from './track';

export const KM = 1000;
export const MILE = 1609.344;
/** A last, partial split shorter than this is left out (a few metres past the last marker). */
const MIN_LAST_SPLIT_M = 10;

/** `values` at distance `d`, linear between the points around it (`j` is the first point at or past d). */
function at(track: Track, values: ArrayLike<number>, d: number, j: number): number {
  const { dist } = track;
  if (j === 0 || dist[j] === dist[j - 1]) return values[j];
  const f = (d - dist[j - 1]) / (dist[j] - dist[j - 1]);
  return values[j - 1] + f * (values[j] - values[j - 1]);
}

/** Metres of a split that may be untimed before its time counts as unknown (rounding, not route). */
const UNTIMED_TOLERANCE_M = 0.01;

/**
 * Per-kilometre (or per-mile) splits: moving time, elevation change of the smoothed profile and
 * mean heart rate of each `unitM` of distance; the last one may be partial. A split with any part
 * the file gave no times for (`untimed`, cumulative metres per point) has no time: null, never an
 * interpolation across the untimed stretch.
 */
export function splitsOf(
  track: Track,
  unitM: number,
  moving: Float64Array,
  smoothedEle: Float64Array | null,
  untimed: Float64Array,
): Split[] {
  const { dist, hr, length: n } = track;
  const total = dist[n - 1];
  const splits: Split[] = [];
  let j = 0;
  let prev = { d: 0, moving: 0, untimed: 0, ele: smoothedEle ? smoothedEle[0] : Number.NaN, index: 0 };
  for (let k = 1; prev.d < total; k++) {
    const d = Math.min(k * unitM, total);
    if (d - prev.d < MIN_LAST_SPLIT_M && d === total && k > 1) break;
    while (j < n - 1 && dist[j] < d) j++;
    const now = {
      d,
      moving: at(track, moving, d, j),
      untimed: at(track, untimed, d, j),
      ele: smoothedEle ? at(track, smoothedEle, d, j) : Number.NaN,
      index: j,
    };
    let hrSum = 0;
    let hrCount = 0;
    if (hr) {
      for (let i = prev.index; i <= now.index; i++) {
        if (hr[i] > 0) {
          hrSum += hr[i];
          hrCount++;
        }
      }
    }
    const change = now.ele - prev.ele;
    splits.push({
      index: k,
      distanceM: Math.round((d - prev.d) * 10) / 10,
      // Rounded at the boundaries, so the splits add up to the whole moving time.
      movingSeconds:
        now.untimed - prev.untimed > UNTIMED_TOLERANCE_M ? null : Math.round(now.moving) - Math.round(prev.moving),
      elevationChangeM: Number.isFinite(change) ? Math.round(change) : null,
      avgHeartRate: hrCount > 0 ? Math.round(hrSum / hrCount) : null,
    });
    prev = now;
  }
  return splits;
}
