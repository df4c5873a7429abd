import type { ActivityDetail } from '@common/schemas/activities';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { createSegment, uploadWalk, walk } from '../../test/factories/segments';
import { queriesDuring } from '../../test/query-log';
import { useTestApp } from '../../test/test-app';

// The activity page's added sections cost what they must (docs/perf/activities.md): the segment
// efforts' ranking statement runs only for an activity that passed a segment, and the owner's
// training section is one statement (the page's row already holds the moving time and heart rate).

const ctx = useTestApp();

const STRAIGHT: [number, number][] = [
  [0, 0],
  [0, 2000],
];
const RANKING = 'segment_bests';

async function pageWithStatements(id: number, cookie: string) {
  const { result, queries } = await queriesDuring(ctx.db, () =>
    ctx.app.inject({ url: `/api/activities/${id}`, headers: { cookie } }),
  );
  expect(result.statusCode).toBe(200);
  return { page: result.json() as ActivityDetail, texts: queries.map((q) => q.text) };
}

describe('the activity page’s sections', () => {
  it('an activity that passed no segment: no ranking statement, and the training section in one', async () => {
    const member = await buildSignedInUser(ctx.db);
    const activity = await uploadWalk(
      ctx.app,
      member.cookie,
      walk(STRAIGHT, { speed: 3, origin: { lat: 12, lng: 5 } }),
    );
    const { page, texts } = await pageWithStatements(activity.id, member.cookie);
    expect(page.segmentEfforts).toEqual([]);
    expect(texts.filter((t) => t.includes(RANKING))).toEqual([]);
    expect(texts.filter((t) => t.includes('activity_training'))).toHaveLength(1);
    expect(texts.filter((t) => /select moving_s, avg_heart_rate from activities/.test(t))).toEqual([]);
    // No heart rate in the file: the training section says so from the page's row.
    expect(page.training).toMatchObject({ hasHeartRate: false, effort: null, load: null });
  });

  it('an activity that passed one: the ranking statement once, with the effort ranked', async () => {
    const origin = { lat: 13, lng: 5 };
    const creator = await buildSignedInUser(ctx.db);
    const source = await uploadWalk(ctx.app, creator.cookie, walk(STRAIGHT, { speed: 2, origin }));
    await createSegment(ctx.app, creator.cookie, { activityId: source.id, startM: 300, endM: 1300 });
    const rider = await buildSignedInUser(ctx.db);
    const ride = await uploadWalk(ctx.app, rider.cookie, walk(STRAIGHT, { speed: 4, origin }));
    const { page, texts } = await pageWithStatements(ride.id, rider.cookie);
    expect(page.segmentEfforts).toHaveLength(1);
    expect(page.segmentEfforts[0]).toMatchObject({ pr: true, rank: 1 });
    expect(texts.filter((t) => t.includes(RANKING))).toHaveLength(1);
  });
});
