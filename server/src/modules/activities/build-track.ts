import { ACTIVITY_MESSAGES as M } from '@common/activities-texts';
import { ACTIVITY_LIMITS as L } from '@common/schemas/activities';
import { ActivityFileError } from './file-error';
import type { RawPoint } from './parsed-file';
import { stoppedSteps } from './standstill';
import { haversineM, type Track } from './track';

export const EARLIEST_MS = Date.UTC(L.earliestYear, 0, 1);
const clock = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

function checkCoordinates(points: RawPoint[]): void {
  points.forEach((p, i) => {
    const badLat = p.lat !== null && (p.lat < -90 || p.lat > 90);
    const badLng = p.lng !== null && (p.lng < -180 || p.lng > 180);
    if (badLat || badLng) {
      throw new ActivityFileError(`${M.coordinatesOutOfRange}: point ${i + 1} is at ${p.lat}, ${p.lng}.`);
    }
  });
}

/** The file's dates cannot be right (before 1990, or in the future): the one refusal a date can fix. */
export class ActivityDateError extends ActivityFileError {}

/** Times must not go backwards (untimed points in between are skipped), nor lie before 1990 or ahead. */
function checkTimes(points: RawPoint[], now: number): void {
  let before = -1;
  for (let i = 0; i < points.length; i++) {
    const at = points[i].timeMs;
    if (at === null) continue;
    if (before >= 0 && at < points[before].timeMs!) {
      throw new ActivityFileError(
        `${M.timeBackwards}: point ${i + 1} (${clock(at)} UTC) comes before point ${before + 1} (${clock(points[before].timeMs!)} UTC).`,
      );
    }
    before = i;
  }
  const timed = points.filter((p) => p.timeMs !== null);
  const [first, last] = [timed[0].timeMs!, timed[timed.length - 1].timeMs!];
  if (last > now + L.futureToleranceMs) throw new ActivityDateError(M.timeInFuture);
  if (first < EARLIEST_MS) throw new ActivityDateError(M.timeTooOld);
  if ((last - first) / 1000 > L.maxDurationSeconds) throw new ActivityFileError(M.tooLong);
}

/** Segments numbered 0, 1, 2... in order of the points kept; null when they are all one. */
function segmentsOf(points: RawPoint[]): Uint16Array | null {
  const n = points.length;
  if (n === 0 || points.every((p) => p.segment === points[0].segment)) return null;
  const out = new Uint16Array(n);
  let index = 0;
  for (let i = 1; i < n; i++) {
    if (points[i].segment !== points[i - 1].segment && index < 0xffff) index++;
    out[i] = index;
  }
  return out;
}

const reading = (v: number | null, max: number) => (v !== null && v > 0 && v <= max ? Math.round(v) : 0);

/**
 * GPS jitter while standing (at a light, a 10-minute stop) is no distance covered (D13): the steps
 * standstill.ts finds stopped add nothing to `dist`, as they add nothing to the moving time, so
 * the distance, the pace, the splits and the segments all leave out the same steps.
 */
function leaveOutStandstill(track: Track): void {
  const stopped = stoppedSteps(track);
  let removed = 0;
  let before = track.dist[0];
  for (let i = 1; i < track.length; i++) {
    const along = track.dist[i];
    if (stopped[i]) removed += along - before;
    before = along;
    track.dist[i] = along - removed;
  }
}

/**
 * Checks a file's points and turns them into a Track. Refused: no points, no timestamps at all
 * (a planned route, not a recording), coordinates out of range, timestamps going backwards, before
 * 1990 or in the future. Points without a time are kept (issue 32: they still trace the route);
 * with GPS, points without a position are left out (before the first fix, in a tunnel), and
 * without GPS so are points without a time (they carry nothing). Distance is not counted across a
 * track segment gap.
 */
export function buildTrack(raw: RawPoint[], now = Date.now()): Track {
  if (raw.length === 0) throw new ActivityFileError(M.noTrackPoints);
  if (raw.length > L.maxPoints) throw new ActivityFileError(M.tooManyPoints);
  checkCoordinates(raw);
  const located = raw.filter((p) => p.lat !== null && p.lng !== null);
  // Positions make a route from two points on. A file of one point with a position is still a
  // place (GPS, shown on the map), but one stray fix among points without any is left out.
  const hasGps = located.length >= 2 || (located.length === 1 && raw.length === 1);
  const points = hasGps ? located : raw.filter((p) => p.timeMs !== null);
  if (!points.some((p) => p.timeMs !== null)) throw new ActivityFileError(M.noTimestamps);
  checkTimes(points, now);

  const n = points.length;
  const segment = segmentsOf(points);
  const track: Track = {
    length: n,
    timeMs: new Float64Array(n),
    segment,
    lat: hasGps ? new Float64Array(n) : null,
    lng: hasGps ? new Float64Array(n) : null,
    ele: points.some((p) => p.ele !== null) ? new Float32Array(n) : null,
    hr: points.some((p) => reading(p.hr, 255) > 0) ? new Uint8Array(n) : null,
    power: points.some((p) => reading(p.power, 0xffff) > 0) ? new Uint16Array(n) : null,
    cadence: points.some((p) => reading(p.cadence, 255) > 0) ? new Uint8Array(n) : null,
    dist: new Float64Array(n),
  };
  let deviceDist = 0;
  for (let i = 0; i < n; i++) {
    const p = points[i];
    track.timeMs[i] = p.timeMs ?? Number.NaN;
    if (track.ele) track.ele[i] = p.ele ?? Number.NaN;
    if (track.hr) track.hr[i] = reading(p.hr, 255);
    if (track.power) track.power[i] = reading(p.power, 0xffff);
    if (track.cadence) track.cadence[i] = reading(p.cadence, 255);
    if (track.lat && track.lng) {
      track.lat[i] = p.lat!;
      track.lng[i] = p.lng!;
      const gap = segment !== null && segment[i] !== segment[i - 1];
      if (i === 0) track.dist[i] = 0;
      else if (gap) track.dist[i] = track.dist[i - 1];
      else track.dist[i] = track.dist[i - 1] + haversineM(points[i - 1].lat!, points[i - 1].lng!, p.lat!, p.lng!);
    } else {
      // A device's distance never goes down; a missing or smaller reading keeps the last one.
      if (p.dist !== null && p.dist > deviceDist) deviceDist = p.dist;
      track.dist[i] = deviceDist;
    }
  }
  if (hasGps) leaveOutStandstill(track);
  if (!hasGps && track.dist[0] > 0) {
    const start = track.dist[0];
    for (let i = 0; i < n; i++) track.dist[i] -= start;
  }
  return track;
}

/** The points moved in time by `offsetMs` (the member chose the date of a file dated wrong). */
export function shiftPoints(raw: RawPoint[], offsetMs: number): RawPoint[] {
  return raw.map((p) => (p.timeMs === null ? p : { ...p, timeMs: p.timeMs + offsetMs }));
}
