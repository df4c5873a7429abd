import { ACTIVITY_LIMITS as L } from '@common/schemas/activities';
import { timedRuns } from './stretches';
import { haversineM, type Track } from './track';

/**
 * Seconds of track a step is judged over. GPS jitter while standing wanders a few metres and
 * does not add up: over 30 s it stays far under the 0.5 m/s (15 m) of movingMinSpeedMps, while a
 * slow walk (0.6 m/s and more) gets 18 m or more further in a straight line. A step's own speed
 * cannot tell them apart: at 1-2 s per point, jitter steps reach 1.5 m/s. It is also the pause
 * limit (pauseGapSeconds), so a step that long is judged on its own.
 */
const WINDOW_S = L.pauseGapSeconds;
/** The farthest a fix may lie from where a stop was made and still be that stop: half a window's walk. */
const MAX_STOP_RADIUS_M = (L.movingMinSpeedMps * WINDOW_S) / 2;

type Positions = Pick<Track, 'length' | 'timeMs' | 'segment' | 'lat' | 'lng' | 'dist'>;

/** Metres between points a and b in a straight line (GPS), or along the device's distance. */
const netMetres = (t: Positions, a: number, b: number) =>
  t.lat && t.lng ? haversineM(t.lat[a], t.lng[a], t.lat[b], t.lng[b]) : t.dist[b] - t.dist[a];

/**
 * Whether each step (from point i-1 to point i, index i) was standing still. The rule, one for the
 * distance (build-track.ts) and the moving time (moving-time.ts), so both leave out the same steps:
 *
 * 1. A step is stopped when, over the WINDOW_S seconds of track around it (its own points and
 *    its neighbours', within one stretch of timed points of one track segment; less when the
 *    stretch is shorter), the member got less than movingMinSpeedMps × those seconds further in
 *    a straight line. Sparse sampling is judged the same way: a step of 30 s or more is its own
 *    window, so a fix every minute on the move counts in full (time and distance), while a long
 *    step that went nowhere (auto-pause, a stop with the recording paused) counts neither.
 * 2. A stop found so also takes in the steps next to it whose points lie within the stop's own
 *    jitter (no farther from its centre than its farthest fix, at most MAX_STOP_RADIUS_M): the
 *    window of rule 1 straddles the moment of stopping, and would count up to 10 s of jitter on
 *    each side as movement.
 *
 * Steps without times, and the step into a new track segment, are never stopped here: they have
 * no speed (the first keeps its distance, the second has none). Without GPS the device's own
 * distance is the measure, in a straight line and from a stop's centre alike; build-track keeps
 * that distance as the device wrote it (a wheel or foot sensor has no jitter: it adds nothing
 * while the member stands), so only the moving time uses the rule there.
 */
export function stoppedSteps(track: Track): Uint8Array {
  const stopped = new Uint8Array(track.length);
  const t = track.timeMs;
  for (const [lo, hi] of timedRuns(track)) {
    for (let i = lo + 1; i <= hi; i++) {
      let [a, b] = [i - 1, i];
      const centre = (t[a] + t[b]) / 2;
      while (t[b] - t[a] < WINDOW_S * 1000 && (a > lo || b < hi)) {
        if (a > lo && (b === hi || centre - t[a - 1] <= t[b + 1] - centre)) a--;
        else b++;
      }
      const seconds = (t[b] - t[a]) / 1000;
      if (seconds > 0 && netMetres(track, a, b) < L.movingMinSpeedMps * seconds) stopped[i] = 1;
    }
    widenStops(track, stopped, lo, hi);
  }
  return stopped;
}

/**
 * Metres from the centre of the stop made at points first..last to point k: on the map with GPS
 * (longitudes taken relative to the first point, so a stop on the antimeridian has its centre
 * there), along the device's distance without.
 */
function fromStop(track: Positions, first: number, last: number): (k: number) => number {
  const count = last - first + 1;
  const { lat, lng, dist } = track;
  if (!lat || !lng) {
    let sum = 0;
    for (let k = first; k <= last; k++) sum += dist[k];
    return (k) => Math.abs(dist[k] - sum / count);
  }
  const dLng = (k: number) => ((((lng[k] - lng[first]) % 360) + 540) % 360) - 180;
  let [sumLat, sumDLng] = [0, 0];
  for (let k = first; k <= last; k++) [sumLat, sumDLng] = [sumLat + lat[k], sumDLng + dLng(k)];
  const [cLat, cLng] = [sumLat / count, lng[first] + sumDLng / count];
  return (k) => haversineM(cLat, cLng, lat[k], lng[k]);
}

/** Rule 2: each run of stopped steps in [lo, hi] takes in the neighbouring steps inside its jitter. */
function widenStops(track: Positions, stopped: Uint8Array, lo: number, hi: number): void {
  let i = lo + 1;
  while (i <= hi) {
    if (!stopped[i]) {
      i++;
      continue;
    }
    const s = i;
    while (i <= hi && stopped[i]) i++;
    const e = i - 1;
    // The stop's points are s-1..e; its jitter reaches as far from its centre as its farthest fix.
    const from = fromStop(track, s - 1, e);
    let radius = 0;
    for (let k = s - 1; k <= e; k++) radius = Math.max(radius, from(k));
    radius = Math.min(radius, MAX_STOP_RADIUS_M);
    for (let k = s - 1; k > lo && from(k - 1) <= radius; k--) stopped[k] = 1;
    let k = e + 1;
    for (; k <= hi && from(k) <= radius; k++) stopped[k] = 1;
    // Go on after what this stop took in: its jitter is no new stop to widen again.
    i = k;
  }
}
