import { SEGMENT_LIMITS, type SegmentPath } from '@common/schemas/segments';
import type { Track } from '../activities';
import { haversineM, projectionAt, simplify } from './geometry';

/** A stretch of a track between two distances, its ends interpolated; distances from its start. */
export interface Stretch {
  lat: number[];
  lng: number[];
  ele: (number | null)[];
  distM: number[];
}

/** The last index whose distance is at most `m` (dist is non-decreasing). */
function lastAtMost(dist: Float64Array, m: number): number {
  let lo = 0;
  let hi = dist.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (dist[mid] <= m) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The part of the track from `startM` to `endM` along it, or 'gap' when it crosses a gap in the
 * recording (a new track segment: the jump between them is not a route). The caller has checked
 * that the track has GPS and that both distances lie within it.
 */
export function cutStretch(track: Track, startM: number, endM: number): Stretch | 'gap' {
  const lat = track.lat!;
  const lng = track.lng!;
  const { dist, ele, segment } = track;
  const a = Math.min(lastAtMost(dist, startM), track.length - 2);
  let b = lastAtMost(dist, endM);
  if (dist[b] < endM) b += 1;
  b = Math.max(a + 1, Math.min(b, track.length - 1));
  if (segment) for (let k = a; k < b; k++) if (segment[k] !== segment[k + 1]) return 'gap';
  const out: Stretch = { lat: [], lng: [], ele: [], distM: [] };
  const push = (i: number, j: number, m: number) => {
    const span = dist[j] - dist[i];
    const f = span > 0 ? Math.max(0, Math.min(1, (m - dist[i]) / span)) : 0;
    out.lat.push(lat[i] + f * (lat[j] - lat[i]));
    out.lng.push(lng[i] + f * (lng[j] - lng[i]));
    const e = ele ? ele[i] + f * (ele[j] - ele[i]) : Number.NaN;
    out.ele.push(Number.isFinite(e) ? Math.round(e * 10) / 10 : null);
    out.distM.push(m - startM);
  };
  push(a, a + 1, startM);
  for (let k = a + 1; k < b; k++) if (dist[k] > startM && dist[k] < endM) push(k, k, dist[k]);
  push(b - 1, b, endM);
  return out;
}

/** The path matching keeps: the stretch simplified to within 1 m (a straight road needs two points). */
export function matchingPath(s: Stretch): { lat: Float64Array; lng: Float64Array } {
  const p = projectionAt(s.lat[0], s.lng[0]);
  const keep = simplify(
    s.lat.map((la, i) => p.x(la, s.lng[i])),
    s.lat.map((la) => p.y(la)),
    1,
  );
  return { lat: Float64Array.from(keep, (i) => s.lat[i]), lng: Float64Array.from(keep, (i) => s.lng[i]) };
}

/** The page's path: at most SEGMENT_LIMITS.pathMaxPoints points, evenly picked, both ends kept. */
export function pagePath(s: Stretch): SegmentPath {
  const n = s.lat.length;
  const max = SEGMENT_LIMITS.pathMaxPoints;
  const picks =
    n <= max
      ? Array.from({ length: n }, (_, i) => i)
      : Array.from({ length: max }, (_, k) => Math.round((k * (n - 1)) / (max - 1)));
  const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
  return {
    distanceM: picks.map((i) => round(s.distM[i], 1)),
    lat: picks.map((i) => round(s.lat[i], 6)),
    lng: picks.map((i) => round(s.lng[i], 6)),
    elevationM: picks.map((i) => s.ele[i]),
  };
}

/** Whether any point of the stretch lies inside one of the zones (great-circle circles). */
export function insideZones(s: Stretch, zones: { lat: number; lng: number; radiusM: number }[]): boolean {
  return zones.some((z) => s.lat.some((lat, i) => haversineM(lat, s.lng[i], z.lat, z.lng) <= z.radiusM));
}
