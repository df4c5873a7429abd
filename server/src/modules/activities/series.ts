import { ACTIVITY_LIMITS, type ActivitySeries } from '@common/schemas/activities';
import { smoothedElevation } from './elevation';
import { drawnRuns } from './stretches';
import { firstTimed, isTimed, type Track } from './track';

/** Half the window over which the charted speed and power are averaged, seconds. */
const HALF_WINDOW_S = 10;

/**
 * The timed points around point i within ±10 s and its own track segment, as [first, last]; null
 * for a point without a time (no speed or power is shown where there are no times).
 */
function windowAround(track: Track, i: number): [number, number] | null {
  const { timeMs: t, segment, length: n } = track;
  if (!isTimed(track, i)) return null;
  const same = (k: number) => isTimed(track, k) && (segment === null || segment[k] === segment[i]);
  let a = i;
  let b = i;
  while (a > 0 && same(a - 1) && t[i] - t[a - 1] <= HALF_WINDOW_S * 1000) a--;
  while (b < n - 1 && same(b + 1) && t[b + 1] - t[i] <= HALF_WINDOW_S * 1000) b++;
  return [a, b];
}

/** Speed at each point over ±10 s of track: point-to-point speed at 1 Hz is mostly GPS noise. */
function smoothedSpeed(track: Track, indices: number[]): (number | null)[] {
  const { timeMs: t, dist, length: n } = track;
  if (dist[n - 1] <= 0) return indices.map(() => null);
  return indices.map((i) => {
    const w = windowAround(track, i);
    if (!w) return null;
    const dt = (t[w[1]] - t[w[0]]) / 1000;
    return dt > 0 ? Math.round(((dist[w[1]] - dist[w[0]]) / dt) * 100) / 100 : null;
  });
}

/** Power at each point averaged over ±10 s (a reading of 0 is coasting, 0 W). */
function smoothedPower(track: Track, indices: number[]): (number | null)[] {
  const { power } = track;
  if (!power) return indices.map(() => null);
  return indices.map((i) => {
    const w = windowAround(track, i);
    if (!w) return null;
    let sum = 0;
    for (let k = w[0]; k <= w[1]; k++) sum += power[k];
    return Math.round(sum / (w[1] - w[0] + 1));
  });
}

/** Indices to draw: at most `max`, evenly spread over the visible runs, each run's ends kept. */
function pickIndices(runs: [number, number][], max: number): { index: number; segment: number }[] {
  const visible = runs.reduce((sum, [a, b]) => sum + b - a + 1, 0);
  const step = Math.max(1, Math.ceil(visible / max));
  const picked: { index: number; segment: number }[] = [];
  runs.forEach(([a, b], segment) => {
    for (let i = a; i <= b; i += step) picked.push({ index: i, segment });
    if ((b - a) % step !== 0) picked.push({ index: b, segment });
  });
  return picked;
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * The page's map and chart points for one viewer: only the points `mask` lets through (privacy
 * zones, decided on the server), thinned to at most ACTIVITY_LIMITS.seriesMaxPoints. A new
 * `segment` starts at a privacy-zone cut and at a new track segment of the file.
 */
export function buildSeries(
  track: Track,
  mask: Uint8Array,
  ele: Float64Array | null = smoothedElevation(track),
): ActivitySeries {
  const picked = pickIndices(drawnRuns(track, mask), ACTIVITY_LIMITS.seriesMaxPoints);
  const indices = picked.map((p) => p.index);
  const t0 = track.timeMs[Math.max(0, firstTimed(track))];
  return {
    segment: picked.map((p) => p.segment),
    distanceM: indices.map((i) => round(track.dist[i], 1)),
    elapsedSeconds: indices.map((i) => (isTimed(track, i) ? Math.round((track.timeMs[i] - t0) / 1000) : null)),
    lat: indices.map((i) => (track.lat ? round(track.lat[i], 6) : null)),
    lng: indices.map((i) => (track.lng ? round(track.lng[i], 6) : null)),
    elevationM: indices.map((i) => (ele && Number.isFinite(ele[i]) ? round(ele[i], 1) : null)),
    heartRate: indices.map((i) => (track.hr && track.hr[i] > 0 ? track.hr[i] : null)),
    speedMps: smoothedSpeed(track, indices),
    power: smoothedPower(track, indices),
    cadence: indices.map((i) => (track.cadence && track.cadence[i] > 0 ? track.cadence[i] : null)),
  };
}
