import type { ActivityDetail, UploadedActivity } from '@common/schemas/activities';
import type { Post } from '@common/schemas/posts';
import { describe, expect, it } from 'vitest';
import { buildRoute } from '../../db/seed/tracks/route';
import { buildSignedInUser } from '../../test/factories';
import { activityRowCounts, uploadFile } from '../../test/factories/activities';
import { fixtureBytes, plainSegments, UNTIMED_4_SEGMENTS_GPX11 } from '../../test/fixtures/activities/files';
import { toFit } from '../../test/fixtures/activities/fit';
import { useTestApp } from '../../test/test-app';

// Issue 32 end to end: an upload's figures as the page serves them, and the date a file dated
// wrong offers.

const ctx = useTestApp();

const page = async (cookie: string, id: number) => {
  const res = await ctx.app.inject({ url: `/api/activities/${id}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as ActivityDetail;
};

/** A GPX whose 60 points are dated on `pointDay`, with an optional metadata time. */
function gpxDated(pointDay: string, metadata: string | null): string {
  const pts = Array.from({ length: 60 }, (_, i) => {
    const t = new Date(Date.parse(`${pointDay}T07:00:00Z`) + i * 5000).toISOString();
    return `<trkpt lat="${(51.5 + i * 0.0001).toFixed(6)}" lon="-0.12"><time>${t}</time></trkpt>`;
  }).join('\n');
  const meta = metadata ? `<metadata><time>${metadata}</time></metadata>` : '';
  return `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">${meta}
<trk><type>running</type><trkseg>${pts}</trkseg></trk></gpx>`;
}

describe('pages measured right', () => {
  it('a route with untimed points: its whole distance, what had no times, and no invented times', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await uploadFile(ctx.app, 'bondi.gpx', fixtureBytes(UNTIMED_4_SEGMENTS_GPX11), { cookie });
    expect(res.statusCode, res.body).toBe(201);
    const detail = await page(cookie, (res.json() as UploadedActivity).activity.id);
    const untimedPoints = plainSegments(fixtureBytes(UNTIMED_4_SEGMENTS_GPX11).toString('utf8'))
      .flat()
      .filter((p) => p.timeMs === null).length;
    expect(detail.untimedDistanceM).toBeGreaterThan(2000);
    expect(detail.untimedDistanceM).toBeLessThan(detail.distanceM!);
    // Every point is drawn (450 < the series' limit); the untimed ones have no elapsed time or speed.
    expect(detail.series.elapsedSeconds.filter((t) => t === null)).toHaveLength(untimedPoints);
    detail.series.elapsedSeconds.forEach((t, i) => {
      if (t === null) expect(detail.series.speedMps[i]).toBeNull();
    });
    expect(new Set(detail.series.segment).size).toBe(4);
    expect(detail.splitsKm.some((s) => s.movingSeconds === null)).toBe(true);
    expect(detail.avgCadence).toBeGreaterThan(0);

    // Shared, its feed card carries the untimed metres too, so the card's pace is of the timed part.
    const share = await ctx.app.inject({
      method: 'POST',
      url: `/api/activities/${detail.id}/share`,
      headers: { cookie },
      payload: {},
    });
    expect(share.statusCode, share.body).toBe(201);
    const feed = (await ctx.app.inject({ url: '/api/posts', headers: { cookie } })).json() as Post[];
    const card = feed.find((p) => p.id === share.json().postId)?.activity;
    expect(card).toMatchObject({ distanceM: detail.distanceM, untimedDistanceM: detail.untimedDistanceM });
  });

  it('a FIT ride: power, normalised power and cadence, and the device’s own climb, labelled', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const points = buildRoute({
      start: new Date(Date.UTC(2025, 4, 3, 6)),
      stretches: [{ metres: 4800, speed: 8 }],
      elevation: (d) => 50 + d / 100,
    });
    const fit = toFit(points, { sport: 'cycling', power: () => 220, cadence: () => 90, totalAscent: 198 });
    const res = await uploadFile(ctx.app, 'ride.fit', fit, { cookie });
    expect(res.statusCode, res.body).toBe(201);
    const { activity } = res.json() as UploadedActivity;
    expect(activity.sport).toBe('ride');
    expect(activity.elevationGainM).toBe(198);
    const detail = await page(cookie, activity.id);
    expect(detail).toMatchObject({
      avgPower: 220,
      normalizedPower: 220,
      maxPower: 220,
      avgCadence: 90,
      elevationSource: 'device',
      untimedDistanceM: 0,
    });
    expect(detail.series.power.every((w) => w === 220)).toBe(true);
  });

  it('a file dated 1970 is refused with the date its metadata names; sent again with that start it imports', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const gpx = gpxDated('1970-01-01', '2018-08-05T07:30:00Z');
    const refused = await uploadFile(ctx.app, 'reset.gpx', gpx, { cookie });
    expect(refused.statusCode).toBe(400);
    const body = refused.json() as { message: string; errors: Record<string, string> };
    expect(body.message).toContain('before 1990');
    expect(body.errors.suggestedStartAt).toBe('2018-08-05T07:30:00.000Z');
    expect((await activityRowCounts(ctx.db, user.id)).activities).toBe(0);

    const accepted = await uploadFile(ctx.app, 'reset.gpx', gpx, {
      cookie,
      fields: { startAt: body.errors.suggestedStartAt },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const { activity } = accepted.json() as UploadedActivity;
    expect(activity.startedAt).toBe('2018-08-05T07:30:00.000Z');
    expect(activity.elapsedSeconds).toBe(59 * 5);
    // The export carries the chosen date too.
    const gpxOut = await ctx.app.inject({ url: `/api/activities/${activity.id}/gpx`, headers: { cookie } });
    expect(gpxOut.body).toContain('<time>2018-08-05T07:30:00.000Z</time>');
  });

  it('refuses a start the file does not need, or that is not a date, and stores nothing', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const fine = gpxDated('2024-05-05', null);
    const notNeeded = await uploadFile(ctx.app, 'fine.gpx', fine, {
      cookie,
      fields: { startAt: '2018-08-05T07:30:00Z' },
    });
    expect(notNeeded.statusCode).toBe(400);
    expect(notNeeded.json().message).toMatch(/dates are fine/);
    const garbage = await uploadFile(ctx.app, 'fine.gpx', fine, { cookie, fields: { startAt: 'yesterday' } });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toMatch(/start must be a date/);
    // Without metadata the refusal offers nothing.
    const plain = await uploadFile(ctx.app, 'old.gpx', gpxDated('1970-01-01', null), { cookie });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors.suggestedStartAt).toBeUndefined();
    // A chosen start cannot move a file into the future either.
    const future = await uploadFile(ctx.app, 'old.gpx', gpxDated('1970-01-01', null), {
      cookie,
      fields: { startAt: '2099-01-01T00:00:00Z' },
    });
    expect(future.statusCode).toBe(400);
    expect((await activityRowCounts(ctx.db, user.id)).activities).toBe(0);
  });
});
