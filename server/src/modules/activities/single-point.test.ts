import { readFileSync } from 'node:fs';
import type { ActivityDetail, ActivitySummary, ActivityTotals, UploadedActivity } from '@common/schemas/activities';
import { describe, expect, it } from 'vitest';
import { downloadExport, textOf } from '../../test/export-zip';
import { buildSignedInUser } from '../../test/factories';
import { runGpx, uploadFile } from '../../test/factories/activities';
import { fixtureBytes } from '../../test/fixtures/activities/files';
import { QA_SINGLE, qaPoints } from '../../test/fixtures/activities/qa-files';
import { useTestApp } from '../../test/test-app';
import { readActivity } from './read-activity';
import { buildSeries } from './series';

// QA round: a GPX of one point with a position. One point is a place, not a route: it has GPS
// (the map can show it), but no distance and no climb can be measured from it (unknown, not 0),
// and one instant has no duration: its moving and elapsed times are unknown too, never "0:00".

const ctx = useTestApp();

describe('a GPX file of a single point', () => {
  const [point] = qaPoints(QA_SINGLE);
  const read = readActivity(fixtureBytes(QA_SINGLE));

  it('has GPS: its one point has coordinates, and the page gets them', () => {
    expect(read.summary.hasGps).toBe(true);
    const series = buildSeries(read.track, new Uint8Array(1).fill(1), read.figures.elevation);
    expect(series.lat).toEqual([point.lat]);
    expect(series.lng).toEqual([point.lng]);
  });

  it('has no known distance, climb or descent, and no splits', () => {
    expect(point.ele).not.toBeNull();
    expect(read.summary.distanceM).toBeNull();
    expect(read.summary.elevationGainM).toBeNull();
    expect(read.summary.elevationLossM).toBeNull();
    expect(read.summary.elevationSource).toBeNull();
    expect(read.figures.splitsKm).toEqual([]);
  });

  it('has no known moving or elapsed time, but keeps its start', () => {
    expect(read.summary.movingSeconds).toBeNull();
    expect(read.summary.elapsedSeconds).toBeNull();
    expect(read.summary.startedAt.getTime()).toBe(point.timeMs);
  });
});

const upload = async (cookie: string, name: string, bytes: Uint8Array | string) => {
  const res = await uploadFile(ctx.app, name, bytes, { cookie, fields: { sport: 'run', visibility: 'public' } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as UploadedActivity).activity;
};

describe('a single-point activity through the API', () => {
  it('answers null moving and elapsed times on its page, the list, the totals, the shared post and the export', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const get = async (url: string) => (await ctx.app.inject({ url, headers: { cookie } })).json();
    const activity = await upload(cookie, 'place.gpx', fixtureBytes(QA_SINGLE));
    expect(activity).toMatchObject({ hasGps: true, distanceM: null, movingSeconds: null, elapsedSeconds: null });

    const detail = (await get(`/api/activities/${activity.id}`)) as ActivityDetail;
    expect(detail).toMatchObject({ movingSeconds: null, elapsedSeconds: null });
    expect(detail.training).toMatchObject({ load: null });
    expect(((await get('/api/activities')) as ActivitySummary[])[0]).toMatchObject({ movingSeconds: null });
    // The period's only activity has no known time: the total is unknown, not 0.
    expect(await get('/api/activities/totals?period=week&count=104&tz=UTC')).toEqual([
      expect.objectContaining({ sport: 'run', count: 1, distanceM: null, movingSeconds: null }),
    ]);

    const shared = await ctx.app.inject({
      method: 'POST',
      url: `/api/activities/${activity.id}/share`,
      headers: { cookie },
      payload: {},
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const post = await get(`/api/posts/${shared.json().postId}`);
    expect(post.activity).toMatchObject({ id: activity.id, movingSeconds: null, elapsedSeconds: null });

    // Download my data, as the member gets it.
    const { files } = await downloadExport(ctx, cookie, user.id);
    const [exported] = JSON.parse(textOf(files['fitcircle-export.json'])).activities;
    expect(exported).toMatchObject({ distanceKm: null, movingSeconds: null, elapsedSeconds: null });
  });

  it('leaves a run of the same week its own figures, and the week totals the known time', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await upload(cookie, 'place.gpx', fixtureBytes(QA_SINGLE));
    // The single point is at 07:00 on Monday 2026-11-23; the run the next morning, 1 km at 3 m/s.
    const { gpx } = runGpx({ km: 1, start: new Date('2026-11-24T07:00:00Z') });
    const run = await upload(cookie, 'run.gpx', gpx);
    expect(run.movingSeconds).toBe(333);
    expect(run.elapsedSeconds).toBe(333);
    expect(run.distanceM).toBeCloseTo(1000, -1);
    const totals = (
      await ctx.app.inject({ url: '/api/activities/totals?period=week&count=104&tz=UTC', headers: { cookie } })
    ).json() as ActivityTotals[];
    expect(totals).toEqual([
      expect.objectContaining({ period: '2026-11-23', sport: 'run', count: 2, movingSeconds: run.movingSeconds }),
    ]);
  });
});

describe('migration 0235: single-point activities stored with 0 s', () => {
  const migration = readFileSync(
    new URL('../../db/migrations/0235_activity_moving_time_unknown.sql', import.meta.url),
    'utf8',
  );

  it('turns their stored 0 s into unknown and keeps every timed activity as it was', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const place = await upload(cookie, 'place.gpx', fixtureBytes(QA_SINGLE));
    const { gpx } = runGpx({ km: 1 });
    const run = await upload(cookie, 'run.gpx', gpx);
    // As the importer stored a single point before: 0 s of both.
    await ctx.db.query('update activities set elapsed_s = 0, moving_s = 0 where id = $1', [place.id]);

    await ctx.db.query(migration);

    const { rows } = await ctx.db.query<{ id: number; elapsed_s: number | null; moving_s: number | null }>(
      'select id, elapsed_s, moving_s from activities where id = any($1) order by id',
      [[place.id, run.id]],
    );
    expect(rows).toEqual([
      { id: place.id, elapsed_s: null, moving_s: null },
      { id: run.id, elapsed_s: run.elapsedSeconds, moving_s: run.movingSeconds },
    ]);
  });
});
