import type { UserSummary } from '@common/schemas/user';
import { expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { buildGym } from '../../test/factories/gyms';
import { insertManyUsers, MANY_USERS_TIMEOUT_MS } from '../../test/factories/people';
import { usersRead } from '../../test/plan-reads';
import { useTestApp } from '../../test/test-app';
import { homeGymCountsQuery, listGymMembersQuery } from './home-gym-repository';

const ctx = useTestApp();

it(
  "a page of a gym's members reads the members it walks, not all the gym's members",
  async () => {
    await insertManyUsers(ctx.db, 10_000, 'gymmembers');
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const gym = await buildGym(ctx.db);
    // A popular gym: 300 members call it home. Every member has saved their settings; one in
    // three shows their profile to everyone, the others keep the default (friends).
    await ctx.db.query('update users set home_gym_id = $1 where id % 33 = 0', [gym.id]);
    await ctx.db.query(
      `insert into user_settings (user_id, profile_visibility)
       select id, case when (id / 33) % 3 = 0 then 'public' else 'friends' end from users
       on conflict (user_id) do update set profile_visibility = excluded.profile_visibility`,
    );
    await ctx.db.query('analyze users');
    await ctx.db.query('analyze user_settings');

    const viewer = { id: user.id, isAdmin: false };
    const res = await apiAs(ctx, cookie).get(`/api/gyms/${gym.id}/members?limit=20`);
    const page = res.json<UserSummary[]>();
    expect(page).toHaveLength(20);
    // The gym's members from the newest down to the page's last one, each read once.
    const walked = async (last: number, before?: number) =>
      (
        await ctx.db.query<{ n: number }>(
          'select count(*)::int as n from users where home_gym_id = $1 and id >= $2 and id < coalesce($3, 2147483647)',
          [gym.id, last, before ?? null],
        )
      ).rows[0].n;
    const first = await usersRead(ctx.db, listGymMembersQuery(gym.id, viewer, { limit: 20 }));
    expect(first).toEqual({ rows: await walked(page[19].id), fullScans: 0 });
    expect(first.rows).toBeLessThan(100);

    const next = (await apiAs(ctx, cookie).get(`/api/gyms/${gym.id}/members?limit=20&before=${page[19].id}`)).json<
      UserSummary[]
    >();
    expect(next).toHaveLength(20);
    const second = await usersRead(ctx.db, listGymMembersQuery(gym.id, viewer, { limit: 20, before: page[19].id }));
    expect(second).toEqual({ rows: await walked(next[19].id, page[19].id), fullScans: 0 });

    // The page's count reads the gym's members once (the index), and at most the viewer's row.
    const counted = await usersRead(ctx.db, homeGymCountsQuery(gym.id, user.id));
    expect(counted.fullScans).toBe(0);
    expect(counted.rows - (await walked(0))).toBeOneOf([0, 1]);
  },
  MANY_USERS_TIMEOUT_MS,
);
