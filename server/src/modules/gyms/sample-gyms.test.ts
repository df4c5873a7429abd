import { beforeEach, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { buildGym } from '../../test/factories/gyms';
import { useTestApp } from '../../test/test-app';
import { SAMPLE_GYMS } from './data/sample-gyms';
import { loadSampleGyms, loadSampleGymsAtStart, SAMPLE_NOTE } from './sample-gyms';

const ctx = useTestApp();
const count = async (where = 'true') =>
  (await ctx.db.query<{ n: number }>(`select count(*)::int as n from gyms where ${where}`)).rows[0].n;
const quietLog = { info: () => {} };

beforeEach(async () => {
  await ctx.db.query('truncate gyms, sample_data_loads restart identity cascade');
});

describe('sample gyms', () => {
  it('are loaded into an empty database once, marked as samples, in several cities', async () => {
    expect(await loadSampleGyms(ctx.db)).toBe(SAMPLE_GYMS.length);
    expect(await count('is_sample')).toBe(SAMPLE_GYMS.length);
    expect(await count(`description like '%${SAMPLE_NOTE}'`)).toBe(SAMPLE_GYMS.length);
    const { rows } = await ctx.db.query('select count(distinct city)::int as n from gyms');
    expect(rows[0].n).toBeGreaterThanOrEqual(10);
    expect(await loadSampleGyms(ctx.db)).toBe(0);
    expect(await count()).toBe(SAMPLE_GYMS.length);
  });

  it('are loaded exactly once when several instances start together', async () => {
    const results = await Promise.all([1, 2, 3, 4].map(() => loadSampleGyms(ctx.db)));
    expect(results.sort()).toEqual([0, 0, 0, SAMPLE_GYMS.length]);
    expect(await count()).toBe(SAMPLE_GYMS.length);
  });

  it('are not added to a database that already has gyms, nor brought back once deleted', async () => {
    await buildGym(ctx.db, { name: 'Real Gym' });
    expect(await loadSampleGyms(ctx.db)).toBe(0);
    expect(await count()).toBe(1);
    await ctx.db.query('truncate gyms, sample_data_loads restart identity cascade');
    await loadSampleGyms(ctx.db);
    await ctx.db.query('delete from gyms');
    expect(await loadSampleGyms(ctx.db)).toBe(0);
    expect(await count()).toBe(0);
  });

  it('are skipped at start when SEED_SAMPLE_DATA is false', async () => {
    await loadSampleGymsAtStart({ db: ctx.db, config: { seedSampleData: false }, log: quietLog });
    expect(await count()).toBe(0);
    await loadSampleGymsAtStart({ db: ctx.db, config: { seedSampleData: true }, log: quietLog });
    expect(await count()).toBe(SAMPLE_GYMS.length);
  });

  it('include gyms within 10 km of the default map centre, served with their Sample flag', async () => {
    await loadSampleGyms(ctx.db);
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await ctx.app.inject({ url: '/api/gyms/nearby?lat=40.7128&lng=-74.006', headers: { cookie } });
    const gyms = res.json();
    expect(gyms.length).toBeGreaterThanOrEqual(5);
    expect(gyms.every((g: { isSample: boolean }) => g.isSample)).toBe(true);
  });
});
