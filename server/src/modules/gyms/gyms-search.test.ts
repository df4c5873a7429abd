import type { Gym } from '@common/schemas/gyms';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { buildGym } from '../../test/factories/gyms';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const list = async (cookie: string, query = '') =>
  (await ctx.app.inject({ url: `/api/gyms${query}`, headers: { cookie } })).json() as Gym[];
const names = (gyms: Gym[]) => gyms.map((g) => g.name).sort();

describe('GET /api/gyms?q=', () => {
  it('matches the name, the city or the zip code, anywhere and in any case', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await buildGym(ctx.db, { name: 'Quokka Barbell Club', city: 'Perth', zipCode: '6000' });
    await buildGym(ctx.db, { name: 'Harbour Yoga', city: 'Quokkaville', zipCode: '6100' });
    await buildGym(ctx.db, { name: 'Riverside Fitness', city: 'Perth', zipCode: '61234' });
    await buildGym(ctx.db, { name: 'Elsewhere Gym', city: 'Darwin', zipCode: '0800', address: 'Quokka Road' });

    expect(names(await list(cookie, '?q=QUOKKA'))).toEqual(['Harbour Yoga', 'Quokka Barbell Club']);
    expect(names(await list(cookie, '?q=perth'))).toEqual(['Quokka Barbell Club', 'Riverside Fitness']);
    expect(names(await list(cookie, '?q=612'))).toEqual(['Riverside Fitness']);
    expect(names(await list(cookie, '?q=barbell%20cl'))).toEqual(['Quokka Barbell Club']);
    // The address is not searched (the issue names name, city and zip).
    expect(await list(cookie, '?q=quokka%20road')).toEqual([]);
  });

  it('treats % and _ as plain characters', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await buildGym(ctx.db, { name: '100% Effort Gym' });
    await buildGym(ctx.db, { name: '1000 Reps Gym' });
    expect(names(await list(cookie, '?q=100%25'))).toEqual(['100% Effort Gym']);
    expect(await list(cookie, '?q=_')).toEqual([]);
  });

  it('lists every gym newest first when q is blank, paged with before=<id>', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    for (let i = 0; i < 5; i++) await buildGym(ctx.db, { name: `Paged ${i}` });
    const all = await list(cookie, '?q=%20%20&limit=100');
    expect(all.map((g) => g.id)).toEqual([...all.map((g) => g.id)].sort((a, b) => b - a));
    const first = await list(cookie, '?limit=3');
    const second = await list(cookie, `?limit=3&before=${first[2].id}`);
    expect([...first, ...second].map((g) => g.id)).toEqual(all.slice(0, 6).map((g) => g.id));
  });

  it('answers the fields of a gym, without the internal search text', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await buildGym(ctx.db, { name: 'Field Check Gym', amenities: ['Sauna'], rating: 4.5, phone: '+1 212-555-0199' });
    const [gym] = await list(cookie, '?q=field%20check');
    expect(gym).toMatchObject({ name: 'Field Check Gym', amenities: ['Sauna'], rating: 4.5, isSample: false });
    expect(Object.keys(gym).sort()).toEqual(
      [
        'address',
        'amenities',
        'city',
        'createdAt',
        'description',
        'id',
        'imageUrl',
        'isSample',
        'latitude',
        'longitude',
        'name',
        'openingHours',
        'phone',
        'rating',
        'state',
        'website',
        'zipCode',
      ].sort(),
    );
  });

  it('refuses bad parameters with 400 and visitors with 401', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const long = await ctx.app.inject({ url: `/api/gyms?q=${'x'.repeat(101)}`, headers: { cookie } });
    expect(long.statusCode).toBe(400);
    const badBefore = await ctx.app.inject({ url: '/api/gyms?before=abc', headers: { cookie } });
    expect(badBefore.statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/gyms' })).statusCode).toBe(401);
  });
});
