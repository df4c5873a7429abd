import type { GymDetail, MyHomeGym } from '@common/schemas/gyms';
import type { UserSummary } from '@common/schemas/user';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, follow } from '../../test/factories';
import { buildGym, setHomeGymOf } from '../../test/factories/gyms';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const get = async <T>(url: string, cookie: string) => {
  const res = await ctx.app.inject({ url, headers: { cookie } });
  return { status: res.statusCode, body: res.json() as T };
};
const setVisibility = (userId: number, choice: string) =>
  ctx.db.query('update user_settings set profile_visibility = $1 where user_id = $2', [choice, userId]);

describe('a member sets their home gym', () => {
  it('sets, reads, changes and clears it, for the session user only', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const [first, second] = [
      await buildGym(ctx.db, { name: 'First Home' }),
      await buildGym(ctx.db, { name: 'Second Home' }),
    ];
    expect((await get<MyHomeGym>('/api/gyms/home', cookie)).body).toEqual({ gym: null });

    const set = await ctx.app.inject({ method: 'PUT', url: `/api/gyms/${first.id}/home`, headers: { cookie } });
    expect(set.statusCode).toBe(200);
    expect(set.json().gym).toMatchObject({ id: first.id, name: 'First Home' });
    expect((await get<MyHomeGym>('/api/gyms/home', cookie)).body.gym?.id).toBe(first.id);

    await ctx.app.inject({ method: 'PUT', url: `/api/gyms/${second.id}/home`, headers: { cookie } });
    const detail = (await get<GymDetail>(`/api/gyms/${second.id}`, cookie)).body;
    expect(detail.homeGym).toMatchObject({ isHomeGym: true, membersCount: 1 });
    expect((await get<GymDetail>(`/api/gyms/${first.id}`, cookie)).body.homeGym).toMatchObject({
      isHomeGym: false,
      membersCount: 0,
    });

    const cleared = await ctx.app.inject({ method: 'DELETE', url: '/api/gyms/home', headers: { cookie } });
    expect(cleared.json()).toEqual({ gym: null });
    const { rows } = await ctx.db.query('select home_gym_id from users where id = $1', [user.id]);
    expect(rows[0].home_gym_id).toBeNull();
  });

  it('answers 404 for an unknown gym and leaves the home gym unchanged', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const gym = await buildGym(ctx.db);
    await ctx.app.inject({ method: 'PUT', url: `/api/gyms/${gym.id}/home`, headers: { cookie } });
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/gyms/999999/home', headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect((await get<MyHomeGym>('/api/gyms/home', cookie)).body.gym?.id).toBe(gym.id);
  });

  it('asks visitors to sign in', async () => {
    const gym = await buildGym(ctx.db);
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/gyms/${gym.id}/home` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/gyms/home' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/gyms/home' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: `/api/gyms/${gym.id}/members` })).statusCode).toBe(401);
  });
});

describe("a gym's members", () => {
  it('counts every member but lists only those whose profile the viewer may see', async () => {
    const gym = await buildGym(ctx.db);
    const viewer = await buildSignedInUser(ctx.db);
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const [open, friend, fan, hidden, suspended] = await Promise.all([1, 2, 3, 4, 5].map(() => buildUser(ctx.db)));
    await setVisibility(open.id, 'public');
    await setVisibility(friend.id, 'friends');
    await follow(ctx.db, viewer.user.id, friend.id);
    await follow(ctx.db, friend.id, viewer.user.id);
    await setVisibility(fan.id, 'friends'); // follows the viewer, but it is not mutual
    await follow(ctx.db, fan.id, viewer.user.id);
    await setVisibility(hidden.id, 'private');
    await setVisibility(suspended.id, 'public');
    await ctx.db.query('update users set suspended_at = now() where id = $1', [suspended.id]);
    for (const u of [open, friend, fan, hidden, suspended]) await setHomeGymOf(ctx.db, u.id, gym.id);

    const seen = (await get<GymDetail>(`/api/gyms/${gym.id}`, viewer.cookie)).body.homeGym;
    expect(seen.membersCount).toBe(4);
    expect(seen.members.map((m) => m.id).sort()).toEqual([open.id, friend.id].sort());
    expect(Object.keys(seen.members[0]).sort()).toEqual(
      ['id', 'isTrainer', 'name', 'profileImageUrl', 'profilePicture', 'username'].sort(),
    );

    const listed = await get<UserSummary[]>(`/api/gyms/${gym.id}/members`, viewer.cookie);
    expect(listed.body.map((m) => m.id).sort()).toEqual([open.id, friend.id].sort());

    const byAdmin = (await get<GymDetail>(`/api/gyms/${gym.id}`, admin.cookie)).body.homeGym;
    expect(byAdmin.members.map((m) => m.id).sort()).toEqual([open.id, friend.id, fan.id, hidden.id].sort());
  });

  it('a member always sees themself in the list of their own gym', async () => {
    const gym = await buildGym(ctx.db);
    const me = await buildSignedInUser(ctx.db);
    await setVisibility(me.user.id, 'private');
    await setHomeGymOf(ctx.db, me.user.id, gym.id);
    const { body } = await get<GymDetail>(`/api/gyms/${gym.id}`, me.cookie);
    expect(body.homeGym.members.map((m) => m.id)).toEqual([me.user.id]);
  });

  it('pages the members newest first with before=<id>, and 404s for an unknown gym', async () => {
    const gym = await buildGym(ctx.db);
    const viewer = await buildSignedInUser(ctx.db);
    const members = [];
    for (let i = 0; i < 5; i++) {
      const u = await buildUser(ctx.db);
      await setVisibility(u.id, 'public');
      await setHomeGymOf(ctx.db, u.id, gym.id);
      members.push(u.id);
    }
    const first = (await get<UserSummary[]>(`/api/gyms/${gym.id}/members?limit=2`, viewer.cookie)).body;
    const rest = (await get<UserSummary[]>(`/api/gyms/${gym.id}/members?before=${first[1].id}`, viewer.cookie)).body;
    expect([...first, ...rest].map((m) => m.id)).toEqual([...members].reverse());
    expect((await get(`/api/gyms/999999/members`, viewer.cookie)).status).toBe(404);
    expect((await get(`/api/gyms/x/members`, viewer.cookie)).status).toBe(400);
  });
});
