import type { GymPresence } from '@common/schemas/clubs';
import { expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { buildGym } from '../../test/factories/gyms';
import { block } from '../../test/factories/moderation';
import { insertManyUsers, MANY_USERS_TIMEOUT_MS } from '../../test/factories/people';
import { usersRead } from '../../test/plan-reads';
import { useTestApp } from '../../test/test-app';
import { presentNowQuery } from './check-ins-repository';

const ctx = useTestApp();

it(
  "who is checked in reads the shown check-ins' members, not every member",
  async () => {
    await insertManyUsers(ctx.db, 10_000, 'checkins');
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const gyms = [await buildGym(ctx.db), await buildGym(ctx.db), await buildGym(ctx.db)];
    // A busy evening: 300 members checked in at three gyms, 30 of them followed by the viewer.
    await ctx.db.query(
      `insert into gym_check_ins (user_id, gym_id, audience, ends_at)
       select u.id, ($2::int[])[1 + (u.id / 33) % 3], 'followers', now() + interval '1 hour'
       from users u where u.id % 33 = 0 and u.id <> $1`,
      [user.id, gyms.map((g) => g.id)],
    );
    const { rows: followed } = await ctx.db.query<{ id: number }>(
      `insert into follows (follower_id, following_id)
       select $1, c.user_id from gym_check_ins c order by c.user_id limit 30 returning following_id as id`,
      [user.id],
    );
    // Two of them hidden from the viewer: one suspended, one blocked (the follow put back, so that
    // only the block hides them).
    const [suspended, blocked] = [followed[0].id, followed[1].id];
    await ctx.db.query('update users set suspended_at = now() where id = $1', [suspended]);
    await block(ctx.db, user.id, blocked);
    await ctx.db.query('insert into follows (follower_id, following_id) values ($1, $2)', [user.id, blocked]);
    await ctx.db.query('analyze gym_check_ins');
    await ctx.db.query('analyze follows');
    await ctx.db.query('analyze users');

    // The 28 members shown and the one suspended id, read once as a set.
    expect(await usersRead(ctx.db, presentNowQuery(user.id, null))).toEqual({ rows: 29, fullScans: 0 });
    const card = (await apiAs(ctx, cookie).get('/api/check-ins/following')).json<GymPresence[]>();
    const shownIds = card.map((p) => p.user.id);
    expect(shownIds.sort()).toEqual(
      followed
        .map((f) => f.id)
        .filter((id) => id !== suspended && id !== blocked)
        .sort(),
    );
    const atOne = (await apiAs(ctx, cookie).get(`/api/gyms/${gyms[0].id}/here`)).json<GymPresence[]>();
    expect(atOne.length).toBeGreaterThan(0);
    expect(atOne.every((p) => p.gym.id === gyms[0].id && shownIds.includes(p.user.id))).toBe(true);
    expect(await usersRead(ctx.db, presentNowQuery(user.id, gyms[0].id))).toEqual({
      rows: atOne.length + 1,
      fullScans: 0,
    });
  },
  MANY_USERS_TIMEOUT_MS,
);
