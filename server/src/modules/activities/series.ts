import { ACTIVITY_LIMITS, type ActivitySeries } from '@common/schemas/activities';
import { smoothedElevation } from './elevation';
import { visibleRuns } from './privacy-zones';
import type { Track } from './track';

/** Half the window over which the charted speed is averaged, seconds. */
const SPEED_HALF_WINDOW_S = 10;

/** Speed at each point over ±10 s of track: point-to-point speed at 1 Hz is mostly GPS noise. */
function smoothedSpeed(track: Track, indices: number[]): (number | null)[] {
  const { timeMs: t, dist, length: n } = track;
  if (dist[n - 1] <= 0) return indices.map(() => null);
  return indices.map((i) => {
    let a = i;
    let b = i;
    while (a > 0 && t[i] - t[a - 1] <= SPEED_HALF_WINDOW_S * 1000) a--;
    while (b < n - 1 && t[b + 1] - t[i] <= SPEED_HALF_WINDOW_S * 1000) b++;
    const dt = (t[b] - t[a]) / 1000;
    return dt > 0 ? Math.round(((dist[b] - dist[a]) / dt) * 100) / 100 : null;
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
 * zones, decided on the server), thinned to at most ACTIVITY_LIMITS.seriesMaxPoints.
 */
export function buildSeries(
  track: Track,
  mask: Uint8Array,
  ele: Float64Array | null = smoothedElevation(track),
): ActivitySeries {
  const picked = pickIndices(visibleRuns(mask), ACTIVITY_LIMITS.seriesMaxPoints);
  const indices = picked.map((p) => p.index);
  const t0 = track.timeMs[0];
  return {
    segment: picked.map((p) => p.segment),
    distanceM: indices.map((i) => round(track.dist[i], 1)),
    elapsedSeconds: indices.map((i) => Math.round((track.timeMs[i] - t0) / 1000)),
    lat: indices.map((i) => (track.lat ? round(track.lat[i], 6) : null)),
    lng: indices.map((i) => (track.lng ? round(track.lng[i], 6) : null)),
    elevationM: indices.map((i) => (ele && Number.isFinite(ele[i]) ? round(ele[i], 1) : null)),
    heartRate: indices.map((i) => (track.hr && track.hr[i] > 0 ? track.hr[i] : null)),
    speedMps: smoothedSpeed(track, indices),
  };
}
