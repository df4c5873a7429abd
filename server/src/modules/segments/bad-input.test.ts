import { createSegmentSchema } from '@common/schemas/segments';
import { SEGMENT_MESSAGES as M } from '@common/segments-texts';
import { describe, expect, it } from 'vitest';
import { toGpx } from '../../db/seed/tracks/gpx';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { uploadFile } from '../../test/factories/activities';
import { buildAdmin } from '../../test/factories/admin';
import { offset, postSegment, uploadWalk, walk } from '../../test/factories/segments';
import { toFit } from '../../test/fixtures/activities/fit';
import { useTestApp } from '../../test/test-app';

// POST /api/segments refuses bad input with a clear 4xx and stores nothing; the segment routes
// answer visitors 401 and unknown segments 404.

const ctx = useTestApp();

const origin = { lat: 52.1, lng: 4.3 };
const STRAIGHT: [number, number][] = [
  [0, 0],
  [0, 3000],
];

async function segmentCount(): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>('select count(*)::int as n from segments');
  return rows[0].n;
}

describe('POST /api/segments: bad input', () => {
  it('refuses a stretch under 200 m, over 100 km, or ending before it starts (400, nothing stored)', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const activity = await uploadWalk(ctx.app, cookie, walk(STRAIGHT, { speed: 3, origin }));
    const cases: [Record<string, unknown>, string][] = [
      [{ startM: 100, endM: 250 }, M.tooShort],
      [{ startM: 0, endM: 100_500 }, M.tooLong],
      [{ startM: 900, endM: 900 }, M.startBeforeEnd],
      [{ startM: 900, endM: 400 }, M.startBeforeEnd],
      [{ startM: -5, endM: 400 }, M.distanceInvalid],
      [{ startM: 100, endM: 2900, name: '  ' }, M.nameRequired],
    ];
    for (const [body, message] of cases) {
      const res = await postSegment(ctx.app, cookie, { activityId: activity.id, name: 'Hill', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await segmentCount()).toBe(0);
  });

  it('refuses a name of only invisible characters, with its message beside the name', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const activity = await uploadWalk(ctx.app, cookie, walk(STRAIGHT, { speed: 3, origin }));
    const body = { activityId: activity.id, startM: 100, endM: 1000 };
    // trim() keeps these: a zero-width space, joiners, a word joiner, a Hangul filler, the braille blank.
    for (const name of ['\u200b', '\u200b \u200d', '\u2060\u200b', '\u3164', '\u2800']) {
      const res = await postSegment(ctx.app, cookie, { ...body, name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toEqual({ message: M.nameInvisible, errors: { name: M.nameInvisible } });
    }
    expect(await segmentCount()).toBe(0);
    // Visible text beside invisible characters is a name (checked on the rule the route uses:
    // the tests here count on no segment being made).
    expect(createSegmentSchema.safeParse({ ...body, name: '\u200bHill\u200b' }).success).toBe(true);
  });

  it('refuses distances outside the activity, with what is wrong', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const activity = await uploadWalk(ctx.app, cookie, walk(STRAIGHT, { speed: 3, origin }));
    const res = await postSegment(ctx.app, cookie, { activityId: activity.id, name: 'Past', startM: 2500, endM: 3500 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: M.outsideActivity, errors: { endM: M.outsideActivity } });
    expect(await segmentCount()).toBe(0);
  });

  it('another member’s activity: 403 when the caller may see it, 404 when not or when unknown', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    const open = await uploadWalk(ctx.app, owner.cookie, walk(STRAIGHT, { speed: 3, origin }), {
      fields: { visibility: 'public' },
    });
    const hidden = await uploadWalk(ctx.app, owner.cookie, walk(STRAIGHT, { speed: 3.1, origin }), {
      fields: { visibility: 'private' },
    });
    const body = { name: 'Mine now', startM: 100, endM: 1000 };
    const seen = await postSegment(ctx.app, other.cookie, { ...body, activityId: open.id });
    expect(seen.statusCode).toBe(403);
    expect(seen.json().message).toBe(M.notYours);
    expect((await postSegment(ctx.app, other.cookie, { ...body, activityId: hidden.id })).statusCode).toBe(404);
    expect((await postSegment(ctx.app, other.cookie, { ...body, activityId: 999_999 })).statusCode).toBe(404);
    const admin = await buildAdmin(ctx.db);
    expect((await postSegment(ctx.app, admin.cookie, { ...body, activityId: hidden.id })).statusCode).toBe(403);
    expect(await segmentCount()).toBe(0);
  });

  it('refuses the member’s own activity that not every member may see: a segment shows its route to all', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    for (const [visibility, speed] of [
      ['private', 3.2],
      ['friends', 3.3],
    ] as const) {
      // Two speeds: the same file twice would be recognised as one activity.
      const activity = await uploadWalk(ctx.app, cookie, walk(STRAIGHT, { speed, origin }), { fields: { visibility } });
      const res = await postSegment(ctx.app, cookie, {
        activityId: activity.id,
        name: 'Mine',
        startM: 100,
        endM: 1000,
      });
      expect(res.statusCode, visibility).toBe(400);
      expect(res.json()).toMatchObject({ message: M.notPublic, errors: { activityId: M.notPublic } });
    }
    expect(await segmentCount()).toBe(0);
  });

  it('refuses an activity without GPS with a clear message', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const points = walk(STRAIGHT, { speed: 3, origin });
    const res = await uploadFile(ctx.app, 'treadmill.fit', toFit(points, { indoor: true, sport: 'running' }), {
      cookie,
      fields: { visibility: 'public' },
    });
    expect(res.statusCode).toBe(201);
    const activity = res.json().activity;
    expect(activity.hasGps).toBe(false);
    const refused = await postSegment(ctx.app, cookie, {
      activityId: activity.id,
      name: 'Belt',
      startM: 0,
      endM: 1000,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.noGps);
    expect(await segmentCount()).toBe(0);
  });

  it('refuses a stretch through one of the member’s own privacy zones (segments are seen by everyone)', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const activity = await uploadWalk(ctx.app, cookie, walk(STRAIGHT, { speed: 3, origin }));
    const zone = await apiAs(ctx, cookie).post('/api/privacy-zones', {
      label: 'Home',
      ...offset(0, 1500, origin),
      radiusM: 200,
    });
    expect(zone.statusCode).toBe(201);
    const res = await postSegment(ctx.app, cookie, {
      activityId: activity.id,
      name: 'Home run',
      startM: 1000,
      endM: 2000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.inPrivacyZone);
    expect(await segmentCount()).toBe(0);
  });

  it('refuses a stretch across a gap in the recording (two GPX track segments)', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const points = walk(STRAIGHT, { speed: 3, origin: { lat: 52.3, lng: 4.3 } });
    // The recording paused after 500 points: the file's one track gets a second <trkseg> there.
    const parts = toGpx(points).split('</trkpt>');
    const gpx = `${parts.slice(0, 500).join('</trkpt>')}</trkpt></trkseg><trkseg>${parts.slice(500).join('</trkpt>')}`;
    expect(gpx.match(/<trkseg>/g)).toHaveLength(2);
    const res = await uploadFile(ctx.app, 'paused.gpx', gpx, { cookie, fields: { visibility: 'public' } });
    expect(res.statusCode).toBe(201);
    const activity = res.json().activity;
    const refused = await postSegment(ctx.app, cookie, {
      activityId: activity.id,
      name: 'Gap',
      startM: 1000,
      endM: 2000,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.acrossGap);
    expect(await segmentCount()).toBe(0);
  });

  it('visitors get 401; an unknown segment 404', async () => {
    const visitor = apiAs(ctx);
    expect((await visitor.post('/api/segments', { activityId: 1, startM: 0, endM: 500, name: 'x' })).statusCode).toBe(
      401,
    );
    expect((await visitor.get('/api/segments/1')).statusCode).toBe(401);
    expect((await visitor.get('/api/segments/1/leaderboard')).statusCode).toBe(401);
    const { cookie } = await buildSignedInUser(ctx.db);
    expect((await apiAs(ctx, cookie).get('/api/segments/987654')).statusCode).toBe(404);
    expect((await apiAs(ctx, cookie).get('/api/segments/987654/leaderboard')).statusCode).toBe(404);
    expect((await apiAs(ctx, cookie).get('/api/segments/1/leaderboard?period=decade')).statusCode).toBe(400);
  });
});
