/**
 * A recorded activity as columns, one value per point, in time order. Positions exist for every
 * point or for none (`lat`/`lng` null: a treadmill or an indoor ride); elevation and heart rate
 * may have gaps (NaN and 0). `dist` is cumulative metres: haversine along the points with GPS,
 * the device's own distance without.
 */
export interface Track {
  length: number;
  timeMs: Float64Array;
  lat: Float64Array | null;
  lng: Float64Array | null;
  ele: Float32Array | null;
  hr: Uint8Array | null;
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

/** Seconds from the first point to point i. */
export const elapsedAt = (track: Track, i: number) => (track.timeMs[i] - track.timeMs[0]) / 1000;
