import type { ActivityDetail, RoutePreview } from '@common/schemas/activities';
import type { Post } from '@common/schemas/posts';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser, follow } from '../../test/factories';
import { uploadRun } from '../../test/factories/activities';
import { useTestApp } from '../../test/test-app';
import { haversineM } from './track';

const ctx = useTestApp();

// The run starts at home (51.5, -0.12) and heads due north for 3 km: a 500 m zone around home
// holds its first 500 m. Distances are checked with the haversine formula, independently of the
// importer's zone filter (which rules points out by bands first).
const HOME = { lat: 51.5, lng: -0.12 };
const ZONE = { label: 'Home', ...HOME, radiusM: 500 };
const inZone = (lat: number, lng: number) => haversineM(lat, lng, HOME.lat, HOME.lng) <= ZONE.radiusM;

/** The preview's vertices back in degrees: its longer side is 100 units, x grows east, y south. */
function previewVertices(p: RoutePreview): { lat: number; lng: number }[] {
  const [minLat, minLng, maxLat, maxLng] = p.bounds;
  const cos = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const scale = 100 / Math.max((maxLng - minLng) * cos, maxLat - minLat, 1e-9);
  return [...p.path.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map(([, x, y]) => ({
    lng: minLng + Number(x) / scale / cos,
    lat: maxLat - Number(y) / scale,
  }));
}

async function setup() {
  const owner = await buildSignedInUser(ctx.db);
  const follower = await buildSignedInUser(ctx.db);
  const stranger = await buildSignedInUser(ctx.db);
  await follow(ctx.db, follower.user.id, owner.user.id);
  await follow(ctx.db, owner.user.id, follower.user.id);
  const zone = await ctx.app.inject({
    method: 'POST',
    url: '/api/privacy-zones',
    headers: { cookie: owner.cookie },
    payload: ZONE,
  });
  expect(zone.statusCode, zone.body).toBe(201);
  const run = await uploadRun(ctx.app, owner.cookie, {
    startLat: HOME.lat,
    lng: HOME.lng,
    km: 3,
    fields: { visibility: 'public' },
  });
  return { owner, follower, stranger, run, zoneId: zone.json().id as number };
}

const page = async (id: number, cookie: string) =>
  (await ctx.app.inject({ url: `/api/activities/${id}`, headers: { cookie } })).json() as ActivityDetail;

describe('privacy zones, applied on the server for every viewer but the owner', () => {
  it('the owner sees every point; a follower and a stranger get none inside the zone, the markers move', async () => {
    const { owner, follower, stranger, run } = await setup();
    const insideCount = run.points.filter((p) => inZone(p.lat, p.lng)).length;
    expect(insideCount).toBeGreaterThan(100);

    const own = await page(run.id, owner.cookie);
    expect(own.routeTrimmed).toBe(false);
    expect(own.series.lat[0]).toBeCloseTo(HOME.lat, 6);

    for (const viewer of [follower, stranger]) {
      const seen = await page(run.id, viewer.cookie);
      expect(seen.routeTrimmed).toBe(true);
      const visible = seen.series.lat.map((lat, i) => ({ lat: lat!, lng: seen.series.lng[i]! }));
      expect(visible.length).toBeGreaterThan(10);
      expect(visible.filter((p) => inZone(p.lat, p.lng))).toEqual([]);
      // The start marker (first point sent) is the first point outside the zone: just past 500 m.
      const startDistance = haversineM(visible[0].lat, visible[0].lng, HOME.lat, HOME.lng);
      expect(startDistance).toBeGreaterThan(500);
      expect(startDistance).toBeLessThan(510);
      // Distances and times that reveal no place still come from every point.
      expect(seen.distanceM).toBe(own.distanceM);
      expect(seen.fileName).not.toContain('run');
    }
  });

  it('the feed card thumbnail never draws the zone, for any viewer, and a new zone applies to old activities', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const follower = await buildSignedInUser(ctx.db);
    // Friends: the owner's profile visibility (friends by default) lets them see the post.
    await follow(ctx.db, follower.user.id, owner.user.id);
    await follow(ctx.db, owner.user.id, follower.user.id);
    const run = await uploadRun(ctx.app, owner.cookie, {
      startLat: HOME.lat,
      lng: HOME.lng,
      km: 3,
      fields: { visibility: 'public' },
    });
    const share = await ctx.app.inject({
      method: 'POST',
      url: `/api/activities/${run.id}/share`,
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect(share.statusCode).toBe(201);
    const card = async (cookie: string) => {
      const feed = (await ctx.app.inject({ url: '/api/posts', headers: { cookie } })).json() as Post[];
      return feed.find((p) => p.activity?.id === run.id)!.activity!;
    };
    // Before any zone, the thumbnail starts at home.
    const before = previewVertices((await card(follower.cookie)).preview!);
    expect(inZone(before[0].lat, before[0].lng)).toBe(true);

    // The zone is added after the upload: the stored thumbnail is redrawn without it.
    const zone = await ctx.app.inject({
      method: 'POST',
      url: '/api/privacy-zones',
      headers: { cookie: owner.cookie },
      payload: ZONE,
    });
    expect(zone.statusCode).toBe(201);
    for (const cookie of [follower.cookie, owner.cookie]) {
      const vertices = previewVertices((await card(cookie)).preview!);
      expect(vertices.length).toBeGreaterThan(10);
      // Rounded to a tenth of the 100-unit box (about 3 m here): nothing within the zone.
      expect(vertices.filter((v) => haversineM(v.lat, v.lng, HOME.lat, HOME.lng) < ZONE.radiusM - 10)).toEqual([]);
      expect(vertices.at(-1)!.lat).toBeCloseTo(run.points.at(-1)!.lat, 3);
    }
    expect((await page(run.id, follower.cookie)).routeTrimmed).toBe(true);

    // Removing the zone brings the whole route back.
    const zones = (await ctx.app.inject({ url: '/api/privacy-zones', headers: { cookie: owner.cookie } })).json();
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/privacy-zones/${zones[0].id}`,
      headers: { cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(204);
    const after = previewVertices((await card(follower.cookie)).preview!);
    expect(inZone(after[0].lat, after[0].lng)).toBe(true);
  });

  it('a route entirely inside a zone shows no map to others at all', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/privacy-zones',
      headers: { cookie: owner.cookie },
      payload: ZONE,
    });
    // 300 m north of home: all inside the 500 m zone.
    const run = await uploadRun(ctx.app, owner.cookie, {
      startLat: HOME.lat,
      lng: HOME.lng,
      km: 0.3,
      fields: { visibility: 'public' },
    });
    expect(run.preview).toBeNull();
    const seen = await page(run.id, other.cookie);
    expect(seen.series.lat).toEqual([]);
    expect(seen.distanceM).toBeCloseTo(300, 0);
  });

  it('zones are validated: radius 200 m to 2 km, at most 10, only the owner deletes theirs', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    const add = (radiusM: number, c = cookie) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/privacy-zones',
        headers: { cookie: c },
        payload: { ...ZONE, radiusM },
      });
    expect((await add(150)).statusCode).toBe(400);
    expect((await add(2500)).statusCode).toBe(400);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push((await add(200 + i * 100)).json().id);
    const eleventh = await add(300);
    expect(eleventh.statusCode).toBe(409);
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/privacy-zones/${ids[0]}`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
