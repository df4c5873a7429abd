import type { ActivityDetail } from '@common/schemas/activities';
import type { Leaderboard } from '@common/schemas/segments';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { createSegment, uploadWalk, walk } from '../../test/factories/segments';
import { useTestApp } from '../../test/test-app';
import { readStoredTrack, remeasureActivities } from '../activities';
import { onSaved } from './match-activity';

// An activity saved again (measured again from its file: the activities module runs the saved
// hooks once more for it) has its efforts replaced, never doubled; a notification is not sent twice.

const ctx = useTestApp();

let places = 0;
const STRAIGHT: [number, number][] = [
  [0, 0],
  [0, 2000],
];

async function setUp() {
  const origin = { lat: -33 - 0.2 * ++places, lng: 151 };
  const creator = await buildSignedInUser(ctx.db);
  const source = await uploadWalk(ctx.app, creator.cookie, walk(STRAIGHT, { speed: 2, origin }));
  const segment = await createSegment(ctx.app, creator.cookie, { activityId: source.id, startM: 300, endM: 1300 });
  const rider = await buildSignedInUser(ctx.db);
  const activity = await uploadWalk(ctx.app, rider.cookie, walk(STRAIGHT, { speed: 4, origin }));
  const efforts = async () =>
    ((await apiAs(ctx, rider.cookie).get(`/api/activities/${activity.id}`)).json() as ActivityDetail).segmentEfforts;
  const board = async () =>
    (await apiAs(ctx, rider.cookie).get(`/api/segments/${segment.id}/leaderboard`)).json() as Leaderboard;
  const stored = async () =>
    (
      await ctx.db.query<{ n: number; bests: number }>(
        `select (select count(*)::int from segment_efforts where activity_id = $1) as n,
           (select count(*)::int from segment_bests where segment_id = $2 and user_id = $3) as bests`,
        [activity.id, segment.id, rider.user.id],
      )
    ).rows[0];
  return { segment, rider, activity, efforts, board, stored };
}

describe('an activity saved again', () => {
  it('measured again from its file: the same efforts, once, and no second notice', async () => {
    const { rider, activity, efforts, board, stored } = await setUp();
    const before = await efforts();
    expect(before).toHaveLength(1);
    const { rows: noticed } = await ctx.db.query('select notice from segment_efforts where activity_id = $1', [
      activity.id,
    ]);
    await ctx.db.query('update segment_efforts set notice = null where activity_id = $1', [activity.id]);
    expect(noticed[0].notice).toMatch(/^Segment/);
    await ctx.db.query('update activities set measured_version = 0 where id = $1', [activity.id]);
    expect(await remeasureActivities(ctx.app)).toBeGreaterThanOrEqual(1);
    const after = await efforts();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ segmentId: before[0].segmentId, pr: true, rank: 1 });
    expect(after[0].elapsedSeconds).toBeCloseTo(before[0].elapsedSeconds, 6);
    expect((await board()).entries.filter((e) => e.user.id === rider.user.id)).toHaveLength(1);
    // Three levels (public, friends, all) for all time and for the effort's year.
    expect(await stored()).toEqual({ n: 1, bests: 6 });
    const { rows } = await ctx.db.query(
      'select count(*)::int as n from segment_efforts where notice is not null and activity_id = $1',
      [activity.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('whose new track no longer passes the segment: its efforts and its place on the board go', async () => {
    const { rider, activity, efforts, board, stored } = await setUp();
    const track = (await readStoredTrack(ctx.db, activity.id))!;
    const saved = {
      id: activity.id,
      userId: rider.user.id,
      sport: 'run' as const,
      startedAt: new Date(),
      visibility: 'public',
    };
    // The hook again, with the route moved 1 km east (as if the file had been read differently).
    const moved = { ...track, lng: track.lng!.map((x) => x + 0.012) };
    await onSaved(ctx.db, saved, moved);
    expect(await efforts()).toEqual([]);
    expect(await stored()).toEqual({ n: 0, bests: 0 });
    expect((await board()).entries.map((e) => e.user.id)).not.toContain(rider.user.id);
    // ...and back: matched again, once.
    await onSaved(ctx.db, saved, track);
    await onSaved(ctx.db, saved, track);
    expect(await efforts()).toHaveLength(1);
    expect(await stored()).toEqual({ n: 1, bests: 6 });
  });
});
