import { EARTH_RADIUS_M, haversineM, type Track } from './track';

export interface Zone {
  lat: number;
  lng: number;
  radiusM: number;
}

/**
 * Which points another viewer may see: 0 inside any of the owner's zones, 1 elsewhere. A track
 * without GPS has nothing to hide. Each zone first rules points out by a latitude band and a
 * longitude band (cheap), then by the great-circle distance.
 */
export function visibleMask(track: Track, zones: readonly Zone[]): Uint8Array {
  const mask = new Uint8Array(track.length).fill(1);
  const { lat, lng } = track;
  if (!lat || !lng || zones.length === 0) return mask;
  for (const z of zones) {
    const dLat = ((z.radiusM / EARTH_RADIUS_M) * 180) / Math.PI;
    const cos = Math.cos((z.lat * Math.PI) / 180);
    // Near the poles the longitude band is the whole circle.
    const dLng = cos > 1e-6 ? Math.min(180, dLat / cos) : 180;
    for (let i = 0; i < track.length; i++) {
      if (mask[i] === 0 || Math.abs(lat[i] - z.lat) > dLat) continue;
      const lngGap = Math.abs(((lng[i] - z.lng + 540) % 360) - 180);
      if (lngGap > dLng) continue;
      if (haversineM(lat[i], lng[i], z.lat, z.lng) <= z.radiusM) mask[i] = 0;
    }
  }
  return mask;
}

/** The owner sees every point. */
export const everyPoint = (track: Track) => new Uint8Array(track.length).fill(1);

/** Runs of visible points as [first, last] index pairs: the parts of the route that may be drawn. */
export function visibleRuns(mask: Uint8Array): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  for (let i = 0; i <= mask.length; i++) {
    const visible = i < mask.length && mask[i] === 1;
    if (visible && start < 0) start = i;
    if (!visible && start >= 0) {
      runs.push([start, i - 1]);
      start = -1;
    }
  }
  return runs;
}
