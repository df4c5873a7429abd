import { GYM_MESSAGES } from '@common/gyms-texts';
import type { Gym, GymDetail } from '@common/schemas/gyms';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { buildGym, setHomeGymOf } from '../../test/factories/gyms';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const validGym = {
  name: 'Admin Made Gym',
  latitude: 40.7306,
  longitude: -73.9866,
  rating: 4.5,
  address: '10 Union Sq E',
  city: 'New York',
  state: 'NY',
  zipCode: '10003',
  phone: '+1 212-555-0177',
  website: 'https://example.com/admin-made',
  openingHours: 'Mon–Fri 06:00–22:00',
  amenities: ['Sauna', 'Pool'],
  description: 'Built by a test.',
};

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

describe('GET /api/gyms/{id}', () => {
  it('answers the gym with its details', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const gym = await buildGym(ctx.db, { name: 'Detail Gym', openingHours: '24/7', amenities: ['Pool'] });
    const res = await ctx.app.inject({ url: `/api/gyms/${gym.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: gym.id, name: 'Detail Gym', openingHours: '24/7', amenities: ['Pool'] });
  });

  it('answers 404 for an unknown gym and 400 for an id that is not a number', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const unknown = await ctx.app.inject({ url: '/api/gyms/987654', headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: GYM_MESSAGES.gymNotFound });
    for (const id of ['abc', '1.5', '-3', '0']) {
      const res = await ctx.app.inject({ url: `/api/gyms/${id}`, headers: { cookie } });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toBe('Invalid id');
    }
  });
});

describe('admin gym management', () => {
  it('lets an admin create, change and delete a gym', async () => {
    const { cookie } = await buildSignedInUser(ctx.db, { isAdmin: true });
    const created = await send('POST', '/api/gyms', cookie, validGym);
    expect(created.statusCode).toBe(201);
    const gym = created.json() as Gym;
    expect(gym).toMatchObject({ ...validGym, isSample: false });

    const changed = await send('PUT', `/api/gyms/${gym.id}`, cookie, { ...validGym, name: 'Renamed Gym', rating: '' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: gym.id, name: 'Renamed Gym', rating: null, city: 'New York' });
    const read = await ctx.app.inject({ url: `/api/gyms/${gym.id}`, headers: { cookie } });
    expect(read.json().name).toBe('Renamed Gym');

    expect((await send('DELETE', `/api/gyms/${gym.id}`, cookie)).statusCode).toBe(204);
    expect((await ctx.app.inject({ url: `/api/gyms/${gym.id}`, headers: { cookie } })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/gyms/${gym.id}`, cookie)).statusCode).toBe(404);
    expect((await send('PUT', `/api/gyms/${gym.id}`, cookie, validGym)).statusCode).toBe(404);
  });

  it('refuses members (403) and visitors (401), and changes nothing', async () => {
    const member = await buildSignedInUser(ctx.db);
    const gym = await buildGym(ctx.db, { name: 'Untouchable Gym' });
    for (const [method, url] of [
      ['POST', '/api/gyms'],
      ['PUT', `/api/gyms/${gym.id}`],
      ['DELETE', `/api/gyms/${gym.id}`],
    ] as const) {
      expect((await send(method, url, member.cookie, validGym)).statusCode, `${method} member`).toBe(403);
      expect((await send(method, url, undefined, validGym)).statusCode, `${method} visitor`).toBe(401);
    }
    const read = await ctx.app.inject({ url: `/api/gyms/${gym.id}`, headers: { cookie: member.cookie } });
    expect(read.json().name).toBe('Untouchable Gym');
    const { rows } = await ctx.db.query('select count(*)::int as n from gyms where name = $1', [validGym.name]);
    expect(rows[0].n).toBe(0);
  });

  it.each([
    [{ name: '' }, 'name', GYM_MESSAGES.nameRequired],
    [{ name: '   ' }, 'name', GYM_MESSAGES.nameRequired],
    [{ name: undefined }, 'name', GYM_MESSAGES.nameRequired],
    [{ latitude: 90.01 }, 'latitude', GYM_MESSAGES.latitudeRange],
    [{ latitude: -91 }, 'latitude', GYM_MESSAGES.latitudeRange],
    [{ latitude: undefined }, 'latitude', GYM_MESSAGES.latitudeRequired],
    [{ longitude: 180.5 }, 'longitude', GYM_MESSAGES.longitudeRange],
    [{ longitude: 'west' }, 'longitude', GYM_MESSAGES.longitudeRange],
    [{ rating: 5.1 }, 'rating', GYM_MESSAGES.ratingRange],
    [{ rating: -0.5 }, 'rating', GYM_MESSAGES.ratingRange],
    [{ website: 'not a url' }, 'website', GYM_MESSAGES.urlInvalid],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', GYM_MESSAGES.urlInvalid],
    [{ phone: 'call us' }, 'phone', GYM_MESSAGES.phoneInvalid],
    [{ amenities: ['x'.repeat(41)] }, 'amenities', GYM_MESSAGES.amenityTooLong],
    [{ description: 'x'.repeat(2001) }, 'description', GYM_MESSAGES.textTooLong('Description', 2000)],
  ])('refuses %o with 400 and the message on the field', async (override, field, message) => {
    const { cookie } = await buildSignedInUser(ctx.db, { isAdmin: true });
    const res = await send('POST', '/api/gyms', cookie, { ...validGym, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('a refused update leaves the gym as it was', async () => {
    const { cookie } = await buildSignedInUser(ctx.db, { isAdmin: true });
    const gym = await buildGym(ctx.db, { name: 'Stable Gym', latitude: 10, longitude: 10 });
    const res = await send('PUT', `/api/gyms/${gym.id}`, cookie, { ...validGym, latitude: 100 });
    expect(res.statusCode).toBe(400);
    const read = (await ctx.app.inject({ url: `/api/gyms/${gym.id}`, headers: { cookie } })).json() as Gym;
    expect(read).toMatchObject({ name: 'Stable Gym', latitude: 10, longitude: 10 });
  });

  it('accepts only the name and position, storing the rest as empty', async () => {
    const { cookie } = await buildSignedInUser(ctx.db, { isAdmin: true });
    const res = await send('POST', '/api/gyms', cookie, { name: 'Bare Gym', latitude: '1.5', longitude: '2.5' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Bare Gym', latitude: 1.5, longitude: 2.5, rating: null, amenities: [] });
  });

  it('deleting a gym leaves its members without a home gym', async () => {
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const member = await buildSignedInUser(ctx.db);
    const gym = await buildGym(ctx.db);
    await setHomeGymOf(ctx.db, member.user.id, gym.id);
    expect((await send('DELETE', `/api/gyms/${gym.id}`, admin.cookie)).statusCode).toBe(204);
    const home = await ctx.app.inject({ url: '/api/gyms/home', headers: { cookie: member.cookie } });
    expect(home.json()).toEqual({ gym: null });
    const detailOfOther = await buildGym(ctx.db);
    const detail = (
      await ctx.app.inject({ url: `/api/gyms/${detailOfOther.id}`, headers: { cookie: member.cookie } })
    ).json() as GymDetail;
    expect(detail.homeGym.isHomeGym).toBe(false);
  });
});
