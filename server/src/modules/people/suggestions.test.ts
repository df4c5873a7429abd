import type { SuggestedPerson } from '@common/schemas/people';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser, follow } from '../../test/factories';
import { buildGym, setHomeGymOf } from '../../test/factories/gyms';
import { setPrivacy } from '../../test/factories/people';
import { useTestApp } from '../../test/test-app';
import { SUGGESTION_ORDER, suggestPeople } from './suggestions-repository';

const ctx = useTestApp();

const suggested = async (cookie: string, path = '/api/follows/suggested?limit=50'): Promise<SuggestedPerson[]> => {
  const res = await apiAs(ctx, cookie).get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('suggestions', () => {
  it('rank friends of friends (by mutual count), then a shared goal, then the newest members', async () => {
    await ctx.db.query('truncate users cascade');
    const { user: me, cookie } = await buildSignedInUser(ctx.db, { fitnessGoal: 'strength' });
    const [f1, f2] = [await buildUser(ctx.db), await buildUser(ctx.db)];
    const older = await buildUser(ctx.db);
    const sameGoal = await buildUser(ctx.db, { fitnessGoal: 'strength' });
    const twoMutuals = await buildUser(ctx.db);
    const oneMutual = await buildUser(ctx.db);
    const newest = await buildUser(ctx.db);
    await ctx.db.query(`update users set created_at = now() - interval '1 day' where id <> $1`, [newest.id]);
    await ctx.db.query(`update users set created_at = now() - interval '2 days' where id = $1`, [older.id]);
    await follow(ctx.db, me.id, f1.id);
    await follow(ctx.db, me.id, f2.id);
    await follow(ctx.db, f1.id, twoMutuals.id);
    await follow(ctx.db, f2.id, twoMutuals.id);
    await follow(ctx.db, f2.id, oneMutual.id);
    // Following back the viewer does not make the viewer a suggestion; it makes f1 and f2 friends,
    // whose follows count (their profiles are for friends, the default).
    await follow(ctx.db, f1.id, me.id);
    await follow(ctx.db, f2.id, me.id);

    const list = await suggested(cookie);
    expect(list.map((s) => s.id)).toEqual([twoMutuals.id, oneMutual.id, sameGoal.id, newest.id, older.id]);
    expect(list[0]).toMatchObject({ mutualCount: 2, isFollowing: false });
    expect(list.map((s) => s.id)).not.toContain(me.id);
    expect(list.map((s) => s.id)).not.toContain(f1.id);
  });

  it('do not count whom a member with a private or friends-only profile follows, for a stranger', async () => {
    const { user: me, cookie } = await buildSignedInUser(ctx.db);
    const [secretive, friendly, shown] = [await buildUser(ctx.db), await buildUser(ctx.db), await buildUser(ctx.db)];
    const [hisPick, herPick, openPick] = [await buildUser(ctx.db), await buildUser(ctx.db), await buildUser(ctx.db)];
    await setPrivacy(ctx.db, secretive.id, { profileVisibility: 'private' });
    await setPrivacy(ctx.db, friendly.id, { profileVisibility: 'friends' });
    await setPrivacy(ctx.db, shown.id, { profileVisibility: 'public' });
    // The viewer follows all three; following is one-way, so none of them is their friend yet.
    for (const m of [secretive, friendly, shown]) await follow(ctx.db, me.id, m.id);
    await follow(ctx.db, secretive.id, hisPick.id);
    await follow(ctx.db, friendly.id, herPick.id);
    await follow(ctx.db, shown.id, openPick.id);
    const mutuals = async () => new Map((await suggested(cookie)).map((s) => [s.id, s.mutualCount]));
    let seen = await mutuals();
    expect(seen.get(openPick.id)).toBe(1);
    expect(seen.get(hisPick.id) ?? 0).toBe(0);
    expect(seen.get(herPick.id) ?? 0).toBe(0);
    // Once the friends-only member follows back, the viewer is a friend and may see her details.
    await follow(ctx.db, friendly.id, me.id);
    seen = await mutuals();
    expect(seen.get(herPick.id)).toBe(1);
    expect(seen.get(hisPick.id) ?? 0).toBe(0);
  });

  it("rank members of the viewer's home gym first, and say so when the viewer may see their details", async () => {
    await ctx.db.query('truncate users cascade');
    const gym = await buildGym(ctx.db);
    const otherGym = await buildGym(ctx.db);
    const { user: me, cookie } = await buildSignedInUser(ctx.db, { fitnessGoal: 'strength' });
    const friend = await buildUser(ctx.db);
    const fof = await buildUser(ctx.db, { fitnessGoal: 'strength' });
    const gymMate = await buildUser(ctx.db);
    const elsewhere = await buildUser(ctx.db);
    await follow(ctx.db, me.id, friend.id);
    await follow(ctx.db, friend.id, me.id);
    await follow(ctx.db, friend.id, fof.id);
    await setHomeGymOf(ctx.db, me.id, gym.id);
    await setHomeGymOf(ctx.db, gymMate.id, gym.id);
    await setHomeGymOf(ctx.db, elsewhere.id, otherGym.id);
    await setPrivacy(ctx.db, gymMate.id, { profileVisibility: 'public' });

    const list = await suggested(cookie);
    expect(list[0]).toMatchObject({ id: gymMate.id, sameGym: true });
    expect(list[1]).toMatchObject({ id: fof.id, sameGym: false, mutualCount: 1 });
    expect(list.find((s) => s.id === elsewhere.id)?.sameGym).toBe(false);
  });

  it('names the shared goal only when the viewer may see the member details', async () => {
    const { cookie } = await buildSignedInUser(ctx.db, { fitnessGoal: 'flexibility' });
    const hidden = await buildUser(ctx.db, { fitnessGoal: 'flexibility' });
    const open = await buildUser(ctx.db, { fitnessGoal: 'flexibility' });
    await setPrivacy(ctx.db, open.id, { profileVisibility: 'public' });
    const list = await suggested(cookie);
    expect(list.find((s) => s.id === open.id)?.sharedGoal).toBe('flexibility');
    expect(list.find((s) => s.id === hidden.id)?.sharedGoal).toBeNull();
  });

  it('GET /api/suggested-users answers the same ranking, 10 by default, with ?limit', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    for (let i = 0; i < 12; i++) await buildUser(ctx.db);
    const ten = await suggested(cookie, '/api/suggested-users');
    expect(ten).toHaveLength(10);
    expect((await suggested(cookie, '/api/suggested-users?limit=3')).map((s) => s.id)).toEqual(
      ten.slice(0, 3).map((s) => s.id),
    );
    expect((await suggested(cookie, '/api/follows/suggested?limit=3')).map((s) => s.id)).toEqual(
      ten.slice(0, 3).map((s) => s.id),
    );
  });

  it('a member followed drops out of the suggestions', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const [first] = await suggested(cookie);
    await apiAs(ctx, cookie).post(`/api/follows/${first.id}`);
    expect((await suggested(cookie)).map((s) => s.id)).not.toContain(first.id);
  });

  it('answers 401 to visitors and 400 to a bad limit', async () => {
    expect((await apiAs(ctx).get('/api/follows/suggested')).statusCode).toBe(401);
    expect((await apiAs(ctx).get('/api/suggested-users')).statusCode).toBe(401);
    const { cookie } = await buildSignedInUser(ctx.db);
    expect((await apiAs(ctx, cookie).get('/api/suggested-users?limit=abc')).statusCode).toBe(400);
  });
});

describe('candidate sources', () => {
  /** The ranking computed over every member, the slow obvious way, to check the bounded sources. */
  async function rankEveryone(viewerId: number, limit: number): Promise<number[]> {
    const { rows } = await ctx.db.query<{ id: number }>(
      `with me as (select id, fitness_goal, home_gym_id from users where id = $1),
       fof as (select f2.following_id as user_id, count(*) as mutual_count from follows f1
               join follows f2 on f2.follower_id = f1.following_id
               left join user_settings ms on ms.user_id = f1.following_id
               where f1.follower_id = $1
                 -- The member in the middle shows whom they follow: public, or friends-only and a friend.
                 and (coalesce(ms.profile_visibility, 'friends') = 'public'
                      or (coalesce(ms.profile_visibility, 'friends') = 'friends'
                          and exists (select 1 from follows b where b.follower_id = f1.following_id
                                      and b.following_id = $1)))
               group by 1)
       select u.id from users u cross join me left join fof on fof.user_id = u.id
       where u.id <> $1 and u.suspended_at is null
         and not exists (select 1 from follows f where f.follower_id = $1 and f.following_id = u.id)
       order by ${SUGGESTION_ORDER.join(', ')} limit $2`,
      [viewerId, limit],
    );
    return rows.map((r) => r.id);
  }

  it('find exactly the top of the full ranking, on random communities', async () => {
    await ctx.db.query('truncate users cascade');
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const goals = ['strength', 'endurance', 'weight_loss', null];
    const gyms = [(await buildGym(ctx.db)).id, (await buildGym(ctx.db)).id, null, null];
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) {
      const user = await buildUser(ctx.db, { fitnessGoal: goals[Math.floor(random() * goals.length)] });
      await setHomeGymOf(ctx.db, user.id, gyms[Math.floor(random() * gyms.length)]);
      ids.push(user.id);
    }
    await ctx.db.query(
      `update users set created_at = now() - make_interval(mins => (id * 7919) % 97),
         suspended_at = case when id % 13 = 0 then now() end`,
    );
    // Some members follow nobody (only goal and recency rank for them), others a few or many.
    for (const [index, a] of ids.entries()) {
      const often = [0, 0.05, 0.15, 0.4][index % 4];
      for (const b of ids) if (a !== b && random() < often) await follow(ctx.db, a, b);
    }

    for (const viewerId of ids.slice(0, 16)) {
      for (const limit of [1, 3, 7, 15]) {
        const found = (await suggestPeople(ctx.db, { id: viewerId, isAdmin: false }, limit)).map((r) => r.id);
        expect(found, `viewer ${viewerId}, limit ${limit}`).toEqual(await rankEveryone(viewerId, limit));
      }
    }
  }, 60_000);
});
