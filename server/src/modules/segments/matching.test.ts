import type { ActivityDetail } from '@common/schemas/activities';
import type { SegmentDetail } from '@common/schemas/segments';
import { describe, expect, it } from 'vitest';
import type { FixturePoint } from '../../db/seed/tracks/route';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { createSegment, uploadWalk, walk } from '../../test/factories/segments';
import { useTestApp } from '../../test/test-app';

// The matching rule on real GPX uploads (docs/decisions/0028-segments.md): routes of a
// known shape, recorded at 1 Hz, against a segment made from another member's activity.

const ctx = useTestApp();

/** Each test works at its own place, so no test's routes pass another's segments. */
let places = 0;
const nextOrigin = () => ({ lat: 46 + 0.2 * ++places, lng: 7.5 });

// An L: 1,500 m east, then 1,500 m north. The segment runs from 500 m (on the east leg) to
// 2,000 m (500 m up the north leg), around the corner.
const L: [number, number][] = [
  [0, 0],
  [1500, 0],
  [1500, 1500],
];
const SEGMENT = { startM: 500, endM: 2000 };

async function setUp() {
  const origin = nextOrigin();
  const creator = await buildSignedInUser(ctx.db);
  const source = await uploadWalk(ctx.app, creator.cookie, walk(L, { speed: 3, origin }));
  const segment = await createSegment(ctx.app, creator.cookie, { activityId: source.id, ...SEGMENT, name: 'Corner' });
  const rider = await buildSignedInUser(ctx.db);
  return { origin, creator, source, segment, rider };
}

async function effortsOf(cookie: string, activityId: number) {
  const res = await apiAs(ctx, cookie).get(`/api/activities/${activityId}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as ActivityDetail).segmentEfforts;
}

/**
 * The effort's time worked out here, independently of the app: the closest approach of the
 * recording to each gate (in a plane tangent at the gate), its time interpolated between the two
 * points around it.
 */
function expectedSeconds(points: FixturePoint[], segment: SegmentDetail): number {
  const timeAt = (lat: number, lng: number) => {
    const kx = Math.cos((lat * Math.PI) / 180);
    const xy = (p: { lat: number; lng: number }) => [(p.lng - lng) * kx, p.lat - lat];
    let best = { d: Infinity, time: Number.NaN };
    for (let i = 0; i + 1 < points.length; i++) {
      const [ax, ay] = xy(points[i]);
      const [bx, by] = xy(points[i + 1]);
      const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
      const t = Math.max(0, Math.min(1, -(ax * (bx - ax) + ay * (by - ay)) / len2));
      const d = Math.hypot(ax + t * (bx - ax), ay + t * (by - ay));
      if (d < best.d) best = { d, time: points[i].timeMs + t * (points[i + 1].timeMs - points[i].timeMs) };
    }
    return best.time;
  };
  const { lat, lng } = segment.path;
  const n = lat.length - 1;
  return (timeAt(lat[n], lng[n]) - timeAt(lat[0], lng[0])) / 1000;
}

describe('matching an activity against a segment', () => {
  it('matches a route over the segment, timed at the gates as an independent interpolation says', async () => {
    const { origin, segment, rider } = await setUp();
    // Another pace and another phase: no recorded point falls on a gate.
    const points = walk(L, { speed: 3.7, from: 13.3, origin });
    const activity = await uploadWalk(ctx.app, rider.cookie, points);
    const efforts = await effortsOf(rider.cookie, activity.id);
    expect(efforts).toHaveLength(1);
    // Faster than the creator (3 m/s): first on the board.
    expect(efforts[0]).toMatchObject({ segmentId: segment.id, name: 'Corner', pr: true, rank: 1 });
    expect(Math.abs(efforts[0].elapsedSeconds - expectedSeconds(points, segment))).toBeLessThan(0.1);
    // 1,500 m at 3.7 m/s, near enough (the gates are interpolated between 1 Hz points).
    expect(efforts[0].elapsedSeconds).toBeGreaterThan(1500 / 3.7 - 2);
    expect(efforts[0].elapsedSeconds).toBeLessThan(1500 / 3.7 + 2);
    expect(efforts[0].startM).toBeCloseTo(500 - 13.3, 0);
  });

  it('the segment’s own activity is matched when the segment is made (its time is the stretch’s)', async () => {
    const { creator, source, segment } = await setUp();
    const efforts = await effortsOf(creator.cookie, source.id);
    expect(efforts).toHaveLength(1);
    expect(efforts[0].elapsedSeconds).toBeCloseTo(1500 / 3, 0);
    expect(segment.personalBest?.activityId).toBe(source.id);
    expect(segment.distanceM).toBe(1500);
  });

  it('does not match the same route ridden the other way', async () => {
    const { origin, rider } = await setUp();
    const reversed = [...L].reverse();
    const activity = await uploadWalk(ctx.app, rider.cookie, walk(reversed, { speed: 3.2, origin }));
    expect(await effortsOf(rider.cookie, activity.id)).toEqual([]);
  });

  it('does not match a route that leaves the segment and rejoins it (a detour)', async () => {
    const { origin, rider } = await setUp();
    // 100 m off the path for 200 m, then back: the stretch is 1,700 m (within the length
    // tolerance), so only the corridor rule refuses it.
    const detour: [number, number][] = [
      [0, 0],
      [1000, 0],
      [1000, 100],
      [1200, 100],
      [1200, 0],
      [1500, 0],
      [1500, 1500],
    ];
    const activity = await uploadWalk(ctx.app, rider.cookie, walk(detour, { speed: 3, origin }));
    expect(await effortsOf(rider.cookie, activity.id)).toEqual([]);
  });

  it('does not match a route that passes only the start', async () => {
    const { origin, rider } = await setUp();
    const away: [number, number][] = [
      [0, 0],
      [700, 0],
      [700, -1500],
    ];
    const activity = await uploadWalk(ctx.app, rider.cookie, walk(away, { speed: 3, origin }));
    expect(await effortsOf(rider.cookie, activity.id)).toEqual([]);
  });

  it('matches a route a few metres beside the path (GPS drift) but not one 60 m beside it', async () => {
    const { origin, rider } = await setUp();
    const beside = (metres: number): [number, number][] => [
      [0, metres],
      [1500 - metres, metres],
      [1500 - metres, 1500],
    ];
    const near = await uploadWalk(ctx.app, rider.cookie, walk(beside(12), { speed: 3, origin }));
    expect(await effortsOf(rider.cookie, near.id)).toHaveLength(1);
    const far = await uploadWalk(ctx.app, rider.cookie, walk(beside(60), { speed: 3, origin }));
    expect(await effortsOf(rider.cookie, far.id)).toEqual([]);
  });

  it('takes each lap of an activity that passes the segment twice, and the board counts the best', async () => {
    const { origin, segment, rider } = await setUp();
    const twice: [number, number][] = [
      [0, 0],
      [1500, 0],
      [1500, 1500],
      [1500, 0],
      [0, 0],
      [1500, 0],
      [1500, 1500],
    ];
    const activity = await uploadWalk(ctx.app, rider.cookie, walk(twice, { speed: 5, origin }));
    const efforts = await effortsOf(rider.cookie, activity.id);
    expect(efforts).toHaveLength(2);
    expect(efforts[0].startM).toBeLessThan(efforts[1].startM);
    const board = (await apiAs(ctx, rider.cookie).get(`/api/segments/${segment.id}/leaderboard`)).json();
    expect(board.entries.filter((e: { user: { id: number } }) => e.user.id === rider.user.id)).toHaveLength(1);
  });

  it('backfills an activity uploaded before the segment was made', async () => {
    const origin = nextOrigin();
    const early = await buildSignedInUser(ctx.db);
    const older = await uploadWalk(ctx.app, early.cookie, walk(L, { speed: 4, from: 100, origin }));
    expect(await effortsOf(early.cookie, older.id)).toEqual([]);
    const creator = await buildSignedInUser(ctx.db);
    const source = await uploadWalk(ctx.app, creator.cookie, walk(L, { speed: 3, origin }));
    const segment = await createSegment(ctx.app, creator.cookie, { activityId: source.id, ...SEGMENT });
    const efforts = await effortsOf(early.cookie, older.id);
    expect(efforts).toHaveLength(1);
    expect(efforts[0].segmentId).toBe(segment.id);
    expect(efforts[0].elapsedSeconds).toBeCloseTo(1500 / 4, 0);
  });

  it('deleting an activity removes its efforts from the board', async () => {
    const { origin, segment, rider } = await setUp();
    const activity = await uploadWalk(ctx.app, rider.cookie, walk(L, { speed: 6, origin }));
    const board = async () =>
      (await apiAs(ctx, rider.cookie).get(`/api/segments/${segment.id}/leaderboard`)).json().entries as {
        user: { id: number };
      }[];
    expect((await board())[0].user.id).toBe(rider.user.id);
    expect((await apiAs(ctx, rider.cookie).delete(`/api/activities/${activity.id}`)).statusCode).toBe(204);
    expect((await board()).map((e) => e.user.id)).not.toContain(rider.user.id);
    const { rows } = await ctx.db.query('select count(*)::int as n from segment_efforts where activity_id = $1', [
      activity.id,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('counts only activities of the segment’s sport, and follows a sport changed later', async () => {
    const { origin, segment, rider } = await setUp();
    const ride = await uploadWalk(ctx.app, rider.cookie, walk(L, { speed: 8, origin }), { type: 'cycling' });
    expect(await effortsOf(rider.cookie, ride.id)).toEqual([]);
    const api = apiAs(ctx, rider.cookie);
    expect((await api.patch(`/api/activities/${ride.id}`, { sport: 'run' })).statusCode).toBe(200);
    expect(await effortsOf(rider.cookie, ride.id)).toHaveLength(1);
    const board = (await api.get(`/api/segments/${segment.id}/leaderboard`)).json();
    expect(board.viewer.user.id).toBe(rider.user.id);
  });
});
