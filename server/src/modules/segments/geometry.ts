// The plane geometry segments need, in metres: a local equirectangular projection around a
// reference latitude (accurate to well under 1% over the few kilometres around it that a match
// looks at), point-to-edge distances, and the 3-D boxes of unit vectors the database indexes.

/** Mean Earth radius (IUGG), metres: the activities module's haversine uses the same sphere. */
export const EARTH_RADIUS_M = 6371008.8;
const RAD = Math.PI / 180;

/** Degrees to local metres around (lat0, lng0): x east, y north. */
export interface Projection {
  x(lat: number, lng: number): number;
  y(lat: number): number;
}

export function projectionAt(lat0: number, lng0: number): Projection {
  const kx = EARTH_RADIUS_M * Math.cos(lat0 * RAD) * RAD;
  const ky = EARTH_RADIUS_M * RAD;
  return {
    // The longitude difference wrapped into [-180, 180): no seam at the antimeridian.
    x: (_lat, lng) => (((((lng - lng0 + 540) % 360) + 360) % 360) - 180) * kx,
    y: (lat) => (lat - lat0) * ky,
  };
}

/**
 * Where the closest approach of the edge (ax, ay)-(bx, by) to the point (px, py) lies: `t` in
 * [0, 1] along the edge and the distance there.
 */
export function closestOnEdge(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): { t: number; d: number } {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return { t, d: Math.hypot(ax + t * dx - px, ay + t * dy - py) };
}

/** A box in the unit-vector space: [minX, minY, minZ, maxX, maxY, maxZ]. */
export type UnitBox = [number, number, number, number, number, number];

/** The 3-D box of the points' unit vectors, enlarged by the chord of `marginM` metres; null for no points. */
export function unitBox(lat: ArrayLike<number>, lng: ArrayLike<number>, marginM = 0): UnitBox | null {
  if (lat.length === 0) return null;
  const box: UnitBox = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
  for (let i = 0; i < lat.length; i++) {
    const phi = lat[i] * RAD;
    const lambda = lng[i] * RAD;
    const c = Math.cos(phi);
    const v = [c * Math.cos(lambda), c * Math.sin(lambda), Math.sin(phi)];
    for (let k = 0; k < 3; k++) {
      if (v[k] < box[k]) box[k] = v[k];
      if (v[k] > box[k + 3]) box[k + 3] = v[k];
    }
  }
  // The chord of an arc is never longer than the arc: enlarging by the chord of d keeps every
  // point within d metres of the route inside the box.
  const chord = 2 * Math.sin(marginM / (2 * EARTH_RADIUS_M));
  for (let k = 0; k < 3; k++) {
    box[k] -= chord;
    box[k + 3] += chord;
  }
  return box;
}

/** The box as SQL parameters for `cube(array[$a, $b, $c], array[$d, $e, $f])`. */
export const boxLower = (b: UnitBox) => [b[0], b[1], b[2]];
export const boxUpper = (b: UnitBox) => [b[3], b[4], b[5]];

/**
 * Douglas-Peucker on projected points: the indexes to keep so that no dropped point lies further
 * than `toleranceM` from the kept line. Iterative (a long path would overflow a recursion).
 */
export function simplify(xs: ArrayLike<number>, ys: ArrayLike<number>, toleranceM: number): number[] {
  const n = xs.length;
  if (n <= 2) return Array.from({ length: n }, (_, i) => i);
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const stack: [number, number][] = [[0, n - 1]];
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    let worst = -1;
    let worstD = toleranceM;
    for (let i = a + 1; i < b; i++) {
      const { d } = closestOnEdge(xs[i], ys[i], xs[a], ys[a], xs[b], ys[b]);
      if (d > worstD) {
        worstD = d;
        worst = i;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  const kept: number[] = [];
  for (let i = 0; i < n; i++) if (keep[i]) kept.push(i);
  return kept;
}

/** Great-circle distance between two WGS84 points, metres (haversine on the mean radius). */
export function haversineM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The route's boxes piece by piece (about `pieceM` metres each, at most `maxPieces`; neighbours
 * share their end point, so every edge lies in one): a long ride's single box covers a region
 * full of segments it never comes near, its pieces' boxes only the corridor it rode.
 */
export function pieceBoxes(
  lat: Float64Array,
  lng: Float64Array,
  dist: Float64Array,
  pieceM = 2000,
  maxPieces = 200,
): UnitBox[] {
  const n = lat.length;
  if (n === 0) return [];
  const length = Math.max(0, dist[n - 1] - dist[0]);
  const step = Math.max(pieceM, length / maxPieces);
  const boxes: UnitBox[] = [];
  let from = 0;
  for (let i = 1; i < n; i++) {
    if (dist[i] - dist[from] >= step || i === n - 1) {
      boxes.push(unitBox(lat.subarray(from, i + 1), lng.subarray(from, i + 1))!);
      from = i;
    }
  }
  if (boxes.length === 0) boxes.push(unitBox(lat, lng)!);
  return boxes;
}
