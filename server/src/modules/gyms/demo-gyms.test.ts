import type { GymDetail } from '@common/schemas/gyms';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/demo';
import { sessionCookieFor } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { SAMPLE_GYMS } from './data/sample-gyms';

const ctx = useTestApp();

describe('the demo community (npm run seed:demo)', () => {
  it('has the sample gyms and members who share home gyms', async () => {
    await seedDemo(ctx.db, () => {});
    const { rows: gyms } = await ctx.db.query('select count(*)::int as n from gyms where is_sample');
    expect(gyms[0].n).toBe(SAMPLE_GYMS.length);

    const { rows } = await ctx.db.query<{ id: number; home_gym_id: number }>(
      `select id, home_gym_id from users where username = 'liam.runs'`,
    );
    const cookie = await sessionCookieFor(ctx.db, rows[0].id);
    const res = await ctx.app.inject({ url: `/api/gyms/${rows[0].home_gym_id}`, headers: { cookie } });
    const gym = res.json() as GymDetail;
    expect(gym.name).toBe('Central Park Runners Hub');
    expect(gym.homeGym).toMatchObject({ isHomeGym: true, membersCount: 2 });
    expect(gym.homeGym.members.map((m) => m.username).sort()).toEqual(['jonas.cycles', 'liam.runs']);
  });
});
