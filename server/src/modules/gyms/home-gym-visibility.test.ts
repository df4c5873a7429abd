import type { GymDetail } from '@common/schemas/gyms';
import { describe, expect, it } from 'vitest';
import { apiAs, idsOf } from '../../test/api-client';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildGym, setHomeGymOf } from '../../test/factories/gyms';
import { block } from '../../test/factories/moderation';
import { useTestApp } from '../../test/test-app';

// Issue 34, D14: a member chooses in Settings whether they appear among the people who call their
// gym home. The list also leaves out members blocked either way, suspended and deleted accounts.
const ctx = useTestApp();

const makePublic = (userId: number) =>
  ctx.db.query(`update user_settings set profile_visibility = 'public' where user_id = $1`, [userId]);

async function homeMember(gymId: number) {
  const member = await buildUser(ctx.db);
  await makePublic(member.id);
  await setHomeGymOf(ctx.db, member.id, gymId);
  return member;
}

const listed = async (cookie: string, gymId: number, query = '') => {
  const res = await apiAs(ctx, cookie).get(`/api/gyms/${gymId}/members${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return idsOf(res.json());
};

const counted = async (cookie: string, gymId: number) => {
  const res = await apiAs(ctx, cookie).get(`/api/gyms/${gymId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GymDetail>().homeGym.membersCount;
};

describe("who appears on a gym's page", () => {
  it('the Settings choice hides a member from everyone but themselves, and brings them back', async () => {
    const gym = await buildGym(ctx.db);
    const me = await buildSignedInUser(ctx.db);
    const viewer = await buildSignedInUser(ctx.db);
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    await makePublic(me.user.id);
    await setHomeGymOf(ctx.db, me.user.id, gym.id);
    const api = apiAs(ctx, me.cookie);
    expect((await api.get('/api/gyms/home/visibility')).json()).toEqual({ visible: true });
    expect(await listed(viewer.cookie, gym.id)).toEqual([me.user.id]);

    const hidden = await api.put('/api/gyms/home/visibility', { visible: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ visible: false });
    expect((await api.get('/api/gyms/home/visibility')).json()).toEqual({ visible: false });
    expect(await listed(viewer.cookie, gym.id)).toEqual([]);
    expect(await listed(admin.cookie, gym.id)).toEqual([]);
    expect(await listed(me.cookie, gym.id)).toEqual([me.user.id]);
    const detail = (await apiAs(ctx, viewer.cookie).get(`/api/gyms/${gym.id}`)).json();
    expect(idsOf(detail.homeGym.members)).toEqual([]);

    await api.put('/api/gyms/home/visibility', { visible: true });
    expect(await listed(viewer.cookie, gym.id)).toEqual([me.user.id]);
  });

  it('refuses a choice that is not true or false, and visitors', async () => {
    const me = await buildSignedInUser(ctx.db);
    const bad = await apiAs(ctx, me.cookie).put('/api/gyms/home/visibility', { visible: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect((await apiAs(ctx, me.cookie).get('/api/gyms/home/visibility')).json()).toEqual({ visible: true });
    expect((await apiAs(ctx).get('/api/gyms/home/visibility')).statusCode).toBe(401);
    expect((await apiAs(ctx).put('/api/gyms/home/visibility', { visible: false })).statusCode).toBe(401);
  });

  it('leaves out members blocked either way, suspended and deleted accounts', async () => {
    const gym = await buildGym(ctx.db);
    const viewer = await buildSignedInUser(ctx.db);
    const [shown, blockedByViewer, blockingViewer, suspended, deleted] = [
      await homeMember(gym.id),
      await homeMember(gym.id),
      await homeMember(gym.id),
      await homeMember(gym.id),
      await homeMember(gym.id),
    ];
    await block(ctx.db, viewer.user.id, blockedByViewer.id);
    await block(ctx.db, blockingViewer.id, viewer.user.id);
    await ctx.db.query('update users set suspended_at = now() where id = $1', [suspended.id]);
    await ctx.db.query('delete from users where id = $1', [deleted.id]);
    expect(await listed(viewer.cookie, gym.id)).toEqual([shown.id]);
  });

  it('the count leaves out a member who hid their home gym, except on their own page', async () => {
    const gym = await buildGym(ctx.db);
    const me = await buildSignedInUser(ctx.db);
    const viewer = await buildSignedInUser(ctx.db);
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    await homeMember(gym.id);
    await makePublic(me.user.id);
    await setHomeGymOf(ctx.db, me.user.id, gym.id);
    expect(await counted(viewer.cookie, gym.id)).toBe(2);

    await apiAs(ctx, me.cookie).put('/api/gyms/home/visibility', { visible: false });
    expect(await counted(viewer.cookie, gym.id)).toBe(1);
    expect(await counted(admin.cookie, gym.id)).toBe(1);
    // Their own page lists them, so it counts them too.
    expect(await counted(me.cookie, gym.id)).toBe(2);
    expect(await listed(me.cookie, gym.id)).toContain(me.user.id);

    await apiAs(ctx, me.cookie).put('/api/gyms/home/visibility', { visible: true });
    expect(await counted(viewer.cookie, gym.id)).toBe(2);
  });

  it("the count is the admins' list: hidden, suspended and deleted members are in neither", async () => {
    const gym = await buildGym(ctx.db);
    const viewer = await buildSignedInUser(ctx.db);
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const [shown, privateProfile, blockedByViewer, hidden, suspended, deleted] = [
      await homeMember(gym.id),
      await homeMember(gym.id),
      await homeMember(gym.id),
      await homeMember(gym.id),
      await homeMember(gym.id),
      await homeMember(gym.id),
    ];
    await ctx.db.query(`update user_settings set profile_visibility = 'private' where user_id = $1`, [
      privateProfile.id,
    ]);
    await block(ctx.db, viewer.user.id, blockedByViewer.id);
    await ctx.db.query('update users set home_gym_visible = false where id = $1', [hidden.id]);
    await ctx.db.query('update users set suspended_at = now() where id = $1', [suspended.id]);
    await ctx.db.query('delete from users where id = $1', [deleted.id]);

    const all = await listed(admin.cookie, gym.id);
    expect(all.sort()).toEqual([shown.id, privateProfile.id, blockedByViewer.id].sort());
    expect(await counted(admin.cookie, gym.id)).toBe(all.length);
    // A member's list holds only the profiles they may see; the count stays the gym's (the page
    // says so), as club and follower counts do.
    expect(await listed(viewer.cookie, gym.id)).toEqual([shown.id]);
    expect(await counted(viewer.cookie, gym.id)).toBe(all.length);
  });

  it('pages with a keyset cursor, never repeating or skipping a member', async () => {
    const gym = await buildGym(ctx.db);
    const viewer = await buildSignedInUser(ctx.db);
    const members = [];
    for (let i = 0; i < 5; i++) members.push((await homeMember(gym.id)).id);
    await ctx.db.query('update users set home_gym_visible = false where id = $1', [members[2]]);
    const first = await listed(viewer.cookie, gym.id, '?limit=2');
    const second = await listed(viewer.cookie, gym.id, `?limit=2&before=${first[1]}`);
    const third = await listed(viewer.cookie, gym.id, `?limit=2&before=${second[1]}`);
    expect([...first, ...second, ...third]).toEqual([members[4], members[3], members[1], members[0]]);
  });
});
