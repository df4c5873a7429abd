import { readFileSync } from 'node:fs';
import type { ActivityDetail, RoutePreview } from '@common/schemas/activities';
import type { Post } from '@common/schemas/posts';
import { describe, expect, it } from 'vitest';
import { toGpx } from '../../db/seed/tracks/gpx';
import type { FixturePoint } from '../../db/seed/tracks/route';
import { buildSignedInUser, follow } from '../../test/factories';
import { uploadFile, uploadRun } from '../../test/factories/activities';
import { useTestApp } from '../../test/test-app';
import { redrawStaleZoneViews } from './previews';
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
      // The start marker (first point sent) is outside the zone, at the hidden circle: past 500 m,
      // and no further than that circle can reach (2 x 500 m radius, its centre up to 500 m off).
      const startDistance = haversineM(visible[0].lat, visible[0].lng, HOME.lat, HOME.lng);
      expect(startDistance).toBeGreaterThan(500);
      expect(startDistance).toBeLessThanOrEqual(1500);
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

  it('the cuts others see do not lie on a circle around home: three routes from it do not find it', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const stranger = await buildSignedInUser(ctx.db);
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/privacy-zones',
      headers: { cookie: owner.cookie },
      payload: ZONE,
    });
    expect(made.statusCode, made.body).toBe(201);
    // The member's own list still shows the zone as they drew it.
    const listed = await ctx.app.inject({ url: '/api/privacy-zones', headers: { cookie: owner.cookie } });
    expect(listed.json()).toMatchObject([{ lat: HOME.lat, lng: HOME.lng, radiusM: 500 }]);

    // Three runs leave home at 0°, 120° and 240°; the stranger takes the first point shown of each.
    const cuts: { lat: number; lng: number }[] = [];
    for (const [i, bearing] of [0, 120, 240].entries()) {
      const gpx = toGpx(straightRun(HOME, bearing, 2500, Date.UTC(2026, 3, 12 + i, 7)));
      const res = await uploadFile(ctx.app, `out-${bearing}.gpx`, gpx, {
        cookie: owner.cookie,
        fields: { visibility: 'public' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const seen = await page(res.json().activity.id, stranger.cookie);
      cuts.push({ lat: seen.series.lat[0]!, lng: seen.series.lng[0]! });
    }
    for (const cut of cuts) expect(haversineM(cut.lat, cut.lng, HOME.lat, HOME.lng)).toBeGreaterThan(500);
    // The attack: the circle through the three cuts. Its centre is the hidden circle's, at least
    // 0.15 x 500 m off home (less a few metres for the points' 3 m spacing), its radius at least 750 m.
    const found = circleThrough(cuts);
    expect(haversineM(found.lat, found.lng, HOME.lat, HOME.lng)).toBeGreaterThan(70);
    expect(found.radiusM).toBeGreaterThan(745);
  });

  it('routes drawn for others before the hidden circles are redrawn at start-up, once', async () => {
    const { owner, stranger, run } = await setup();
    const firstShown = async () => {
      const seen = await page(run.id, stranger.cookie);
      return haversineM(seen.series.lat[0]!, seen.series.lng[0]!, HOME.lat, HOME.lng);
    };
    // Views drawn by the older rule: cut at the member's own circle, just past 500 m.
    await ctx.db.query(
      `update privacy_zones set lat = home_lat, lng = home_lng, radius_m = home_radius_m, views_drawn = false
       where user_id = $1`,
      [owner.user.id],
    );
    await redrawStaleZoneViews(ctx.db);
    expect(await firstShown()).toBeLessThan(510);
    // Migration 0229 draws the hidden circle (here 1 km around a point 556 m north of home) and
    // marks the views; they still show the old cut until the task redraws them.
    await ctx.db.query(
      `update privacy_zones set lat = home_lat + 0.005, radius_m = 1000, views_drawn = false where user_id = $1`,
      [owner.user.id],
    );
    expect(await firstShown()).toBeLessThan(510);
    expect(await redrawStaleZoneViews(ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await firstShown()).toBeGreaterThan(1550);
    expect(await redrawStaleZoneViews(ctx.db)).toBe(0);
  });

  it("migration 0229's draw of the zones made before keeps each member's circle inside the hidden one", async () => {
    const { user } = await buildSignedInUser(ctx.db);
    const sql = readFileSync(
      new URL('../../db/migrations/0229_privacy_zone_hidden_circle.sql', import.meta.url),
      'utf8',
    );
    const draw = sql.slice(
      sql.indexOf('update privacy_zones z set'),
      sql.indexOf(';', sql.indexOf('update privacy_zones z set')),
    );
    // Zones as they stood before: the hidden circle is the member's own, near the poles and the antimeridian too.
    const homes = Array.from({ length: 60 }, (_, i) => ({
      lat: [51.5, -33.9, 78.2, 0, -60][i % 5],
      lng: [-0.12, 151.2, 179.99, -179.99, 15][i % 5],
      radiusM: 200 + ((i * 37) % 1801),
    }));
    for (const h of homes) {
      await ctx.db.query(
        `insert into privacy_zones (user_id, label, home_lat, home_lng, home_radius_m, lat, lng, radius_m)
         values ($1, 'Old', $2, $3, $4, $2, $3, $4)`,
        [user.id, h.lat, h.lng, h.radiusM],
      );
    }
    await ctx.db.query(`${draw} and z.user_id = ${user.id}`);
    const { rows } = await ctx.db.query<{
      home_lat: number;
      home_lng: number;
      home_radius_m: number;
      lat: number;
      lng: number;
      radius_m: number;
    }>('select home_lat, home_lng, home_radius_m, lat, lng, radius_m from privacy_zones where user_id = $1', [user.id]);
    expect(rows).toHaveLength(homes.length);
    for (const z of rows) {
      const offset = haversineM(z.home_lat, z.home_lng, z.lat, z.lng);
      expect(z.radius_m).toBeGreaterThanOrEqual(1.5 * z.home_radius_m);
      expect(z.radius_m).toBeLessThanOrEqual(2 * z.home_radius_m + 1);
      expect(offset).toBeGreaterThanOrEqual(0.15 * z.home_radius_m - 0.5);
      expect(offset + z.home_radius_m).toBeLessThanOrEqual(z.radius_m + 0.5);
    }
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

/** A run at 3 m/s, one point a second, from `from` on a great circle leaving at `bearing` degrees. */
function straightRun(from: { lat: number; lng: number }, bearing: number, metres: number, startMs: number) {
  const points: FixturePoint[] = [];
  const θ = (bearing * Math.PI) / 180;
  const φ1 = (from.lat * Math.PI) / 180;
  const λ1 = (from.lng * Math.PI) / 180;
  for (let t = 0; t * 3 <= metres; t++) {
    const δ = (t * 3) / EARTH_M;
    const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ));
    const λ2 = λ1 + Math.atan2(Math.sin(θ) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2));
    points.push({
      timeMs: startMs + t * 1000,
      lat: (φ2 * 180) / Math.PI,
      lng: (λ2 * 180) / Math.PI,
      ele: null,
      hr: null,
      dist: t * 3,
    });
  }
  return points;
}

const EARTH_M = 6371008.8;

/** The circle through three nearby points, on a local flat projection around the first (metres). */
function circleThrough(p: { lat: number; lng: number }[]): { lat: number; lng: number; radiusM: number } {
  const cos = Math.cos((p[0].lat * Math.PI) / 180);
  const toXY = (q: { lat: number; lng: number }) => ({
    x: (((q.lng - p[0].lng) * Math.PI) / 180) * EARTH_M * cos,
    y: (((q.lat - p[0].lat) * Math.PI) / 180) * EARTH_M,
  });
  const [a, b, c] = p.map(toXY);
  const d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y));
  const sq = (v: { x: number; y: number }) => v.x * v.x + v.y * v.y;
  const x = (sq(a) * (b.y - c.y) + sq(b) * (c.y - a.y) + sq(c) * (a.y - b.y)) / d;
  const y = (sq(a) * (c.x - b.x) + sq(b) * (a.x - c.x) + sq(c) * (b.x - a.x)) / d;
  return {
    lat: p[0].lat + ((y / EARTH_M) * 180) / Math.PI,
    lng: p[0].lng + ((x / (EARTH_M * cos)) * 180) / Math.PI,
    radiusM: Math.hypot(x - a.x, y - a.y),
  };
}
