import type { ActivityDetail, UploadedActivity } from '@common/schemas/activities';
import { describe, expect, it } from 'vitest';
import { buildRoute } from '../../db/seed/tracks/route';
import { buildSignedInUser } from '../../test/factories';
import { activityRowCounts, filesIn, runGpx, uploadFile } from '../../test/factories/activities';
import { pausedRun, toFit } from '../../test/fixtures/activities/fit';
import { toTcx } from '../../test/fixtures/activities/tcx';
import { useTestApp } from '../../test/test-app';
import { readActivity } from './read-activity';

const ctx = useTestApp();

describe('uploading an activity file', () => {
  it('imports a GPX run: 201 with the figures, the page with map points and splits, and the original kept', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const { points, gpx } = runGpx({ km: 3, heartRate: () => 150, elevation: (d) => 10 + d / 100 });
    const res = await uploadFile(ctx.app, 'morning.gpx', gpx, { cookie });
    expect(res.statusCode, res.body).toBe(201);
    const { activity, duplicate } = res.json() as UploadedActivity;
    expect(duplicate).toBe(false);
    expect(activity).toMatchObject({ sport: 'run', title: 'Test Run', hasGps: true, avgHeartRate: 150 });
    expect(activity.distanceM).toBeCloseTo(3000, 0);
    expect(activity.movingSeconds).toBe(1000);
    expect(activity.elevationGainM).toBeCloseTo(30, -1);
    // Visibility follows the member's workout activity choice (friends by default).
    expect(activity.visibility).toBe('friends');

    const page = await ctx.app.inject({ url: `/api/activities/${activity.id}`, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    const detail = page.json() as ActivityDetail;
    expect(detail.isOwner).toBe(true);
    expect(detail.splitsKm.map((s) => s.movingSeconds)).toEqual([333, 334, 333]);
    expect(detail.series.lat[0]).toBeCloseTo(points[0].lat, 6);
    expect(detail.series.lat.at(-1)).toBeCloseTo(points.at(-1)!.lat, 6);
    expect(detail.series.heartRate[0]).toBe(150);

    const original = await ctx.app.inject({ url: `/api/activities/${activity.id}/original`, headers: { cookie } });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-disposition']).toContain('morning.gpx');
    expect(original.body).toBe(gpx);

    // The GPX download reads back as the same route.
    const download = await ctx.app.inject({ url: `/api/activities/${activity.id}/gpx`, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    const again = readActivity(new TextEncoder().encode(download.body));
    expect(again.summary.distanceM).toBeCloseTo(activity.distanceM!, 0);
    expect(again.track.length).toBe(points.length);

    const list = await ctx.app.inject({ url: '/api/activities', headers: { cookie } });
    expect(list.json().map((a: { id: number }) => a.id)).toEqual([activity.id]);
    expect((await activityRowCounts(ctx.db, user.id)).tracks).toBe(1);
  });

  it('recognises the same file uploaded twice (also gzipped) and stores nothing new', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const { gpx } = runGpx({ km: 1 });
    const first = await uploadFile(ctx.app, 'a.gpx', gpx, { cookie });
    expect(first.statusCode).toBe(201);
    const filesBefore = filesIn(ctx.config.uploadDir).length;
    const second = await uploadFile(ctx.app, 'copy.gpx', gpx, { cookie });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ duplicate: true, activity: { id: first.json().activity.id } });
    const { gzipSync } = await import('node:zlib');
    const zipped = await uploadFile(ctx.app, 'a.gpx.gz', gzipSync(gpx), { cookie });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.json().duplicate).toBe(true);
    expect(await activityRowCounts(ctx.db, user.id)).toMatchObject({ activities: 1, media: 1 });
    expect(filesIn(ctx.config.uploadDir)).toHaveLength(filesBefore);
    // Another member uploading the same file gets their own activity.
    const other = await buildSignedInUser(ctx.db);
    expect((await uploadFile(ctx.app, 'a.gpx', gpx, { cookie: other.cookie })).statusCode).toBe(201);
  });

  it('keeps one activity when the same run comes again as another file (FIT, then TCX), not two', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const start = new Date(Date.UTC(2026, 4, 3, 6, 30));
    const points = buildRoute({ start, stretches: [{ metres: 3000, speed: 3 }] });
    const fit = await uploadFile(ctx.app, 'run.fit', toFit(points, { sport: 'running' }), { cookie });
    expect(fit.statusCode, fit.body).toBe(201);
    const kept = fit.json().activity.id;
    const tcx = await uploadFile(ctx.app, 'run.tcx', toTcx(points, { sport: 'Running' }), { cookie });
    expect(tcx.statusCode, tcx.body).toBe(200);
    expect(tcx.json()).toMatchObject({ duplicate: true, sameTime: true, activity: { id: kept }, newRecords: [] });
    expect(await activityRowCounts(ctx.db, user.id)).toMatchObject({ activities: 1, media: 1 });
    // Another recording that shares under half of the shorter one's time is another activity: a
    // cool-down jog starting 12 minutes into the 1,000 s run and lasting 10 minutes.
    const later = buildRoute({ start: new Date(start.getTime() + 720_000), stretches: [{ metres: 1800, speed: 3 }] });
    const jog = await uploadFile(ctx.app, 'jog.tcx', toTcx(later, { sport: 'Running' }), { cookie });
    expect(jog.statusCode, jog.body).toBe(201);
    expect(jog.json()).toMatchObject({ duplicate: false, sameTime: false });
    // The same run is another member's own.
    const other = await buildSignedInUser(ctx.db);
    expect((await uploadFile(ctx.app, 'run.tcx', toTcx(points), { cookie: other.cookie })).statusCode).toBe(201);
  });

  it('stores a FIT run paused on the watch without the distance walked during the pause', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const { parts, points, pauses } = pausedRun();
    // The watch's own distance counter: the metres run, which a pause does not move.
    const run = points.at(-1)!.dist;
    expect(run).toBe(3600);
    const res = await uploadFile(ctx.app, 'paused.fit', toFit(points, { pauses }), { cookie });
    expect(res.statusCode, res.body).toBe(201);
    const { activity } = res.json() as UploadedActivity;
    expect(activity.distanceM).toBeCloseTo(run, 0);
    const stored = await ctx.db.query('select distance_m from activities where id = $1', [activity.id]);
    expect(Number(stored.rows[0].distance_m)).toBeCloseTo(run, 0);
    const page = await ctx.app.inject({ url: `/api/activities/${activity.id}`, headers: { cookie } });
    const detail = page.json() as ActivityDetail;
    // The map draws three parts, no line across the pauses.
    expect(new Set(detail.series.segment).size).toBe(parts.length);
  });

  it('a treadmill FIT imports without a map; the sport can be given when the file does not say', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const points = buildRoute({ stretches: [{ metres: 2400, speed: 3 }], heartRate: () => 140 });
    const res = await uploadFile(ctx.app, 'treadmill.fit', toFit(points, { indoor: true, sport: 'generic' }), {
      cookie,
      fields: { sport: 'run', visibility: 'public' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { activity } = res.json() as UploadedActivity;
    expect(activity).toMatchObject({ sport: 'run', visibility: 'public', hasGps: false, preview: null });
    expect(activity.distanceM).toBeCloseTo(2400, 0);
    const page = (await ctx.app.inject({ url: `/api/activities/${activity.id}`, headers: { cookie } })).json();
    expect(page.series.lat.every((v: number | null) => v === null)).toBe(true);
    expect(page.splitsKm).toHaveLength(3);
    const gpx = await ctx.app.inject({ url: `/api/activities/${activity.id}/gpx`, headers: { cookie } });
    expect(gpx.statusCode).toBe(404);
  });

  it('a treadmill TCX with heart rate only has an unknown distance: null everywhere, never 0', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    // Ten minutes of heart rate every 5 s, no position and no DistanceMeters: how far is unknown.
    const start = Date.parse('2026-11-10T13:00:00Z');
    const trackpoints = Array.from({ length: 121 }, (_, i) => {
      const time = new Date(start + i * 5000).toISOString().replace('.000Z', 'Z');
      return `<Trackpoint><Time>${time}</Time><HeartRateBpm><Value>${130 + (i % 10)}</Value></HeartRateBpm></Trackpoint>`;
    });
    const tcx = `<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities>
<Activity Sport="Running"><Id>2026-11-10T13:00:00Z</Id><Lap StartTime="2026-11-10T13:00:00Z">
<TotalTimeSeconds>600</TotalTimeSeconds><Track>${trackpoints.join('\n')}</Track></Lap></Activity>
</Activities></TrainingCenterDatabase>`;
    const res = await uploadFile(ctx.app, 'treadmill.tcx', tcx, { cookie, fields: { visibility: 'public' } });
    expect(res.statusCode, res.body).toBe(201);
    const { activity } = res.json() as UploadedActivity;
    expect(activity).toMatchObject({ hasGps: false, distanceM: null, elapsedSeconds: 600, avgHeartRate: 134 });

    const get = async (url: string) => (await ctx.app.inject({ url, headers: { cookie } })).json();
    const detail = (await get(`/api/activities/${activity.id}`)) as ActivityDetail;
    expect(detail.distanceM).toBeNull();
    expect(detail.splitsKm).toEqual([]);
    expect(detail.bestEfforts).toEqual([]);
    expect((await get('/api/activities'))[0].distanceM).toBeNull();
    expect(await get('/api/activities/totals?period=week&count=104&tz=UTC')).toEqual([
      expect.objectContaining({ sport: 'run', count: 1, distanceM: null, movingSeconds: activity.movingSeconds }),
    ]);
    const shared = await ctx.app.inject({
      method: 'POST',
      url: `/api/activities/${activity.id}/share`,
      headers: { cookie },
      payload: {},
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const post = await get(`/api/posts/${shared.json().postId}`);
    expect(post.activity).toMatchObject({ id: activity.id, distanceM: null });
  });

  it('a file that does not name its sport imports with none, and the owner sets it later', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const points = buildRoute({ stretches: [{ metres: 900, speed: 3 }] });
    const { toGpx } = await import('../../db/seed/tracks/gpx');
    const res = await uploadFile(ctx.app, 'x.gpx', toGpx(points, { type: null }), { cookie });
    const { activity } = res.json() as UploadedActivity;
    expect(activity.sport).toBeNull();
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/activities/${activity.id}`,
      headers: { cookie },
      payload: { sport: 'hike', title: 'Up the hill' },
    });
    expect(patched.json()).toMatchObject({ sport: 'hike', title: 'Up the hill' });
  });

  it('only the owner downloads, changes or deletes; deleting removes the file; visitors get 401', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    const { gpx } = runGpx({ km: 1 });
    const { activity } = (
      await uploadFile(ctx.app, 'r.gpx', gpx, { cookie: owner.cookie, fields: { visibility: 'public' } })
    ).json() as UploadedActivity;
    const as = (cookie: string | undefined, method: 'GET' | 'PATCH' | 'DELETE', url: string) =>
      ctx.app.inject({
        method,
        url,
        headers: cookie ? { cookie } : {},
        ...(method === 'PATCH' && { payload: { title: 'x' } }),
      });
    expect((await as(other.cookie, 'GET', `/api/activities/${activity.id}`)).statusCode).toBe(200);
    // Not yours, but seen (docs/decisions/0026): 403, not a 404 that would deny what the page shows.
    expect((await as(other.cookie, 'GET', `/api/activities/${activity.id}/original`)).statusCode).toBe(403);
    expect((await as(other.cookie, 'GET', `/api/activities/${activity.id}/gpx`)).statusCode).toBe(403);
    expect((await as(other.cookie, 'PATCH', `/api/activities/${activity.id}`)).statusCode).toBe(403);
    expect((await as(other.cookie, 'DELETE', `/api/activities/${activity.id}`)).statusCode).toBe(403);
    expect((await as(undefined, 'GET', `/api/activities/${activity.id}`)).statusCode).toBe(401);
    // Made private, it is not seen: every call on it is 404, as for an unknown one.
    await ctx.db.query(`update activities set visibility = 'private' where id = $1`, [activity.id]);
    for (const [method, suffix] of [
      ['GET', '/original'],
      ['GET', '/gpx'],
      ['PATCH', ''],
      ['DELETE', ''],
    ] as const) {
      expect((await as(other.cookie, method, `/api/activities/${activity.id}${suffix}`)).statusCode).toBe(404);
    }
    expect((await uploadFile(ctx.app, 'r.gpx', gpx)).statusCode).toBe(401);
    // The original is never served by the public media route.
    const { rows } = await ctx.db.query('select file_key from activities where id = $1', [activity.id]);
    expect((await ctx.app.inject({ url: `/uploads/${rows[0].file_key}` })).statusCode).toBe(404);

    const files = filesIn(ctx.config.uploadDir).length;
    expect((await as(owner.cookie, 'DELETE', `/api/activities/${activity.id}`)).statusCode).toBe(204);
    expect(filesIn(ctx.config.uploadDir)).toHaveLength(files - 1);
    expect(await activityRowCounts(ctx.db, owner.user.id)).toEqual({ activities: 0, tracks: 0, efforts: 0, media: 0 });
  });
});

describe('account deletion and the orphan sweep', () => {
  it("deleting the account removes the member's activity files with everything else", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const before = filesIn(ctx.config.uploadDir).length;
    await uploadFile(ctx.app, 'a.gpx', runGpx({ km: 1 }).gpx, { cookie });
    await uploadFile(ctx.app, 'b.fit', toFit(buildRoute({ stretches: [{ metres: 600, speed: 3 }] })), { cookie });
    expect(filesIn(ctx.config.uploadDir)).toHaveLength(before + 2);
    const { deleteAccount } = await import('../people');
    await deleteAccount(ctx.app, user.id);
    expect(filesIn(ctx.config.uploadDir)).toHaveLength(before);
    expect(await activityRowCounts(ctx.db, user.id)).toEqual({ activities: 0, tracks: 0, efforts: 0, media: 0 });
  });

  it("the hourly sweep of unused uploads never takes an activity's file", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await uploadFile(ctx.app, 'a.gpx', runGpx({ km: 1 }).gpx, { cookie });
    await ctx.db.query(`update media set created_at = now() - interval '3 days' where user_id = $1`, [user.id]);
    const { sweepOrphanMedia } = await import('../media');
    await sweepOrphanMedia(ctx.app);
    expect(await activityRowCounts(ctx.db, user.id)).toMatchObject({ activities: 1, media: 1 });
  });
});
