import { MODERATION_MESSAGES } from '@common/admin-texts';
import { PEOPLE_MESSAGES } from '@common/people-texts';
import type { BlockedMember } from '@common/schemas/moderation';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser, follow } from '../../test/factories';
import { block } from '../../test/factories/moderation';
import { befriend } from '../../test/factories/people';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const as = (cookie?: string) => apiAs(ctx, cookie);

const follows = async (a: number, b: number) =>
  (await ctx.db.query('select 1 from follows where follower_id = $1 and following_id = $2', [a, b])).rowCount === 1;
const blocks = async (a: number, b: number) =>
  (await ctx.db.query('select 1 from blocks where blocker_id = $1 and blocked_id = $2', [a, b])).rowCount === 1;

describe('POST /api/blocks/{userId}', () => {
  it('blocks (200, state), is idempotent, and ends the follows both ways in the same step', async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    const bystander = await buildUser(ctx.db);
    await befriend(ctx.db, a.user.id, b.user.id);
    await follow(ctx.db, a.user.id, bystander.id);
    await follow(ctx.db, bystander.id, b.user.id);

    const res = await as(a.cookie).post(`/api/blocks/${b.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: b.user.id, blocked: true });
    expect(await blocks(a.user.id, b.user.id)).toBe(true);
    expect(await follows(a.user.id, b.user.id)).toBe(false);
    expect(await follows(b.user.id, a.user.id)).toBe(false);
    // Other members' follows are untouched.
    expect(await follows(a.user.id, bystander.id)).toBe(true);
    expect(await follows(bystander.id, b.user.id)).toBe(true);

    const again = await as(a.cookie).post(`/api/blocks/${b.user.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ userId: b.user.id, blocked: true });
    const { rows } = await ctx.db.query('select count(*)::int as n from blocks where blocker_id = $1', [a.user.id]);
    expect(rows[0].n).toBe(1);
  });

  it("clears each member's notifications about the other, and nobody else's", async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildUser(ctx.db);
    const bystander = await buildUser(ctx.db);
    const notice = (userId: number, actorId: number) =>
      ctx.db.query(`insert into notifications (user_id, actor_id, type) values ($1, $2, 'follow')`, [userId, actorId]);
    await notice(a.user.id, b.id);
    await notice(b.id, a.user.id);
    await notice(a.user.id, bystander.id);
    expect((await as(a.cookie).post(`/api/blocks/${b.id}`)).statusCode).toBe(200);
    const { rows } = await ctx.db.query(
      'select user_id, actor_id from notifications where user_id = any($1) order by user_id, actor_id',
      [[a.user.id, b.id]],
    );
    expect(rows).toEqual([{ user_id: a.user.id, actor_id: bystander.id }]);
  });

  it('keeps follower and following counts right on both profiles', async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    const viewer = await buildSignedInUser(ctx.db);
    await befriend(ctx.db, a.user.id, b.user.id);
    const countsOf = async (id: number) => (await as(viewer.cookie).get(`/api/follows/counts/${id}`)).json();
    expect(await countsOf(a.user.id)).toMatchObject({ followers: 1, following: 1 });
    await as(a.cookie).post(`/api/blocks/${b.user.id}`);
    expect(await countsOf(a.user.id)).toMatchObject({ followers: 0, following: 0 });
    expect(await countsOf(b.user.id)).toMatchObject({ followers: 0, following: 0 });
  });

  it('refuses to block yourself (400), an unknown or suspended member (404), a bad id (400)', async () => {
    const a = await buildSignedInUser(ctx.db);
    const self = await as(a.cookie).post(`/api/blocks/${a.user.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({
      message: MODERATION_MESSAGES.cannotBlockSelf,
      errors: { userId: MODERATION_MESSAGES.cannotBlockSelf },
    });
    const unknown = await as(a.cookie).post('/api/blocks/99999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: PEOPLE_MESSAGES.userNotFound });
    const suspended = await buildUser(ctx.db);
    await ctx.db.query('update users set suspended_at = now() where id = $1', [suspended.id]);
    expect((await as(a.cookie).post(`/api/blocks/${suspended.id}`)).statusCode).toBe(404);
    expect((await as(a.cookie).post('/api/blocks/abc')).statusCode).toBe(400);
  });
});

describe('DELETE /api/blocks/{userId}', () => {
  it('unblocks (200, state), is idempotent, and does not bring the follows back', async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildUser(ctx.db);
    await befriend(ctx.db, a.user.id, b.id);
    await block(ctx.db, a.user.id, b.id);
    const res = await as(a.cookie).delete(`/api/blocks/${b.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: b.id, blocked: false });
    expect(await blocks(a.user.id, b.id)).toBe(false);
    expect(await follows(a.user.id, b.id)).toBe(false);
    expect(await follows(b.id, a.user.id)).toBe(false);
    expect((await as(a.cookie).delete(`/api/blocks/${b.id}`)).json()).toEqual({ userId: b.id, blocked: false });
    expect((await as(a.cookie).delete('/api/blocks/99999999')).statusCode).toBe(404);
    expect((await as(a.cookie).delete(`/api/blocks/${a.user.id}`)).statusCode).toBe(400);
  });

  it("cannot lift the other member's block: B unblocking A leaves A's block of B", async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    await block(ctx.db, a.user.id, b.user.id);
    expect((await as(b.cookie).delete(`/api/blocks/${a.user.id}`)).statusCode).toBe(200);
    expect(await blocks(a.user.id, b.user.id)).toBe(true);
  });
});

describe('GET /api/blocks', () => {
  it('lists the members I blocked, newest block first, paging with limit and before (member id)', async () => {
    const me = await buildSignedInUser(ctx.db);
    const members = [];
    for (let i = 0; i < 5; i += 1) members.push(await buildUser(ctx.db));
    // Block order differs from id order: the list follows when each was blocked.
    const order = [members[3], members[0], members[4], members[1], members[2]];
    for (const [i, m] of order.entries()) {
      await block(ctx.db, me.user.id, m.id);
      await ctx.db.query(
        `update blocks set created_at = now() - make_interval(mins => $3) where blocker_id = $1 and blocked_id = $2`,
        [me.user.id, m.id, 100 - i],
      );
    }
    // Someone who blocked me is not in my list.
    const blocker = await buildUser(ctx.db);
    await block(ctx.db, blocker.id, me.user.id);

    const newestFirst = order.map((m) => m.id).reverse();
    const first = await as(me.cookie).get('/api/blocks?limit=2');
    expect(first.statusCode).toBe(200);
    const firstPage = first.json() as BlockedMember[];
    expect(firstPage.map((m) => m.id)).toEqual(newestFirst.slice(0, 2));
    expect(firstPage[0]).toEqual({
      id: newestFirst[0],
      username: expect.any(String),
      name: expect.any(String),
      profileImageUrl: null,
      profilePicture: null,
      isTrainer: false,
      blockedAt: expect.any(String),
    });
    const rest = (await as(me.cookie).get(`/api/blocks?before=${firstPage[1].id}`)).json() as BlockedMember[];
    expect(rest.map((m) => m.id)).toEqual(newestFirst.slice(2));
    expect((await as(me.cookie).get('/api/blocks?limit=0')).statusCode).toBe(400);
  });
});

describe('following across a block', () => {
  it('is refused both ways: 403 to the blocker, 404 (as for no such member) to the blocked', async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    await block(ctx.db, a.user.id, b.user.id);
    for (const [who, target, status, message] of [
      [a, b, 403, MODERATION_MESSAGES.blockedFollow],
      [b, a, 404, PEOPLE_MESSAGES.userNotFound],
    ] as const) {
      const byPath = await as(who.cookie).post(`/api/follows/${target.user.id}`);
      expect(byPath.statusCode).toBe(status);
      expect(byPath.json()).toEqual({ message });
      const byBody = await as(who.cookie).post('/api/follow', { followingId: target.user.id });
      expect(byBody.statusCode).toBe(status);
      expect(byBody.json()).toEqual({ message });
    }
    // The blocked member's answers are those of an unknown member.
    const unknown = await as(b.cookie).post('/api/follows/987654321');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: PEOPLE_MESSAGES.userNotFound }]);
    expect(await follows(a.user.id, b.user.id)).toBe(false);
    expect(await follows(b.user.id, a.user.id)).toBe(false);
  });

  it('works again after the unblock', async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildUser(ctx.db);
    await block(ctx.db, a.user.id, b.id);
    await as(a.cookie).delete(`/api/blocks/${b.id}`);
    expect((await as(a.cookie).post(`/api/follows/${b.id}`)).statusCode).toBe(201);
  });
});

describe('visitors', () => {
  it('get 401 on every report and block route', async () => {
    const other = await buildUser(ctx.db);
    const visitor = as();
    expect((await visitor.post(`/api/blocks/${other.id}`)).statusCode).toBe(401);
    expect((await visitor.delete(`/api/blocks/${other.id}`)).statusCode).toBe(401);
    expect((await visitor.get('/api/blocks')).statusCode).toBe(401);
    expect(
      (await visitor.post('/api/reports', { targetType: 'user', targetId: other.id, reason: 'spam' })).statusCode,
    ).toBe(401);
    const bearer = await ctx.app.inject({
      method: 'POST',
      url: `/api/blocks/${other.id}`,
      headers: { authorization: `Bearer ${other.id}` },
    });
    expect(bearer.statusCode).toBe(401);
  });
});
