/**
 * Great-circle geometry for the nearby search. Gyms are stored as unit vectors (x, y, z) from the
 * Earth's centre; the chord c between two of them gives the great-circle distance d = 2R·asin(c/2)
 * (the haversine formula in vector form), so ordering by chord is ordering by distance.
 */

/** Mean Earth radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** The unit vector of a latitude/longitude, as the `cube` literal the SQL compares with. */
export function unitVectorCube(lat: number, lng: number): string {
  const [la, lo] = [toRad(lat), toRad(lng)];
  return `(${Math.cos(la) * Math.cos(lo)}, ${Math.cos(la) * Math.sin(lo)}, ${Math.sin(la)})`;
}

/** The chord (in Earth radii) of a great-circle distance in km. */
export function chordOfKm(km: number): number {
  return 2 * Math.sin(km / (2 * EARTH_RADIUS_KM));
}

/** The great-circle distance in km of a chord, as SQL over a chord expression. */
export function kmOfChordSql(chord: string): string {
  return `(2 * ${EARTH_RADIUS_KM} * asin(least(1, (${chord}) / 2)))`;
}

/** The classic haversine distance in km (tests and the bench check the vector form against it). */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a =
    Math.sin(toRad(lat2 - lat1) / 2) ** 2 +
    Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(toRad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
