import type { UploadedActivity } from '@common/schemas/activities';
import type { SegmentDetail } from '@common/schemas/segments';
import type { App } from '../../app';
import { toGpx } from '../../db/seed/tracks/gpx';
import { type FixturePoint, R } from '../../db/seed/tracks/route';
import { uploadFile } from './activities';

// Segments factories (issue 32 item 1): routes of any shape, drawn in metres east and north of an
// origin and recorded at 1 Hz like a watch, uploaded as real GPX files, and segments made from them.

const DEG = 180 / Math.PI;
export const ORIGIN = { lat: 47.37, lng: 8.54 };

/** A point `east` and `north` metres from the origin (a plane tangent there: exact enough within kilometres). */
export function offset(east: number, north: number, origin = ORIGIN): { lat: number; lng: number } {
  return {
    lat: origin.lat + (north / R) * DEG,
    lng: origin.lng + (east / (R * Math.cos(origin.lat / DEG))) * DEG,
  };
}

export interface WalkOptions {
  /** Metres per second. */
  speed: number;
  /** Metres along the polyline where the recording starts and stops. */
  from?: number;
  to?: number;
  start?: Date;
  origin?: { lat: number; lng: number };
}

/** The polyline's length, metres (in the plane). */
export function polylineLength(waypoints: [number, number][]): number {
  let total = 0;
  for (let i = 1; i < waypoints.length; i++)
    total += Math.hypot(waypoints[i][0] - waypoints[i - 1][0], waypoints[i][1] - waypoints[i - 1][1]);
  return total;
}

/** Where the polyline is `s` metres along it, metres east and north. */
export function along(waypoints: [number, number][], s: number): [number, number] {
  let left = s;
  for (let i = 1; i < waypoints.length; i++) {
    const [x0, y0] = waypoints[i - 1];
    const [x1, y1] = waypoints[i];
    const leg = Math.hypot(x1 - x0, y1 - y0);
    if (left <= leg || i === waypoints.length - 1) {
      const f = leg > 0 ? Math.min(1, left / leg) : 0;
      return [x0 + f * (x1 - x0), y0 + f * (y1 - y0)];
    }
    left -= leg;
  }
  return waypoints[0];
}

let walksMade = 0;

/**
 * A recording at 1 Hz along the polyline (waypoints in metres east and north of the origin), at
 * a steady speed, from `from` to `to` metres along it; elevation rises 2 m per 100 m. Without
 * `start`, each walk starts one day before the last one made (07:00 UTC, from 2026-03-01): a
 * member's two recordings at the same time would be one recording twice, kept once by the upload.
 */
export function walk(waypoints: [number, number][], o: WalkOptions): FixturePoint[] {
  const from = o.from ?? 0;
  const to = o.to ?? polylineLength(waypoints);
  const start = (o.start ?? new Date(Date.UTC(2026, 2, 1, 7, 0, 0) - walksMade++ * 86_400_000)).getTime();
  const points: FixturePoint[] = [];
  for (let t = 0; from + o.speed * t <= to; t++) {
    const s = from + o.speed * t;
    const [east, north] = along(waypoints, s);
    const { lat, lng } = offset(east, north, o.origin);
    points.push({ timeMs: start + t * 1000, lat, lng, ele: 400 + s * 0.02, hr: null, dist: s - from });
  }
  return points;
}

/**
 * Uploads the recording as a GPX run (or `type`), public unless `fields` say otherwise, answering
 * the activity (fails on anything but 201).
 */
export async function uploadWalk(
  app: App,
  cookie: string,
  points: FixturePoint[],
  o: { type?: string; fields?: Record<string, string>; name?: string } = {},
): Promise<UploadedActivity['activity']> {
  const gpx = toGpx(points, { type: o.type ?? 'running', name: o.name ?? 'Segment test' });
  const res = await uploadFile(app, 'route.gpx', gpx, { cookie, fields: { visibility: 'public', ...o.fields } });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as UploadedActivity).activity;
}

/** POST /api/segments as the member with this cookie; answers the raw response. */
export function postSegment(app: App, cookie: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/segments', headers: { cookie }, payload: body });
}

/** Makes a segment (fails the test on anything but 201). */
export async function createSegment(
  app: App,
  cookie: string,
  body: { activityId: number; startM: number; endM: number; name?: string },
): Promise<SegmentDetail> {
  const res = await postSegment(app, cookie, { name: 'Test segment', ...body });
  if (res.statusCode !== 201) throw new Error(`segment failed: ${res.statusCode} ${res.body}`);
  return res.json() as SegmentDetail;
}
