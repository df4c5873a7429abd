import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, follow } from '../../test/factories';
import { addClubMember, buildClub } from '../../test/factories/clubs';
import { buildGym } from '../../test/factories/gyms';
import { block } from '../../test/factories/moderation';
import { useTestApp } from '../../test/test-app';

// "I'm here" (issue 34, D14): a check-in is seen only by the audience its member picked, ends when
// they leave, check in elsewhere, or after 3 hours, and stores the gym and the times only.
const ctx = useTestApp();

const hereIds = async (cookie: string, gymId: number) => {
  const res = await apiAs(ctx, cookie).get(`/api/gyms/${gymId}/here`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().map((p: { user: { id: number } }) => p.user.id);
};

describe('gym check-ins', () => {
  it('followers see a check-in for followers; strangers and blocked members do not', async () => {
    const lifter = await buildSignedInUser(ctx.db);
    const fan = await buildSignedInUser(ctx.db);
    const blockedFan = await buildSignedInUser(ctx.db);
    const stranger = await buildSignedInUser(ctx.db);
    const gym = await buildGym(ctx.db);
    await follow(ctx.db, fan.user.id, lifter.user.id);
    await follow(ctx.db, blockedFan.user.id, lifter.user.id);
    await block(ctx.db, lifter.user.id, blockedFan.user.id);
    const res = await apiAs(ctx, lifter.cookie).post(`/api/gyms/${gym.id}/check-in`, { audience: 'followers' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ gym: { id: gym.id, name: gym.name }, audience: 'followers' });
    const { startedAt, endsAt } = res.json();
    expect(Date.parse(endsAt) - Date.parse(startedAt)).toBe(3 * 3_600_000);
    expect(await hereIds(fan.cookie, gym.id)).toEqual([lifter.user.id]);
    expect(await hereIds(lifter.cookie, gym.id)).toEqual([lifter.user.id]);
    expect(await hereIds(stranger.cookie, gym.id)).toEqual([]);
    expect(await hereIds(blockedFan.cookie, gym.id)).toEqual([]);
    const card = (await apiAs(ctx, fan.cookie).get('/api/check-ins/following')).json();
    expect(card).toEqual([expect.objectContaining({ user: expect.objectContaining({ id: lifter.user.id }) })]);
  });

  it("club members see a check-in for the member's clubs; nobody sees one for nobody", async () => {
    const member = await buildSignedInUser(ctx.db);
    const mate = await buildSignedInUser(ctx.db);
    const follower = await buildSignedInUser(ctx.db);
    const gym = await buildGym(ctx.db);
    const club = await buildClub(ctx.db, member.user.id);
    await addClubMember(ctx.db, club, mate.user.id);
    await follow(ctx.db, follower.user.id, member.user.id);
    await apiAs(ctx, member.cookie).post(`/api/gyms/${gym.id}/check-in`, { audience: 'clubs' });
    expect(await hereIds(mate.cookie, gym.id)).toEqual([member.user.id]);
    expect(await hereIds(follower.cookie, gym.id)).toEqual([]);
    await apiAs(ctx, member.cookie).post(`/api/gyms/${gym.id}/check-in`, { audience: 'nobody' });
    expect(await hereIds(mate.cookie, gym.id)).toEqual([]);
    expect(await hereIds(member.cookie, gym.id)).toEqual([member.user.id]);
  });

  it('a check-in ends when the member leaves, checks in elsewhere, or after 3 hours', async () => {
    const member = await buildSignedInUser(ctx.db);
    const fan = await buildSignedInUser(ctx.db);
    await follow(ctx.db, fan.user.id, member.user.id);
    const [first, second] = [await buildGym(ctx.db), await buildGym(ctx.db)];
    const api = apiAs(ctx, member.cookie);
    await api.post(`/api/gyms/${first.id}/check-in`, { audience: 'followers' });
    await api.post(`/api/gyms/${second.id}/check-in`, { audience: 'followers' });
    expect(await hereIds(fan.cookie, first.id)).toEqual([]);
    expect(await hereIds(fan.cookie, second.id)).toEqual([member.user.id]);
    expect((await api.get('/api/check-ins/mine')).json().checkIn).toMatchObject({ gym: { id: second.id } });
    expect((await api.delete(`/api/gyms/${second.id}/check-in`)).statusCode).toBe(204);
    expect(await hereIds(fan.cookie, second.id)).toEqual([]);
    expect((await api.delete(`/api/gyms/${second.id}/check-in`)).json()).toMatchObject({
      message: 'You are not checked in here',
    });
    expect((await api.get('/api/check-ins/mine')).json()).toEqual({ checkIn: null });
    // Three hours later it is over by itself.
    await api.post(`/api/gyms/${first.id}/check-in`, { audience: 'followers' });
    await ctx.db.query(
      `update gym_check_ins set started_at = started_at - interval '3 hours', ends_at = ends_at - interval '3 hours'
       where user_id = $1 and ends_at > now()`,
      [member.user.id],
    );
    expect(await hereIds(fan.cookie, first.id)).toEqual([]);
  });

  it('stores only the gym and the times; bad input is refused and stores nothing', async () => {
    const member = await buildSignedInUser(ctx.db);
    const gym = await buildGym(ctx.db);
    const api = apiAs(ctx, member.cookie);
    const count = async () =>
      (await ctx.db.query('select count(*)::int as n from gym_check_ins where user_id = $1', [member.user.id])).rows[0]
        .n;
    expect((await api.post(`/api/gyms/${gym.id}/check-in`, { audience: 'everyone' })).statusCode).toBe(400);
    expect((await api.post(`/api/gyms/${gym.id}/check-in`, {})).statusCode).toBe(400);
    expect((await api.post('/api/gyms/999999/check-in', { audience: 'followers' })).statusCode).toBe(404);
    expect((await apiAs(ctx).post(`/api/gyms/${gym.id}/check-in`, { audience: 'followers' })).statusCode).toBe(401);
    expect((await apiAs(ctx).get(`/api/gyms/${gym.id}/here`)).statusCode).toBe(401);
    expect(await count()).toBe(0);
    // Coordinates the browser used to suggest the gym are not kept (D14).
    const res = await api.post(`/api/gyms/${gym.id}/check-in`, { audience: 'nobody', latitude: 40.7, longitude: -74 });
    expect(res.statusCode).toBe(201);
    const { rows } = await ctx.db.query(
      `select column_name from information_schema.columns where table_name = 'gym_check_ins' order by column_name`,
    );
    expect(rows.map((r) => r.column_name)).toEqual(['audience', 'ends_at', 'gym_id', 'id', 'started_at', 'user_id']);
  });
});
