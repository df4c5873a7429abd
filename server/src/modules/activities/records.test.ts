import type { ActivityRecord, ActivityTotals, UploadedActivity } from '@common/schemas/activities';
import type { AppNotification } from '@common/schemas/notifications';
import { describe, expect, it } from 'vitest';
import { toGpx } from '../../db/seed/tracks/gpx';
import { buildRoute } from '../../db/seed/tracks/route';
import { buildSignedInUser } from '../../test/factories';
import { uploadFile } from '../../test/factories/activities';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

/** A 6 km run at `speed` m/s with `fast` km at `fastSpeed` somewhere in the middle, on a given day. */
function run(day: number, speed: number, fast?: { km: number; speed: number }) {
  const stretches = fast
    ? [
        { metres: 500, speed },
        { metres: fast.km * 1000, speed: fast.speed },
        { metres: 6000 - 500 - fast.km * 1000, speed },
      ]
    : [{ metres: 6000, speed }];
  const points = buildRoute({ start: new Date(Date.UTC(2026, 2, day, 7)), stretches });
  return toGpx(points, { name: `Run ${day}` });
}

describe('records and totals', () => {
  it('best efforts found inside a run become records, notified when they beat every earlier run', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const first = await uploadFile(ctx.app, 'a.gpx', run(2, 3), { cookie });
    // A first time at a distance is no record (nothing to beat), as with the lifting records.
    expect((first.json() as UploadedActivity).newRecords).toEqual([]);

    // 5 km at 4 m/s from 500 m in: 1250 s, beating 5000 / 3 s; its fastest km is 250 s.
    const second = await uploadFile(ctx.app, 'b.gpx', run(9, 3, { km: 5, speed: 4 }), { cookie });
    const { newRecords, activity } = second.json() as UploadedActivity;
    expect(newRecords.map((r) => [r.distanceM, Math.round(r.seconds)])).toEqual([
      [1000, 250],
      [5000, 1250],
    ]);
    // 500 m at 3 m/s is 166.7 s: the route rounds it to 167 s, 501 m.
    expect(newRecords[1].startM).toBeCloseTo(501, 0);

    const notifications = (await ctx.app.inject({ url: '/api/notifications', headers: { cookie } })).json();
    const records = notifications.filter((n: AppNotification) => n.type === 'record');
    expect(records.map((n: AppNotification) => n.detail).sort()).toEqual(['Fastest 1 km: 4:10', 'Fastest 5 km: 20:50']);
    expect(records[0].activityId).toBe(activity.id);
    const unread = (await ctx.app.inject({ url: '/api/notifications/unread-count', headers: { cookie } })).json();
    expect(unread.notifications).toBe(2);

    const list = (
      await ctx.app.inject({ url: '/api/activities/records', headers: { cookie } })
    ).json() as ActivityRecord[];
    expect(list.map((r) => [r.distanceM, Math.round(r.seconds), r.activityId])).toEqual([
      [1000, 250, activity.id],
      [5000, 1250, activity.id],
    ]);
    // A slower third run sets nothing.
    const third = await uploadFile(ctx.app, 'c.gpx', run(16, 2.5), { cookie });
    expect(third.json().newRecords).toEqual([]);
  });

  it('rides do not count as running records; switching a ride to a run checks them', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await uploadFile(ctx.app, 'a.gpx', run(2, 3), { cookie });
    const ride = await uploadFile(ctx.app, 'b.gpx', run(3, 8), { cookie, fields: { sport: 'ride' } });
    expect(ride.json().newRecords).toEqual([]);
    const records = (await ctx.app.inject({ url: '/api/activities/records', headers: { cookie } })).json();
    expect(records.every((r: ActivityRecord) => Math.round(r.seconds) === Math.round(r.distanceM / 3))).toBe(true);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/activities/${ride.json().activity.id}`,
      headers: { cookie },
      payload: { sport: 'run' },
    });
    const notes = (await ctx.app.inject({ url: '/api/notifications', headers: { cookie } })).json();
    expect(notes.filter((n: AppNotification) => n.type === 'record')).toHaveLength(2);
  });

  it('records notify in the app whatever the hidden workout-reminder choice says (no switch can silence them unseen)', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie },
      payload: { notifications: { workoutReminders: 'none' } },
    });
    await uploadFile(ctx.app, 'a.gpx', run(2, 3), { cookie });
    const faster = await uploadFile(ctx.app, 'b.gpx', run(3, 4), { cookie });
    expect(faster.json().newRecords.length).toBeGreaterThan(0);
    const notes = (await ctx.app.inject({ url: '/api/notifications', headers: { cookie } })).json();
    expect(notes.length).toBe(faster.json().newRecords.length);
    expect(notes.every((n: AppNotification) => n.type === 'record')).toBe(true);
  });

  it('weekly and monthly totals per sport', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const now = new Date();
    const start = new Date(now.getTime() - 2 * 3600_000);
    const points = buildRoute({ start, stretches: [{ metres: 3000, speed: 3 }] });
    await uploadFile(ctx.app, 'a.gpx', toGpx(points), { cookie });
    const ridePoints = buildRoute({
      start: new Date(start.getTime() - 3600_000),
      stretches: [{ metres: 8000, speed: 8 }],
    });
    await uploadFile(ctx.app, 'b.gpx', toGpx(ridePoints, { type: 'cycling' }), { cookie });
    for (const period of ['week', 'month']) {
      const totals = (
        await ctx.app.inject({ url: `/api/activities/totals?period=${period}&count=4&tz=UTC`, headers: { cookie } })
      ).json() as ActivityTotals[];
      const bySport = Object.fromEntries(totals.map((t) => [t.sport, t]));
      expect(bySport.run).toMatchObject({ count: 1, distanceM: 3000, movingSeconds: 1000 });
      expect(bySport.ride).toMatchObject({ count: 1, distanceM: 8000, movingSeconds: 1000 });
    }
  });
});
