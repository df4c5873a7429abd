import { describe, expect, it } from 'vitest';
import { PLACE_ZOOM, ROUTE_MAX_ZOOM, routeView } from './route-view';

describe('where the activity map opens', () => {
  it('a file of one point opens on its place at street level, not zoomed in without end', () => {
    expect(routeView([[51.5, -0.12]])).toEqual({ kind: 'place', center: [51.5, -0.12], zoom: PLACE_ZOOM });
    // The same place twice (a recording that never moved) is still one place.
    expect(
      routeView([
        [51.5, -0.12],
        [51.5, -0.12],
      ]),
    ).toEqual({ kind: 'place', center: [51.5, -0.12], zoom: PLACE_ZOOM });
  });

  it('a route is fitted to its box, no closer than the street level', () => {
    const view = routeView([
      [51.5, -0.12],
      [51.51, -0.14],
      [51.49, -0.13],
    ]);
    expect(view).toEqual({
      kind: 'bounds',
      bounds: [
        [51.49, -0.14],
        [51.51, -0.12],
      ],
      maxZoom: ROUTE_MAX_ZOOM,
    });
  });

  it('a route along one line of latitude still has a box to fit', () => {
    expect(
      routeView([
        [51.5, -0.12],
        [51.5, -0.11],
      ]).kind,
    ).toBe('bounds');
  });
});
