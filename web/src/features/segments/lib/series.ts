import type { ActivitySeries } from '@common/schemas/activities';
import type { SegmentPath } from '@common/schemas/segments';

// The activities feature draws maps and charts from an ActivitySeries: the segment's path is given
// to them in that shape, and the create panel cuts the activity's series to the chosen stretch.

/** The segment's path as a series: one visible part, no times, heart rate, speed or power. */
export function pathSeries(path: SegmentPath): ActivitySeries {
  const none = path.distanceM.map(() => null);
  return {
    segment: path.distanceM.map(() => 0),
    distanceM: path.distanceM,
    elapsedSeconds: none,
    lat: path.lat,
    lng: path.lng,
    elevationM: path.elevationM,
    heartRate: none,
    speedMps: none,
    power: none,
    cadence: none,
  } satisfies ActivitySeries;
}

/** The points of the series between two distances (every column cut alike). */
export function sliceSeries(series: ActivitySeries, startM: number, endM: number): ActivitySeries {
  const keep = series.distanceM.map((d) => d >= startM && d <= endM);
  return Object.fromEntries(
    Object.entries(series).map(([key, column]) => [
      key,
      Array.isArray(column) ? column.filter((_: unknown, i: number) => keep[i]) : column,
    ]),
  ) as ActivitySeries;
}

/** Only the elevation of the series (the create form's chart: the other columns emptied). */
export function elevationOnly(series: ActivitySeries): ActivitySeries {
  const none = series.distanceM.map(() => null);
  return { ...series, heartRate: none, speedMps: none, power: none, cadence: none };
}

/** The index of the series point nearest to (lat, lng), or null when no point has a position. */
export function nearestPoint(series: ActivitySeries, lat: number, lng: number): number | null {
  const kx = Math.cos((lat * Math.PI) / 180);
  let best: number | null = null;
  let bestD = Infinity;
  series.lat.forEach((la, i) => {
    const lo = series.lng[i];
    if (la === null || lo === null) return;
    const d = (la - lat) ** 2 + ((lo - lng) * kx) ** 2;
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  });
  return best;
}

/** The route's visible parts as lines of [lat, lng] (a new part at each cut in the series). */
export function routeLines(series: ActivitySeries): [number, number][][] {
  const lines: [number, number][][] = [];
  let current: [number, number][] = [];
  series.distanceM.forEach((_, i) => {
    const lat = series.lat[i];
    const lng = series.lng[i];
    if (i > 0 && series.segment[i] !== series.segment[i - 1] && current.length > 0) {
      lines.push(current);
      current = [];
    }
    if (lat !== null && lng !== null) current.push([lat, lng]);
  });
  if (current.length > 0) lines.push(current);
  return lines;
}
