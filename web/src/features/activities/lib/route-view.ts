type LatLng = [number, number];

/** The closest a route is fitted: a few streets, not one building (the tiles go to 19). */
export const ROUTE_MAX_ZOOM = 17;
/** A route of one place (a file of a single point): the streets around it. */
export const PLACE_ZOOM = 15;

/** Where the activity map opens: the route's box, or its one place when the box has no size. */
export type RouteView =
  | { kind: 'place'; center: LatLng; zoom: number }
  | { kind: 'bounds'; bounds: [LatLng, LatLng]; maxZoom: number };

/**
 * The first view of a route's points (at least one). Fitting a box of no size (one point, or a
 * recording that never moved a hundredth of a metre) would zoom in without end: Leaflet's fit of
 * an empty box is the largest zoom it knows, Infinity until the tiles arrive. A place opens at
 * PLACE_ZOOM instead, and any other box is fitted no closer than ROUTE_MAX_ZOOM.
 */
export function routeView(points: LatLng[]): RouteView {
  let [south, west] = points[0];
  let [north, east] = points[0];
  for (const [lat, lng] of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  if (south === north && west === east) return { kind: 'place', center: [south, west], zoom: PLACE_ZOOM };
  return {
    kind: 'bounds',
    bounds: [
      [south, west],
      [north, east],
    ],
    maxZoom: ROUTE_MAX_ZOOM,
  };
}
