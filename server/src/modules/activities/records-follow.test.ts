import type { ActivityDetail, ActivityRecord, UploadedActivity } from '@common/schemas/activities';
import type { AppNotification } from '@common/schemas/notifications';
import { describe, expect, it } from 'vitest';
import { toGpx } from '../../db/seed/tracks/gpx';
import { buildRoute } from '../../db/seed/tracks/route';
import { buildSignedInUser } from '../../test/factories';
import { uploadFile } from '../../test/factories/activities';
import { fixtureBytes, plainSegments, SEGMENTS_8_GPX10, sphereMetres } from '../../test/fixtures/activities/files';
import { useTestApp } from '../../test/test-app';
import { MEASURE_VERSION } from './read-activity';
import { remeasureActivities } from './remeasure';

// Issue 32: records follow the figures. When an activity's figures change (measured again, sport
// changed, deleted) the records are read from what is stored now, and a record notification that
// no longer holds is withdrawn.

const ctx = useTestApp();

/** A 6 km run at `speed` m/s on a day of March 2026. */
const run = (day: number, speed: number) =>
  toGpx(buildRoute({ start: new Date(Date.UTC(2026, 2, day, 7)), stretches: [{ metres: 6000, speed }] }));

async function upload(cookie: string, name: string, bytes: string | Uint8Array, fields?: Record<string, string>) {
  const res = await uploadFile(ctx.app, name, bytes, { cookie, fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as UploadedActivity;
}

const recordNotes = async (cookie: string) =>
  ((await ctx.app.inject({ url: '/api/notifications', headers: { cookie } })).json() as AppNotification[])
    .filter((n) => n.type === 'record')
    .map((n) => `${n.activityId} ${n.detail}`)
    .sort();

const records = async (cookie: string) =>
  (await ctx.app.inject({ url: '/api/activities/records', headers: { cookie } })).json() as ActivityRecord[];

describe('records follow the figures', () => {
  it('a run changed to a ride, or deleted, takes its record notifications with it', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const slow = await upload(cookie, 'slow.gpx', run(2, 3));
    const fast = await upload(cookie, 'fast.gpx', run(9, 4));
    const id = fast.activity.id;
    expect(await recordNotes(cookie)).toEqual([`${id} Fastest 1 km: 4:10`, `${id} Fastest 5 km: 20:50`]);

    const patch = (sport: string) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/activities/${id}`, headers: { cookie }, payload: { sport } });
    expect((await patch('ride')).statusCode).toBe(200);
    expect(await recordNotes(cookie)).toEqual([]);
    expect((await records(cookie)).map((r) => r.activityId)).toEqual([slow.activity.id, slow.activity.id]);

    // Back to a run: its records hold again and are announced again.
    await patch('run');
    expect(await recordNotes(cookie)).toEqual([`${id} Fastest 1 km: 4:10`, `${id} Fastest 5 km: 20:50`]);
    // A title change touches no record.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/activities/${id}`,
      headers: { cookie },
      payload: { title: 'X' },
    });
    expect(await recordNotes(cookie)).toHaveLength(2);

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/activities/${id}`, headers: { cookie } })).statusCode,
    ).toBe(204);
    expect(await recordNotes(cookie)).toEqual([]);
    const unread = (await ctx.app.inject({ url: '/api/notifications/unread-count', headers: { cookie } })).json();
    expect(unread.notifications).toBe(0);
    expect((await records(cookie)).every((r) => r.activityId === slow.activity.id)).toBe(true);
  });

  it('an activity stored by the old rules is measured again once: right figures, the wrong record withdrawn', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    // An earlier run at 3 m/s: its 1 km of 5:33 stands against the file's true 1 km.
    const earlier = await upload(cookie, 'earlier.gpx', run(1, 3));
    // A record of another activity that still holds: it must stay.
    const other = await upload(cookie, 'other.gpx', run(3, 3.2));
    const otherNotes = await recordNotes(cookie);
    expect(otherNotes.length).toBeGreaterThan(0);

    const file = await upload(cookie, 'logger.gpx', fixtureBytes(SEGMENTS_8_GPX10), { sport: 'run' });
    const id = file.activity.id;
    const right = (
      await ctx.app.inject({ url: `/api/activities/${id}`, headers: { cookie } })
    ).json() as ActivityDetail;
    // What issue 32 found stored for this file: 13.65 km with the segments joined, a 1 km "record"
    // of 1:40 (notified), one track segment, figures of the first rules.
    await ctx.db.query('update activities set distance_m = 13650, measured_version = 1 where id = $1', [id]);
    await ctx.db.query(
      `update activity_tracks set segment = null,
         page_owner = jsonb_set(page_owner::jsonb, '{series,segment}', '[0]')::text where activity_id = $1`,
      [id],
    );
    await ctx.db.query('delete from activity_best_efforts where activity_id = $1', [id]);
    await ctx.db.query(
      `insert into activity_best_efforts (activity_id, user_id, distance_m, seconds, start_m, end_m)
       values ($1, $2, 1000, 100, 0, 1000), ($1, $2, 5000, 837, 0, 5000)`,
      [id, user.id],
    );
    await ctx.db.query(
      `insert into notifications (user_id, actor_id, type, activity_id, detail)
       values ($1, $1, 'record', $2, 'Fastest 1 km: 1:40'), ($1, $1, 'record', $2, 'Fastest 5 km: 13:57')`,
      [user.id, id],
    );
    expect((await records(cookie)).find((r) => r.distanceM === 1000)?.activityId).toBe(id);
    // What other modules made of the old track (here the heart-rate histogram the training module
    // keeps) is made again from the new one: the saved hooks run for a remeasured activity.
    await ctx.db.query('delete from activity_training where activity_id = $1', [id]);

    expect(await remeasureActivities(ctx.app)).toBeGreaterThanOrEqual(1);
    // Once: nothing is left to measure.
    expect(await remeasureActivities(ctx.app)).toBe(0);

    const page = (await ctx.app.inject({ url: `/api/activities/${id}`, headers: { cookie } })).json() as ActivityDetail;
    const within = plainSegments(fixtureBytes(SEGMENTS_8_GPX10).toString('utf8')).reduce(
      (sum, seg) => sum + seg.slice(1).reduce((s, p, k) => s + sphereMetres(seg[k], p), 0),
      0,
    );
    expect(page.distanceM).toBeCloseTo(within, 0);
    expect(new Set(page.series.segment).size).toBe(8);
    expect(page.bestEfforts).toEqual(right.bestEfforts);
    expect(page.bestEfforts.map((e) => e.distanceM)).toEqual([1000]);
    expect(page.bestEfforts[0].seconds).toBeGreaterThan(300);
    // The records are the stored efforts again: the 1 km is the earlier run's 5:33.
    const km = (await records(cookie)).find((r) => r.distanceM === 1000)!;
    expect(km.activityId).not.toBe(id);
    expect([earlier.activity.id, other.activity.id]).toContain(km.activityId);
    expect((await records(cookie)).some((r) => r.activityId === id)).toBe(false);
    // The wrong notifications are withdrawn; the other activity's still hold.
    expect(await recordNotes(cookie)).toEqual(otherNotes);
    const { rows } = await ctx.db.query('select measured_version from activity_training where activity_id = $1', [id]);
    expect(rows).toEqual([{ measured_version: MEASURE_VERSION }]);
  });
});
