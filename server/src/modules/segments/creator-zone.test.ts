import type { SegmentDetail } from '@common/schemas/segments';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { buildAdmin } from '../../test/factories/admin';
import { createSegment, offset, uploadWalk, walk } from '../../test/factories/segments';
import { useTestApp } from '../../test/test-app';

// The segment page names its creator. A privacy zone the creator draws later around the segment's
// start or end takes them off its boards and their efforts off their activity pages for others
// (decision 0028); "made by" beside a path that starts in their zone would still say they pass there.

const ctx = useTestApp();

describe('the segment page’s creator and their privacy zone', () => {
  it('is left out for others once the creator’s zone holds the start, and back when the zone goes', async () => {
    const origin = { lat: 41.3, lng: 2.1 };
    const creator = await buildSignedInUser(ctx.db);
    const source = await uploadWalk(
      ctx.app,
      creator.cookie,
      walk(
        [
          [0, 0],
          [0, 2000],
        ],
        { speed: 3, origin },
      ),
    );
    const segment = await createSegment(ctx.app, creator.cookie, { activityId: source.id, startM: 300, endM: 1300 });
    const other = await buildSignedInUser(ctx.db);
    const admin = await buildAdmin(ctx.db);
    const creatorSeenBy = async (cookie: string) => {
      const res = await apiAs(ctx, cookie).get(`/api/segments/${segment.id}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as SegmentDetail).creator?.id ?? null;
    };
    expect(await creatorSeenBy(other.cookie)).toBe(creator.user.id);

    const zone = await apiAs(ctx, creator.cookie).post('/api/privacy-zones', {
      label: 'Home',
      ...offset(0, 300, origin),
      radiusM: 200,
    });
    expect(zone.statusCode).toBe(201);
    // As on the boards: nobody but the creator, admins included.
    expect(await creatorSeenBy(other.cookie)).toBeNull();
    expect(await creatorSeenBy(admin.cookie)).toBeNull();
    expect(await creatorSeenBy(creator.cookie)).toBe(creator.user.id);
    const board = (await apiAs(ctx, other.cookie).get(`/api/segments/${segment.id}/leaderboard`)).json();
    expect(board.entries).toEqual([]);

    const removed = await apiAs(ctx, creator.cookie).delete(`/api/privacy-zones/${(zone.json() as { id: number }).id}`);
    expect(removed.statusCode).toBe(204);
    expect(await creatorSeenBy(other.cookie)).toBe(creator.user.id);
  });
});
