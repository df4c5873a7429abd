import { GYM_MESSAGES } from '@common/gyms-texts';
import { type Gym, nearbyCursor } from '@common/schemas/gyms';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../plugins/openapi';
import { buildSignedInUser } from '../../test/factories';
import { buildGym } from '../../test/factories/gyms';
import { useTestApp } from '../../test/test-app';
import { haversineKm } from './geo';

const ctx = useTestApp();

async function nearby(cookie: string, query: string) {
  return ctx.app.inject({ url: `/api/gyms/nearby?${query}`, headers: { cookie } });
}

// Each describe block works in its own corner of the globe so that their gyms never mix.
describe('GET /api/gyms/nearby with known coordinates', () => {
  const TIMES_SQUARE = { lat: 40.758, lng: -73.9855 };
  const landmarks = {
    'Empire State Building': [40.748817, -73.985428],
    'Brooklyn Bridge': [40.706086, -73.996864],
    'Statue of Liberty': [40.689247, -74.044502],
    'JFK Airport': [40.6413, -73.7781],
    'Philadelphia City Hall': [39.9526, -75.1652],
  } as const;

  it('answers gyms within the radius, nearest first, with the great-circle distance in km', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    for (const [name, [latitude, longitude]] of Object.entries(landmarks))
      await buildGym(ctx.db, { name, latitude, longitude });

    const res = await nearby(cookie, `lat=${TIMES_SQUARE.lat}&lng=${TIMES_SQUARE.lng}&radius=15`);
    expect(res.statusCode).toBe(200);
    const gyms = res.json() as Gym[];
    expect(gyms.map((g) => g.name)).toEqual(['Empire State Building', 'Brooklyn Bridge', 'Statue of Liberty']);
    // Empire State Building is about 1.02 km south of Times Square; the Statue of Liberty about 9.1 km.
    expect(gyms[0].distance).toBeCloseTo(1.022, 2);
    expect(gyms[2].distance).toBeGreaterThan(8.9);
    expect(gyms[2].distance).toBeLessThan(9.3);
    for (const gym of gyms) {
      const expected = haversineKm(TIMES_SQUARE.lat, TIMES_SQUARE.lng, gym.latitude, gym.longitude);
      expect(Math.abs((gym.distance ?? -1) - expected)).toBeLessThan(1e-6);
    }

    const wider = (await nearby(cookie, `lat=${TIMES_SQUARE.lat}&lng=${TIMES_SQUARE.lng}&radius=150`)).json() as Gym[];
    expect(wider.map((g) => g.name)).toEqual([...Object.keys(landmarks)]);
    // Published straight-line distance Manhattan to Philadelphia's City Hall: about 130 km.
    expect(wider[4].distance).toBeGreaterThan(125);
    expect(wider[4].distance).toBeLessThan(135);
  });

  it('uses a 10 km radius by default', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    // Around a point in the South Atlantic, 0.05° (5.6 km) and 0.12° (13.3 km) of latitude away.
    await buildGym(ctx.db, { name: 'Five km', latitude: -30.05, longitude: -20 });
    await buildGym(ctx.db, { name: 'Thirteen km', latitude: -30.12, longitude: -20 });
    const gyms = (await nearby(cookie, 'lat=-30&lng=-20')).json() as Gym[];
    expect(gyms.map((g) => g.name)).toEqual(['Five km']);
    expect(gyms[0].distance).toBeCloseTo(5.56, 1);
  });

  it('draws the radius line exactly: London to Paris is about 343.5 km', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await buildGym(ctx.db, { name: 'Paris', latitude: 48.8566, longitude: 2.3522 });
    const at = (radius: number) => nearby(cookie, `lat=51.5074&lng=-0.1278&radius=${radius}`);
    expect(((await at(345)).json() as Gym[]).map((g) => g.name)).toContain('Paris');
    expect(((await at(342)).json() as Gym[]).map((g) => g.name)).not.toContain('Paris');
  });
});

describe('GET /api/gyms/nearby paging', () => {
  it('pages with after=<distance>,<id> through every gym once, in order, ties broken by id', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    // A ring of equal distances (ties) plus a line of growing ones, in the Indian Ocean.
    const base = { lat: -40, lng: 80 };
    for (let i = 0; i < 3; i++)
      await buildGym(ctx.db, { name: `Tie ${i}`, latitude: base.lat + 0.01, longitude: base.lng });
    for (let i = 1; i <= 6; i++)
      await buildGym(ctx.db, { name: `Line ${i}`, latitude: base.lat, longitude: base.lng + i * 0.015 });

    const all = (await nearby(cookie, `lat=${base.lat}&lng=${base.lng}&limit=100`)).json() as Gym[];
    expect(all).toHaveLength(9);
    const seen: Gym[] = [];
    let after = '';
    for (let page = 0; page < 10; page++) {
      const res = await nearby(cookie, `lat=${base.lat}&lng=${base.lng}&limit=2${after && `&after=${after}`}`);
      expect(res.statusCode).toBe(200);
      const items = res.json() as Gym[];
      seen.push(...items);
      if (items.length < 2) break;
      after = nearbyCursor(items[items.length - 1]);
    }
    expect(seen.map((g) => g.id)).toEqual(all.map((g) => g.id));
    const keys = all.map((g) => [g.distance ?? 0, g.id]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });
});

describe('GET /api/gyms/nearby at the edges of the map', () => {
  it('finds gyms across the antimeridian, from both sides', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await buildGym(ctx.db, { name: 'West of the line', latitude: -16.8, longitude: 179.97 });
    await buildGym(ctx.db, { name: 'East of the line', latitude: -16.8, longitude: -179.96 });
    await buildGym(ctx.db, { name: 'Far west', latitude: -16.8, longitude: 179.5 });
    const fromWest = (await nearby(cookie, 'lat=-16.8&lng=179.99&radius=20')).json() as Gym[];
    expect(fromWest.map((g) => g.name)).toEqual(['West of the line', 'East of the line']);
    expect(fromWest[1].distance).toBeCloseTo(5.33, 1);
    const fromEast = (await nearby(cookie, 'lat=-16.8&lng=-179.99&radius=20')).json() as Gym[];
    expect(fromEast.map((g) => g.name)).toEqual(['East of the line', 'West of the line']);
  });

  it('finds gyms on the far side of a pole', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await buildGym(ctx.db, { name: 'Across the pole', latitude: 89.9, longitude: 180 });
    await buildGym(ctx.db, { name: 'Arctic far', latitude: 88, longitude: 0 });
    const gyms = (await nearby(cookie, 'lat=89.9&lng=0&radius=50')).json() as Gym[];
    expect(gyms.map((g) => g.name)).toEqual(['Across the pole']);
    // 0.2° of a meridian through the pole: about 22.2 km.
    expect(gyms[0].distance).toBeCloseTo(22.24, 1);
  });
});

describe('GET /api/gyms/nearby refuses what it cannot answer', () => {
  it.each([
    ['', 'lat', GYM_MESSAGES.latQuery],
    ['lat=&lng=', 'lat', GYM_MESSAGES.latQuery],
    ['lat=91&lng=0', 'lat', GYM_MESSAGES.latQuery],
    ['lat=abc&lng=0', 'lat', GYM_MESSAGES.latQuery],
    ['lat=0&lng=-180.5', 'lng', GYM_MESSAGES.lngQuery],
    ['lat=0&lng=0&radius=0', 'radius', GYM_MESSAGES.radiusPositive],
    ['lat=0&lng=0&radius=-5', 'radius', GYM_MESSAGES.radiusPositive],
    ['lat=0&lng=0&radius=501', 'radius', GYM_MESSAGES.radiusMax],
    ['lat=0&lng=0&radius=far', 'radius', GYM_MESSAGES.radiusNumber],
    ['lat=0&lng=0&after=1;drop', 'after', GYM_MESSAGES.afterCursor],
    ['lat=0&lng=0&after=99999,1', 'after', GYM_MESSAGES.afterCursor],
    ['lat=0&lng=0&after=1,2147483648', 'after', GYM_MESSAGES.afterCursor],
    ['lat=0&lng=0&limit=1000', 'limit', 'limit must be at most 100'],
  ])('?%s → 400 naming %s', async (query, field, message) => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await nearby(cookie, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('asks a visitor to sign in (401)', async () => {
    const res = await ctx.app.inject({ url: '/api/gyms/nearby?lat=0&lng=0' });
    expect(res.statusCode).toBe(401);
  });

  it('is documented as it is: lat and lng are required (issue 31)', async () => {
    const doc = (await ctx.app.inject({ url: OPENAPI_PATH })).json();
    const parameters: { name: string; in: string; required?: boolean }[] = doc.paths['/api/gyms/nearby'].get.parameters;
    const required = parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
    expect(required.sort()).toEqual(['lat', 'lng']);
  });
});
