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

/**
 * The circle hidden from others around a member's zone (migration 0229). Cutting routes at the
 * member's own circle put every cut exactly `radiusM` from the point they gave, so the circle
 * through the first and last visible points of two routes from home found home to a few metres.
 * The hidden circle is larger, 1.5 to 2 times the radius, and its centre is moved 30-100% of the
 * room that leaves, in a random direction: the member's circle stays wholly inside it, and what
 * others can recover (this circle) is at least 0.15 x radius, and up to 1 x radius, off their
 * point. Drawn once per zone and kept, so many routes all recover the same circle, never an
 * average that closes in on home.
 */
export function drawHidingCircle(home: Zone, random: () => number = Math.random): Zone {
  const radiusM = Math.ceil(home.radiusM * (1.5 + 0.5 * random()));
  const room = radiusM - home.radiusM;
  const offsetM = room * (0.3 + 0.7 * random());
  const bearing = 2 * Math.PI * random();
  return { ...destination(home.lat, home.lng, bearing, offsetM), radiusM };
}

/** The point `distanceM` from (lat, lng) on the great circle leaving at `bearing` (radians from north). */
function destination(lat: number, lng: number, bearing: number, distanceM: number): { lat: number; lng: number } {
  const d = distanceM / EARTH_RADIUS_M;
  const φ1 = (lat * Math.PI) / 180;
  const λ1 = (lng * Math.PI) / 180;
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(bearing));
  const λ2 = λ1 + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
  return { lat: (φ2 * 180) / Math.PI, lng: (((λ2 * 180) / Math.PI + 540) % 360) - 180 };
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
