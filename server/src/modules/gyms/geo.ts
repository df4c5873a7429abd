/**
 * Great-circle geometry for the nearby search. The SQL computes exact distances; this module
 * computes the bounding boxes that let an index discard everything else first.
 */

/** Mean Earth radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

/**
 * The smallest latitude/longitude boxes holding every point within `radiusKm` of the centre
 * (J. Matuschek, "Finding Points Within a Distance of a Latitude/Longitude Using Bounding
 * Coordinates"). When the circle holds a pole, the box spans every longitude; when it crosses
 * the antimeridian, it is split into two boxes, one on each side.
 */
export function boundingBoxes(lat: number, lng: number, radiusKm: number): Box[] {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const latR = toRad(lat);
  const minLatR = latR - angular;
  const maxLatR = latR + angular;
  if (minLatR <= -Math.PI / 2 || maxLatR >= Math.PI / 2) {
    return [
      {
        minLat: toDeg(Math.max(minLatR, -Math.PI / 2)),
        maxLat: toDeg(Math.min(maxLatR, Math.PI / 2)),
        minLng: -180,
        maxLng: 180,
      },
    ];
  }
  const deltaLng = toDeg(Math.asin(Math.min(1, Math.sin(angular) / Math.cos(latR))));
  const minLat = toDeg(minLatR);
  const maxLat = toDeg(maxLatR);
  const minLng = lng - deltaLng;
  const maxLng = lng + deltaLng;
  if (minLng < -180) {
    return [
      { minLat, maxLat, minLng: minLng + 360, maxLng: 180 },
      { minLat, maxLat, minLng: -180, maxLng },
    ];
  }
  if (maxLng > 180) {
    return [
      { minLat, maxLat, minLng, maxLng: 180 },
      { minLat, maxLat, minLng: -180, maxLng: maxLng - 360 },
    ];
  }
  return [{ minLat, maxLat, minLng, maxLng }];
}

/**
 * Haversine distance in whole metres between the row's (latitude, longitude) and the point in
 * parameters `$lat`, `$lng`, as SQL. Rounded to the metre so that the value is an exact paging key.
 * `least(1, ...)` keeps asin's argument in range despite floating-point rounding.
 */
export function distanceMetresSql(latCol: string, lngCol: string, latParam: string, lngParam: string): string {
  return `round(2 * ${EARTH_RADIUS_KM * 1000} * asin(least(1, sqrt(
      power(sin(radians(${latCol} - ${latParam}) / 2), 2)
      + cos(radians(${latParam})) * cos(radians(${latCol})) * power(sin(radians(${lngCol} - ${lngParam}) / 2), 2)
    ))))::bigint`;
}

/** The same formula in JavaScript (tests and the bench check the SQL against it). */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a =
    Math.sin(toRad(lat2 - lat1) / 2) ** 2 +
    Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(toRad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
