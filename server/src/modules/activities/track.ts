/**
 * A recorded activity as columns, one value per point, in file order. Positions exist for every
 * point or for none (`lat`/`lng` null: a treadmill or an indoor ride); elevation, heart rate,
 * power and cadence may have gaps (NaN and 0). `dist` is cumulative metres: haversine along the
 * points with GPS within each track segment, the device's own distance without.
 *
 * Two things a reader must respect (issue 32, docs/decisions/0027-runs-measured-right.md):
 * - `timeMs` is NaN where the file gave the point no time. Such points count for the route and its
 *   distance; a time-based figure uses the timed points only and never invents a time across an
 *   untimed stretch (an effort that starts or ends there has no time).
 * - `segment` is the GPX track segment (`<trkseg>`) of each point, null when the file has one. A new
 *   segment starts where the recording was paused or the GPS lost: `dist` does not grow between the
 *   last point of one segment and the first of the next, and the time between them is a pause.
 */
export interface Track {
  length: number;
  /** Unix ms; NaN for a point the file gave no time. */
  timeMs: Float64Array;
  /** Each point's track segment, 0, 1, 2... in order; null when the file has a single segment. */
  segment: Uint16Array | null;
  lat: Float64Array | null;
  lng: Float64Array | null;
  ele: Float32Array | null;
  hr: Uint8Array | null;
  /** Watts, 0 = no reading; null when the file has none. */
  power: Uint16Array | null;
  /** Revolutions (or steps) per minute, 0 = no reading; null when the file has none. */
  cadence: Uint8Array | null;
  dist: Float64Array;
}

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_M = 6371008.8;
const RAD = Math.PI / 180;

/** Great-circle distance between two WGS84 points, metres (haversine on the mean radius). */
export function haversineM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Whether the file gave point i a time. */
export const isTimed = (track: Track, i: number) => !Number.isNaN(track.timeMs[i]);

/** Whether point i starts a new track segment (the step from i-1 to i is a gap, not movement). */
export const startsSegment = (track: Track, i: number) =>
  i > 0 && track.segment !== null && track.segment[i] !== track.segment[i - 1];

/** The first point with a time, or -1 when none has one. */
export function firstTimed(track: Track): number {
  for (let i = 0; i < track.length; i++) if (isTimed(track, i)) return i;
  return -1;
}

/** The last point with a time, or -1 when none has one. */
export function lastTimed(track: Track): number {
  for (let i = track.length - 1; i >= 0; i--) if (isTimed(track, i)) return i;
  return -1;
}

/** Seconds from the first timed point to point i; NaN when point i has no time. */
export const elapsedAt = (track: Track, i: number) => {
  const first = firstTimed(track);
  return first < 0 ? Number.NaN : (track.timeMs[i] - track.timeMs[first]) / 1000;
};
