import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { toGpx } from '../../../db/seed/tracks/gpx';
import { buildRoute, type FixturePoint } from '../../../db/seed/tracks/route';
import { sessionCookieFor } from '../../../test/factories';
import { uploadFile } from '../../../test/factories/activities';
import { buildPublicUser } from '../../../test/factories/posts';
import { useTestApp } from '../../../test/test-app';
import { drawRoutePicture, ROUTE_PICTURE } from './route-picture';

const ctx = useTestApp({ LOG_LEVEL: 'error' });

// A 3 km run due north from (51.5, -0.12), one point every 30 m (10 s at 3 m/s), with a 300 m zone
// around a point 1.5 km up the road. Routes are cut at the circle hidden around it (1.5-2 times
// as large, its centre up to 300 m off: migration 0229), read back from the database: the hidden
// part is in the middle, so the visible parts span the same box as the whole route and a picture
// of every point is drawn at the same scale. Distances to its centre by the haversine formula,
// worked out here without the app.
const R = 6371008.8;
const START = { lat: 51.5, lng: -0.12 };
const ZONE = { label: 'Work', lat: START.lat + (1515 / R) * (180 / Math.PI), lng: START.lng, radiusM: 300 };
const rad = Math.PI / 180;
function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

/** The picture's projection, restated: equirectangular, fitted inside the padding, centred. */
function projector(visible: FixturePoint[]) {
  const { width: W, height: H, padding: P } = ROUTE_PICTURE;
  const lats = visible.map((p) => p.lat);
  const lngs = visible.map((p) => p.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const cos = Math.cos(((minLat + maxLat) / 2) * (Math.PI / 180));
  const spanX = Math.max((maxLng - minLng) * cos, 1e-9);
  const spanY = Math.max(maxLat - minLat, 1e-9);
  const scale = Math.min((W - 2 * P) / spanX, (H - 2 * P) / spanY);
  return (p: FixturePoint) => ({
    x: Math.floor((W - spanX * scale) / 2 + (p.lng - minLng) * cos * scale),
    y: Math.floor((H - spanY * scale) / 2 + (maxLat - p.lat) * scale),
  });
}

/** Whether any pixel within 1 px of (x, y) differs from the background. */
async function inkAt(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const bg = [0xf4, 0xf1, 0xea];
  expect(info.width).toBe(ROUTE_PICTURE.width);
  return ({ x, y }: { x: number; y: number }) => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const i = ((y + dy) * info.width + (x + dx)) * 3;
        if (bg.some((v, c) => data[i + c] !== v)) return true;
      }
    return false;
  };
}

async function setup(visibility = 'public') {
  const owner = await buildPublicUser(ctx.db);
  const cookie = await sessionCookieFor(ctx.db, owner.id);
  const zone = await ctx.app.inject({ method: 'POST', url: '/api/privacy-zones', headers: { cookie }, payload: ZONE });
  expect(zone.statusCode, zone.body).toBe(201);
  const { rows } = await ctx.db.query<{ lat: number; lng: number; radius_m: number }>(
    'select lat, lng, radius_m from privacy_zones where id = $1',
    [zone.json().id],
  );
  const circle = rows[0];
  const hidden = (p: { lat: number; lng: number }) => metresBetween(p, circle) <= circle.radius_m;
  const points = buildRoute({ startLat: START.lat, lng: START.lng, stretches: [{ metres: 3000, speed: 3 }] }).filter(
    (_, i) => i % 10 === 0,
  );
  const res = await uploadFile(ctx.app, 'run.gpx', toGpx(points), { cookie, fields: { visibility } });
  expect(res.statusCode, res.body).toBe(201);
  return { owner, points, hidden, activityId: res.json().activity.id as number };
}

const picture = (id: number) => ctx.app.inject({ url: `/federation/route-pictures/${id}.png` });

describe('GET /federation/route-pictures/{id}.png', () => {
  it('draws the route without a pixel at any point inside the privacy zone', async () => {
    const { points, hidden, activityId } = await setup();
    const res = await picture(activityId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');

    const inside = points.filter(hidden);
    const outside = points.filter((p) => !hidden(p));
    expect(inside.length).toBeGreaterThan(15);
    const at = projector(outside);
    const ink = await inkAt(res.rawPayload);
    expect(outside.filter((p) => !ink(at(p)))).toEqual([]);
    expect(inside.filter((p) => ink(at(p)))).toEqual([]);

    // The same check on a picture of every point finds the hidden part drawn: the check can fail.
    const everything = await drawRoutePicture({
      segment: points.map(() => 0),
      lat: points.map((p) => p.lat),
      lng: points.map((p) => p.lng),
    });
    const inkAll = await inkAt(everything!);
    expect(inside.filter((p) => !inkAll(at(p)))).toEqual([]);
  });

  it('answers 404 for an activity that is not public, of a member who turned federation off, or unknown', async () => {
    const friendsOnly = await setup('friends');
    expect((await picture(friendsOnly.activityId)).statusCode).toBe(404);
    const optedOut = await setup();
    await ctx.db.query('update user_settings set federation_enabled = false where user_id = $1', [optedOut.owner.id]);
    expect((await picture(optedOut.activityId)).statusCode).toBe(404);
    expect((await picture(987654321)).statusCode).toBe(404);
  });
});
