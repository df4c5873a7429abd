import { ACTIVITY_MESSAGES as M } from '@common/activities-texts';
import { ACTIVITY_LIMITS as L } from '@common/schemas/activities';
import { ActivityFileError } from './file-error';
import type { RawPoint } from './parsed-file';
import { haversineM, type Track } from './track';

const EARLIEST_MS = Date.UTC(1990, 0, 1);
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

function checkTimes(points: RawPoint[], now: number): void {
  for (let i = 1; i < points.length; i++) {
    const [before, at] = [points[i - 1].timeMs!, points[i].timeMs!];
    if (at < before) {
      throw new ActivityFileError(
        `${M.timeBackwards}: point ${i + 1} (${clock(at)} UTC) comes before point ${i} (${clock(before)} UTC).`,
      );
    }
  }
  const [first, last] = [points[0].timeMs!, points[points.length - 1].timeMs!];
  if (last > now + L.futureToleranceMs) throw new ActivityFileError(M.timeInFuture);
  if (first < EARLIEST_MS) throw new ActivityFileError(M.timeTooOld);
  if ((last - first) / 1000 > L.maxDurationSeconds) throw new ActivityFileError(M.tooLong);
}

/**
 * Checks a file's points and turns them into a Track. Refused: no points, no timestamps,
 * coordinates out of range, timestamps going backwards or in the future. Points without a time
 * are left out; with GPS, so are points without a position (before the first fix, in a tunnel).
 */
export function buildTrack(raw: RawPoint[], now = Date.now()): Track {
  if (raw.length === 0) throw new ActivityFileError(M.noTrackPoints);
  if (raw.length > L.maxPoints) throw new ActivityFileError(M.tooManyPoints);
  checkCoordinates(raw);
  const timed = raw.filter((p) => p.timeMs !== null);
  if (timed.length === 0) throw new ActivityFileError(M.noTimestamps);
  const located = timed.filter((p) => p.lat !== null && p.lng !== null);
  const hasGps = located.length >= 2;
  const points = hasGps ? located : timed;
  checkTimes(points, now);

  const n = points.length;
  const track: Track = {
    length: n,
    timeMs: new Float64Array(n),
    lat: hasGps ? new Float64Array(n) : null,
    lng: hasGps ? new Float64Array(n) : null,
    ele: points.some((p) => p.ele !== null) ? new Float32Array(n) : null,
    hr: points.some((p) => p.hr !== null && p.hr > 0) ? new Uint8Array(n) : null,
    dist: new Float64Array(n),
  };
  let deviceDist = 0;
  for (let i = 0; i < n; i++) {
    const p = points[i];
    track.timeMs[i] = p.timeMs!;
    if (track.ele) track.ele[i] = p.ele ?? Number.NaN;
    if (track.hr) track.hr[i] = p.hr !== null && p.hr > 0 && p.hr < 256 ? Math.round(p.hr) : 0;
    if (track.lat && track.lng) {
      track.lat[i] = p.lat!;
      track.lng[i] = p.lng!;
      track.dist[i] =
        i === 0 ? 0 : track.dist[i - 1] + haversineM(points[i - 1].lat!, points[i - 1].lng!, p.lat!, p.lng!);
    } else {
      // A device's distance never goes down; a missing or smaller reading keeps the last one.
      if (p.dist !== null && p.dist > deviceDist) deviceDist = p.dist;
      track.dist[i] = deviceDist;
    }
  }
  if (!hasGps && track.dist[0] > 0) {
    const start = track.dist[0];
    for (let i = 0; i < n; i++) track.dist[i] -= start;
  }
  return track;
}
