import { PEOPLE_MESSAGES } from '@common/people-texts';
import type { FollowListItem } from '@common/schemas/people';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser, follow } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const as = (cookie: string) => apiAs(ctx, cookie);

const follows = async (a: number, b: number) =>
  (await ctx.db.query('select 1 from follows where follower_id = $1 and following_id = $2', [a, b])).rowCount === 1;

describe('POST|DELETE /api/follows/{id}', () => {
  it('follows with status accepted (201), is idempotent (200, one row), and unfollows (204)', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const other = await buildUser(ctx.db);
    const first = await as(cookie).post(`/api/follows/${other.id}`);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ followerId: user.id, followingId: other.id, status: 'accepted' });
    const again = await as(cookie).post(`/api/follows/${other.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().createdAt).toBe(first.json().createdAt);
    const { rows } = await ctx.db.query('select count(*)::int as n from follows where follower_id = $1', [user.id]);
    expect(rows[0].n).toBe(1);

    expect((await as(cookie).delete(`/api/follows/${other.id}`)).statusCode).toBe(204);
    expect(await follows(user.id, other.id)).toBe(false);
    expect((await as(cookie).delete(`/api/follows/${other.id}`)).statusCode).toBe(204);
  });

  it('refuses to follow yourself with 400, an unknown member with 404, a bad id with 400', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const self = await as(cookie).post(`/api/follows/${user.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({
      message: PEOPLE_MESSAGES.cannotFollowSelf,
      errors: { followingId: PEOPLE_MESSAGES.cannotFollowSelf },
    });
    expect((await as(cookie).post('/api/follows/99999999')).statusCode).toBe(404);
    expect((await as(cookie).delete('/api/follows/99999999')).statusCode).toBe(404);
    const bad = await as(cookie).post('/api/follows/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid id');
  });

  it('answers 401 to a visitor, even with a forged Bearer id', async () => {
    const other = await buildUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/follows/${other.id}`,
      headers: { authorization: `Bearer ${other.id}` },
    });
    expect(res.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/follow/${other.id}` })).statusCode).toBe(401);
  });

  it('two follows at the same moment make one row and both succeed', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const other = await buildUser(ctx.db);
    const answers = await Promise.all([1, 2, 3].map(() => as(cookie).post(`/api/follows/${other.id}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await follows(user.id, other.id)).toBe(true);
  });
});

describe('POST /api/follow and DELETE /api/follow/{userId}', () => {
  it('follows the body followingId as the session user; a followerId in the body is ignored (D4)', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const victim = await buildUser(ctx.db);
    const target = await buildUser(ctx.db);
    const res = await as(cookie).post('/api/follow', { followingId: target.id, followerId: victim.id, status: 'x' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ followerId: user.id, followingId: target.id, status: 'accepted' });
    expect(await follows(victim.id, target.id)).toBe(false);
    expect((await as(cookie).delete(`/api/follow/${target.id}`)).statusCode).toBe(204);
    expect(await follows(user.id, target.id)).toBe(false);
  });

  it('validates followingId and refuses self-follow', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const missing = await as(cookie).post('/api/follow', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ followingId: PEOPLE_MESSAGES.followingIdRequired });
    expect((await as(cookie).post('/api/follow', { followingId: user.id })).statusCode).toBe(400);
    expect((await as(cookie).post('/api/follow', { followingId: 99999999 })).statusCode).toBe(404);
  });
});

describe('GET /api/follows/counts/{userId}', () => {
  it('answers followers, following and whether the caller follows', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const star = await buildUser(ctx.db);
    const fan = await buildUser(ctx.db);
    const idol = await buildUser(ctx.db);
    await follow(ctx.db, fan.id, star.id);
    await follow(ctx.db, star.id, idol.id);
    expect((await as(cookie).get(`/api/follows/counts/${star.id}`)).json()).toEqual({
      followers: 1,
      following: 1,
      isFollowing: false,
    });
    await as(cookie).post(`/api/follows/${star.id}`);
    expect((await as(cookie).get(`/api/follows/counts/${star.id}`)).json()).toEqual({
      followers: 2,
      following: 1,
      isFollowing: true,
    });
    expect((await as(cookie).get(`/api/follows/counts/${user.id}`)).json()).toEqual({
      followers: 0,
      following: 1,
      isFollowing: false,
    });
    expect((await as(cookie).get('/api/follows/counts/99999999')).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/follows/counts/${star.id}` })).statusCode).toBe(401);
  });
});

describe('GET /api/follows/following and /followers', () => {
  it('lists the spec items, newest first, with isFollowing for Follow Back', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const a = await buildUser(ctx.db, { firstName: 'Ana', lastName: 'A' });
    const b = await buildUser(ctx.db, { firstName: 'Bo', lastName: 'B' });
    await follow(ctx.db, user.id, a.id);
    await follow(ctx.db, user.id, b.id);
    await follow(ctx.db, a.id, user.id);
    await follow(ctx.db, b.id, user.id);
    await ctx.db.query('delete from follows where follower_id = $1 and following_id = $2', [user.id, b.id]);

    const following: FollowListItem[] = (await as(cookie).get('/api/follows/following')).json();
    expect(following).toHaveLength(1);
    expect(following[0]).toMatchObject({
      user: { id: a.id, name: 'Ana A', username: a.username, profilePicture: null },
      friend: { id: a.id },
      isFollowing: true,
      followsYou: true,
    });
    expect(typeof following[0].id).toBe('number');

    const followers: FollowListItem[] = (await as(cookie).get('/api/follows/followers')).json();
    expect(followers.map((f) => [f.user.id, f.isFollowing])).toEqual([
      [b.id, false],
      [a.id, true],
    ]);
  });

  it('pages with ?limit and ?before=<id of the last item>, without gaps or repeats', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const others = [];
    for (let i = 0; i < 7; i++) others.push(await buildUser(ctx.db));
    for (const o of others) await follow(ctx.db, user.id, o.id);

    const seen: number[] = [];
    let before: number | undefined;
    for (;;) {
      const url = `/api/follows/following?limit=3${before ? `&before=${before}` : ''}`;
      const page: FollowListItem[] = (await as(cookie).get(url)).json();
      seen.push(...page.map((p) => p.user.id));
      if (page.length < 3) break;
      before = page[page.length - 1].id;
    }
    expect(seen).toEqual(others.map((o) => o.id).reverse());
    const bad = await as(cookie).get('/api/follows/followers?limit=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('limit must be at most 100');
  });

  it('leaves a suspended member off both lists and both counts until the suspension is lifted', async () => {
    const me = await buildSignedInUser(ctx.db);
    const [kept, suspended] = [await buildUser(ctx.db), await buildUser(ctx.db)];
    for (const other of [kept, suspended]) {
      await follow(ctx.db, me.user.id, other.id);
      await follow(ctx.db, other.id, me.user.id);
    }
    const seen = async () => {
      const listed = async (which: string) =>
        ((await as(me.cookie).get(`/api/follows/${which}`)).json() as FollowListItem[]).map((f) => f.user.id);
      const counts = (await as(me.cookie).get(`/api/follows/counts/${me.user.id}`)).json();
      return { following: await listed('following'), followers: await listed('followers'), counts };
    };
    const before = await seen();
    expect(before.following.sort()).toEqual([kept.id, suspended.id].sort());
    expect(before.counts).toMatchObject({ followers: 2, following: 2 });
    await ctx.db.query('update users set suspended_at = now() where id = $1', [suspended.id]);
    expect(await seen()).toMatchObject({
      following: [kept.id],
      followers: [kept.id],
      counts: { followers: 1, following: 1 },
    });
    await ctx.db.query('update users set suspended_at = null where id = $1', [suspended.id]);
    expect((await seen()).counts).toMatchObject({ followers: 2, following: 2 });
  });

  it('answers 401 to visitors', async () => {
    expect((await ctx.app.inject({ url: '/api/follows/following' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/follows/followers' })).statusCode).toBe(401);
  });
});
