import type { ActivityDetail, UploadedActivity } from '@common/schemas/activities';
import { describe, expect, it } from 'vitest';
import type { FixturePoint } from '../../db/seed/tracks/route';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { uploadFile } from '../../test/factories/activities';
import { createSegment, uploadWalk } from '../../test/factories/segments';
import {
  fixtureBytes,
  type PlainPoint,
  plainSegments,
  SEGMENTS_8_GPX10,
  sphereMetres,
  UNTIMED_4_SEGMENTS_GPX11,
} from '../../test/fixtures/activities/files';
import { useTestApp } from '../../test/test-app';

// The matching rule (docs/decisions/0028-segments.md) on real recordings: a GPS logger's run
// along Zurich's lakeside (GPX 1.0, a point every ~5 s, the wobble of a real receiver) and a
// phone app's track with untimed points (GPX 1.1). A segment is made from the real file; other
// members then upload the same real points forwards, backwards, and with a detour off the path.

const ctx = useTestApp();

const DAY_MS = 86_400_000;
const M_PER_DEG = 111_195;

/** Cumulative metres along the points (independently of the importer). */
function cumulative(points: { lat: number; lng: number }[]): number[] {
  const out = [0];
  for (let i = 1; i < points.length; i++) out.push(out[i - 1] + sphereMetres(points[i - 1], points[i]));
  return out;
}

/** The real points as a recording of another day (every point timed). */
function asRecording(points: PlainPoint[], shiftMs: number): FixturePoint[] {
  const dist = cumulative(points);
  return points.map((p, i) => ({
    timeMs: p.timeMs! + shiftMs,
    lat: p.lat,
    lng: p.lng,
    ele: null,
    hr: null,
    dist: dist[i],
  }));
}

async function uploadReal(cookie: string, name: string) {
  const res = await uploadFile(ctx.app, name, fixtureBytes(name), {
    cookie,
    fields: { sport: 'run', visibility: 'public' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as UploadedActivity).activity;
}

/** The activity's efforts on this segment (every test makes its own segment on the same real route). */
async function effortsOf(cookie: string, activityId: number, segmentId: number) {
  const res = await apiAs(ctx, cookie).get(`/api/activities/${activityId}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as ActivityDetail).segmentEfforts.filter((e) => e.segmentId === segmentId);
}

describe('matching real recordings', () => {
  // The logger's first track segment: 90 points, about 1,250 m. The segment: 200 m to 1,000 m of it.
  const first = plainSegments(fixtureBytes(SEGMENTS_8_GPX10).toString('utf8'))[0];
  const SEGMENT = { startM: 200, endM: 1000 };

  async function setUp() {
    const creator = await buildSignedInUser(ctx.db);
    const source = await uploadReal(creator.cookie, SEGMENTS_8_GPX10);
    const segment = await createSegment(ctx.app, creator.cookie, {
      activityId: source.id,
      ...SEGMENT,
      name: 'Lakeside',
    });
    const sourceEfforts = await effortsOf(creator.cookie, source.id, segment.id);
    expect(sourceEfforts).toHaveLength(1);
    return { segment, sourceEffort: sourceEfforts[0], rider: await buildSignedInUser(ctx.db) };
  }

  it('matches the same real route run on another day, with the same interpolated time', async () => {
    const { segment, sourceEffort, rider } = await setUp();
    const activity = await uploadWalk(ctx.app, rider.cookie, asRecording(first, DAY_MS));
    const efforts = await effortsOf(rider.cookie, activity.id, segment.id);
    expect(efforts).toHaveLength(1);
    expect(efforts[0].segmentId).toBe(segment.id);
    expect(efforts[0].elapsedSeconds).toBeCloseTo(sourceEffort.elapsedSeconds, 1);
    // The logger ran the 800 m in a few minutes at its ~3 m/s: a time from the file, not a guess.
    expect(efforts[0].elapsedSeconds).toBeGreaterThan(800 / 5);
    expect(efforts[0].elapsedSeconds).toBeLessThan(800 / 1.5);
  });

  it('does not match the real route run the other way', async () => {
    const { rider, segment } = await setUp();
    const last = first.at(-1)!.timeMs!;
    // The same points in reverse order, each at the time its mirror had from the start.
    const reversed = [...first].reverse().map((p) => ({ ...p, timeMs: first[0].timeMs! + (last - p.timeMs!) }));
    const activity = await uploadWalk(ctx.app, rider.cookie, asRecording(reversed, 2 * DAY_MS));
    expect(await effortsOf(rider.cookie, activity.id, segment.id)).toEqual([]);
  });

  it('does not match the real route with a detour 50 m off the path and back (leaves and rejoins)', async () => {
    const { rider, segment } = await setUp();
    const dist = cumulative(first);
    // Points from 500 m to 650 m moved 50 m sideways, square to the route's direction there.
    const detour = first.map((p, i) => {
      if (dist[i] < 500 || dist[i] > 650) return p;
      const a = first[Math.max(0, i - 1)];
      const b = first[Math.min(first.length - 1, i + 1)];
      const kx = Math.cos((p.lat * Math.PI) / 180);
      const dx = (b.lng - a.lng) * kx;
      const dy = b.lat - a.lat;
      const len = Math.hypot(dx, dy);
      return { ...p, lat: p.lat + (dx / len) * (50 / M_PER_DEG), lng: p.lng - (dy / len) * (50 / M_PER_DEG / kx) };
    });
    // Within the rule's length tolerance (25%): only the corridor (35 m) refuses it.
    const detourDist = cumulative(detour);
    const at = (d: number[], m: number) => d.findIndex((x) => x >= m);
    const stretch = detourDist[at(dist, SEGMENT.endM)] - detourDist[at(dist, SEGMENT.startM)];
    expect(stretch).toBeLessThan((SEGMENT.endM - SEGMENT.startM) * 1.25);
    const activity = await uploadWalk(ctx.app, rider.cookie, asRecording(detour, 3 * DAY_MS));
    expect(await effortsOf(rider.cookie, activity.id, segment.id)).toEqual([]);
  });

  it('a segment on untimed points traces the route but its own activity gets no invented time', async () => {
    const creator = await buildSignedInUser(ctx.db);
    const segments = plainSegments(fixtureBytes(UNTIMED_4_SEGMENTS_GPX11).toString('utf8'));
    // The phone app's second track segment has no times at all; it starts where the first ends.
    const offset = cumulative(segments[0]).at(-1)!;
    const source = await uploadReal(creator.cookie, UNTIMED_4_SEGMENTS_GPX11);
    const segment = await createSegment(ctx.app, creator.cookie, {
      activityId: source.id,
      startM: Math.round(offset + 300),
      endM: Math.round(offset + 1200),
      name: 'Untimed stretch',
    });
    expect(segment.distanceM).toBe(900);
    expect(await effortsOf(creator.cookie, source.id, segment.id)).toEqual([]);
    // A timed run along the same points is matched and timed.
    const rider = await buildSignedInUser(ctx.db);
    const start = Date.UTC(2026, 3, 1, 7);
    const timed = segments[1].map((p, i) => ({ ...p, timeMs: start + i * 5000 }));
    const activity = await uploadWalk(ctx.app, rider.cookie, asRecording(timed, 0));
    const efforts = await effortsOf(rider.cookie, activity.id, segment.id);
    expect(efforts.map((e) => e.segmentId)).toEqual([segment.id]);
    expect(efforts[0].elapsedSeconds).toBeGreaterThan(0);
  });
});
