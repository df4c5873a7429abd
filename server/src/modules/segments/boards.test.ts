import type { ActivityDetail } from '@common/schemas/activities';
import type { Leaderboard, SegmentDetail } from '@common/schemas/segments';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, follow } from '../../test/factories';
import { buildAdmin } from '../../test/factories/admin';
import { befriend } from '../../test/factories/people';
import { createSegment, offset, uploadWalk, walk } from '../../test/factories/segments';
import { useTestApp } from '../../test/test-app';
import { sendSegmentNotices } from '.';

// Leaderboards: periods, scopes, pages and ranks, and who sees whom (private and friends-only
// activities, privacy zones, blocks both ways, suspended members), plus the record notification.

const ctx = useTestApp();

let places = 0;
const STRAIGHT: [number, number][] = [
  [0, 0],
  [0, 2000],
];

/**
 * A place of its own, a segment from 300 m to 1,300 m of a straight 2 km route, made by its creator
 * (after `before`, given the place, has run).
 */
async function setUp(before?: (origin: { lat: number; lng: number }) => Promise<unknown>) {
  const origin = { lat: 40 + 0.2 * ++places, lng: -3.7 };
  await before?.(origin);
  const creator = await buildSignedInUser(ctx.db);
  const source = await uploadWalk(ctx.app, creator.cookie, walk(STRAIGHT, { speed: 2, origin }));
  const segment = await createSegment(ctx.app, creator.cookie, { activityId: source.id, startM: 300, endM: 1300 });
  /** A member's run over it at `speed` m/s (the effort takes about 1000/speed s). */
  const run = async (cookie: string, speed: number, o: { visibility?: string; start?: Date } = {}) =>
    uploadWalk(ctx.app, cookie, walk(STRAIGHT, { speed, origin, start: o.start }), {
      fields: { visibility: o.visibility ?? 'public' },
    });
  const board = async (cookie: string, query = '') => {
    const res = await apiAs(ctx, cookie).get(`/api/segments/${segment.id}/leaderboard${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as Leaderboard;
  };
  const names = async (cookie: string, query = '') => (await board(cookie, query)).entries.map((e) => e.user.id);
  return { origin, creator, segment, run, board, names };
}

describe('segment leaderboards', () => {
  it('ranks each member’s best, fastest first, with pages and the viewer’s own place', async () => {
    const { creator, run, board } = await setUp();
    const fast = await buildSignedInUser(ctx.db);
    const slow = await buildSignedInUser(ctx.db);
    await run(fast.cookie, 5);
    await run(slow.cookie, 2.5);
    await run(slow.cookie, 4); // slow's best
    const all = await board(slow.cookie);
    expect(all.entries.map((e) => [e.user.id, e.rank])).toEqual([
      [fast.user.id, 1],
      [slow.user.id, 2],
      [creator.user.id, 3],
    ]);
    expect(all.entries[1].elapsedSeconds).toBeCloseTo(1000 / 4, 0);
    expect(all.viewer).toMatchObject({ rank: 2, user: { id: slow.user.id } });
    const first = await board(slow.cookie, '?limit=2');
    const second = await board(slow.cookie, `?limit=2&after=${first.entries[1].effortId}`);
    expect(second.entries.map((e) => [e.user.id, e.rank])).toEqual([[creator.user.id, 3]]);
  });

  it('this year’s board leaves out last year’s efforts', async () => {
    const { run, names } = await setUp();
    const lastYear = await buildSignedInUser(ctx.db);
    const thisYear = await buildSignedInUser(ctx.db);
    const year = new Date().getUTCFullYear();
    await run(lastYear.cookie, 6, { start: new Date(Date.UTC(year - 1, 5, 1, 7)) });
    await run(thisYear.cookie, 3, { start: new Date(Date.now() - 3600_000) });
    expect(await names(thisYear.cookie)).toContain(lastYear.user.id);
    const yearBoard = await names(thisYear.cookie, '?period=year');
    expect(yearBoard).toContain(thisYear.user.id);
    expect(yearBoard).not.toContain(lastYear.user.id);
  });

  it('the following board holds the viewer and the members they follow', async () => {
    const { creator, run, names } = await setUp();
    const viewer = await buildSignedInUser(ctx.db);
    const followed = await buildSignedInUser(ctx.db);
    const friend = await buildSignedInUser(ctx.db);
    await follow(ctx.db, viewer.user.id, followed.user.id);
    await befriend(ctx.db, viewer.user.id, friend.user.id);
    await run(viewer.cookie, 3);
    await run(followed.cookie, 3.5);
    await run(friend.cookie, 2.5);
    const following = await names(viewer.cookie, '?scope=following');
    expect(new Set(following)).toEqual(new Set([viewer.user.id, followed.user.id, friend.user.id]));
    expect(await names(viewer.cookie)).toContain(creator.user.id);
  });

  it('private activities never reach a board, not even their member’s or an admin’s; friends-only ones only friends’', async () => {
    const { run, names, board, segment } = await setUp();
    const owner = await buildSignedInUser(ctx.db);
    const friend = await buildSignedInUser(ctx.db);
    const stranger = await buildSignedInUser(ctx.db);
    const admin = await buildAdmin(ctx.db);
    await befriend(ctx.db, owner.user.id, friend.user.id);
    const secret = await run(owner.cookie, 6, { visibility: 'private' });
    for (const viewer of [stranger, friend, owner, admin])
      expect(await names(viewer.cookie)).not.toContain(owner.user.id);
    expect((await board(owner.cookie)).viewer).toBeNull();
    // The member's own record keeps it: their efforts and personal best on the segment page,
    // the PR mark (but no place on a board) on the activity page.
    const detail = (await apiAs(ctx, owner.cookie).get(`/api/segments/${segment.id}`)).json() as SegmentDetail;
    expect(detail.personalBest?.activityId).toBe(secret.id);
    expect(detail.personalBest?.elapsedSeconds).toBeCloseTo(1000 / 6, 0);
    const own = ((await apiAs(ctx, owner.cookie).get(`/api/activities/${secret.id}`)).json() as ActivityDetail)
      .segmentEfforts;
    expect(own).toMatchObject([{ segmentId: segment.id, pr: true, rank: null }]);
    await run(owner.cookie, 5, { visibility: 'friends' });
    expect(await names(stranger.cookie)).not.toContain(owner.user.id);
    const seenByFriend = (await board(friend.cookie)).entries.find((e) => e.user.id === owner.user.id);
    expect(seenByFriend?.elapsedSeconds).toBeCloseTo(1000 / 5, 0);
    // On the boards, the member's place is their best among activities others may see.
    expect((await board(owner.cookie)).viewer?.elapsedSeconds).toBeCloseTo(1000 / 5, 0);
    const seenByAdmin = (await board(admin.cookie)).entries.find((e) => e.user.id === owner.user.id);
    expect(seenByAdmin?.elapsedSeconds).toBeCloseTo(1000 / 5, 0);
  });

  it('a member whose privacy zone holds the segment’s start is left off the boards others see', async () => {
    const { origin, run, names, segment } = await setUp();
    const member = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    const activity = await run(member.cookie, 4);
    expect(await names(other.cookie)).toContain(member.user.id);
    const start = offset(0, 300, origin);
    const zone = await apiAs(ctx, member.cookie).post('/api/privacy-zones', { label: 'Home', ...start, radiusM: 200 });
    expect(zone.statusCode).toBe(201);
    expect(await names(other.cookie)).not.toContain(member.user.id);
    expect(await names(member.cookie)).toContain(member.user.id);
    const page = async (cookie: string) =>
      ((await apiAs(ctx, cookie).get(`/api/activities/${activity.id}`)).json() as ActivityDetail).segmentEfforts;
    expect(await page(other.cookie)).toEqual([]);
    expect((await page(member.cookie)).map((e) => e.segmentId)).toEqual([segment.id]);
    // The zone removed, the member is back on the boards others see.
    const removed = await apiAs(ctx, member.cookie).delete(`/api/privacy-zones/${(zone.json() as { id: number }).id}`);
    expect(removed.statusCode).toBe(204);
    expect(await names(other.cookie)).toContain(member.user.id);
    expect((await page(other.cookie)).map((e) => e.segmentId)).toEqual([segment.id]);
  });

  it('a segment made after a member’s privacy zone around its end leaves that member off its boards too', async () => {
    const member = await buildSignedInUser(ctx.db);
    const { names, run } = await setUp(async (origin) => {
      const end = offset(0, 1300, origin);
      const zone = await apiAs(ctx, member.cookie).post('/api/privacy-zones', { label: 'Work', ...end, radiusM: 200 });
      expect(zone.statusCode).toBe(201);
    });
    const other = await buildSignedInUser(ctx.db);
    const passer = await buildSignedInUser(ctx.db);
    await run(member.cookie, 4);
    await run(passer.cookie, 3);
    expect(await names(other.cookie)).toEqual(expect.arrayContaining([passer.user.id]));
    expect(await names(other.cookie)).not.toContain(member.user.id);
    expect(await names(member.cookie)).toContain(member.user.id);
  });

  it('blocked members never see each other on a board, either way; suspended members never appear', async () => {
    const { run, names } = await setUp();
    const blocker = await buildSignedInUser(ctx.db);
    const blocked = await buildSignedInUser(ctx.db);
    const suspended = await buildSignedInUser(ctx.db);
    await run(blocker.cookie, 3);
    await run(blocked.cookie, 3.2);
    await run(suspended.cookie, 7);
    await ctx.db.query('insert into blocks (blocker_id, blocked_id) values ($1, $2)', [
      blocker.user.id,
      blocked.user.id,
    ]);
    await ctx.db.query('update users set suspended_at = now() where id = $1', [suspended.user.id]);
    expect(await names(blocker.cookie)).not.toContain(blocked.user.id);
    expect(await names(blocked.cookie)).not.toContain(blocker.user.id);
    const viewer = await buildSignedInUser(ctx.db);
    const everyone = await names(viewer.cookie);
    expect(everyone).toEqual(expect.arrayContaining([blocker.user.id, blocked.user.id]));
    expect(everyone).not.toContain(suspended.user.id);
  });

  it('a new personal best or a top-10 place gives the record notification, once', async () => {
    const { run } = await setUp();
    const member = await buildSignedInUser(ctx.db);
    // Slower than the creator (2 m/s): second on the board.
    const first = await run(member.cookie, 1.8);
    await sendSegmentNotices(ctx.app);
    // The activities module's own best-effort records ('Fastest 1 km') are not this test's.
    const notes = async () =>
      (
        (await apiAs(ctx, member.cookie).get('/api/notifications')).json() as {
          type: string;
          activityId: number;
          detail: string;
        }[]
      ).filter((n) => n.detail.startsWith('Segment'));
    // A first effort is no record, but a second place on the board is a top-10 place.
    expect((await notes()).map((n) => [n.type, n.activityId, n.detail])).toEqual([
      ['record', first.id, expect.stringMatching(/^Segment “Test segment” \d+:\d\d, 2nd on the leaderboard$/)],
    ]);
    const faster = await run(member.cookie, 4);
    await sendSegmentNotices(ctx.app);
    await sendSegmentNotices(ctx.app);
    const latest = (await notes()).filter((n) => n.activityId === faster.id);
    expect(latest).toHaveLength(1);
    expect(latest[0].detail).toMatch(/\(your best\), 1st on the leaderboard$/);
  });
});
