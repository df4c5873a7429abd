import { ADMIN_MESSAGES } from '@common/admin-texts';
import type { AdminPost, AdminStats, AuditEntry } from '@common/schemas/admin';
import { MESSAGES } from '@common/texts';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { auditOf, buildAdmin, buildReport } from '../../test/factories/admin';
import { buildGym } from '../../test/factories/gyms';
import { buildMealPlan } from '../../test/factories/meals';
import { buildPost, commentAs, likeAs, setPrivacy } from '../../test/factories/posts';
import { buildPlan, loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie } });
const commentsCount = async (postId: number) =>
  (await ctx.db.query<{ n: number }>('select comments_count as n from posts where id = $1', [postId])).rows[0].n;
const reportState = async (id: number) =>
  (
    await ctx.db.query<{ status: string; resolution: string | null; resolved_by: number | null }>(
      'select status, resolution, resolved_by from reports where id = $1',
      [id],
    )
  ).rows[0];

describe('GET /api/admin/stats', () => {
  it('counts members, posts, workout and meal plans, gyms and open reports live', async () => {
    const admin = await buildAdmin(ctx.db);
    await loadWorkoutLibrary(ctx.db);
    const before = (await call('GET', '/api/admin/stats', admin.cookie)).json<AdminStats>();
    const member = await buildUser(ctx.db);
    await buildUser(ctx.db);
    await ctx.db.query('update users set suspended_at = now() where id = $1', [member.id]);
    const post = await buildPost(ctx.db, member.id, { audience: 'private' });
    await buildPost(ctx.db, member.id);
    await buildPlan(ctx.db, member.id);
    await buildPlan(ctx.db, null, { curated: true });
    await buildMealPlan(ctx.db, member.id);
    await buildGym(ctx.db);
    await buildReport(ctx.db, {
      reporterId: admin.user.id,
      targetType: 'post',
      targetId: post,
      targetUserId: member.id,
    });
    const dismissed = await buildReport(ctx.db, {
      reporterId: member.id,
      targetType: 'post',
      targetId: post,
      targetUserId: member.id,
    });
    await ctx.db.query(`update reports set status = 'dismissed' where id = $1`, [dismissed]);

    const after = (await call('GET', '/api/admin/stats', admin.cookie)).json<AdminStats>();
    expect(after).toEqual({
      users: before.users + 2,
      posts: before.posts + 2,
      workoutPlans: before.workoutPlans + 2,
      mealPlans: before.mealPlans + 1,
      gyms: before.gyms + 1,
      openReports: before.openReports + 1,
      twoFactorMembers: before.twoFactorMembers,
    });
    const { rows } = await ctx.db.query<{ n: number }>('select count(*) as n from users');
    expect(after.users).toBe(rows[0].n);
  });
});

describe('GET /api/admin/posts', () => {
  it('lists every post whatever its audience, newest first with its author, paged and searchable', async () => {
    const admin = await buildAdmin(ctx.db);
    const author = await buildUser(ctx.db);
    const tag = `needle${Date.now().toString(36)}`;
    const hidden = await buildPost(ctx.db, author.id, { content: `Only me ${tag}`, audience: 'private' });
    const friends = await buildPost(ctx.db, author.id, {
      content: `Friends ${tag.toUpperCase()}`,
      audience: 'friends',
    });
    const other = await buildPost(ctx.db, author.id, { content: 'Nothing to see' });
    await likeAs(ctx.db, admin.user.id, friends);
    await commentAs(ctx.db, admin.user.id, friends);

    const page = (await call('GET', `/api/admin/posts?q=${tag}&limit=1`, admin.cookie)).json<AdminPost[]>();
    expect(page).toEqual([
      {
        id: friends,
        userId: author.id,
        content: `Friends ${tag.toUpperCase()}`,
        createdAt: expect.any(String),
        imageUrl: null,
        videoUrl: null,
        likesCount: 1,
        commentsCount: 1,
        user: expect.objectContaining({ id: author.id, username: author.username, name: author.name }),
      },
    ]);
    const next = (await call('GET', `/api/admin/posts?q=${tag}&before=${friends}`, admin.cookie)).json<AdminPost[]>();
    expect(next.map((p) => p.id)).toEqual([hidden]);
    const all = (await call('GET', '/api/admin/posts?limit=3', admin.cookie)).json<AdminPost[]>();
    expect(all.map((p) => p.id)).toEqual([other, friends, hidden]);
  });
});

describe('deleting posts', () => {
  it('DELETE /api/admin/posts/{id}: gone with its comments, its and its comments’ reports closed, audited', async () => {
    const admin = await buildAdmin(ctx.db);
    const author = await buildUser(ctx.db);
    const reporter = await buildUser(ctx.db);
    const post = await buildPost(ctx.db, author.id, { content: 'Buy my pills', audience: 'private' });
    const comment = await commentAs(ctx.db, reporter.id, post, 'Reported comment');
    const onPost = await buildReport(ctx.db, {
      reporterId: reporter.id,
      targetType: 'post',
      targetId: post,
      targetUserId: author.id,
    });
    const onComment = await buildReport(ctx.db, {
      reporterId: author.id,
      targetType: 'comment',
      targetId: comment,
      targetUserId: reporter.id,
    });

    expect((await call('DELETE', `/api/admin/posts/${post}`, admin.cookie)).statusCode).toBe(204);
    expect((await ctx.db.query('select 1 from posts where id = $1', [post])).rows).toEqual([]);
    for (const id of [onPost, onComment]) {
      expect(await reportState(id)).toEqual({
        status: 'resolved',
        resolution: 'content_deleted',
        resolved_by: admin.user.id,
      });
    }
    expect(await auditOf(ctx.db, 'post', post)).toEqual([
      expect.objectContaining({
        action: 'post.delete',
        actor_id: admin.user.id,
        target_label: 'Buy my pills',
        detail: { authorId: author.id },
      }),
    ]);
    const again = await call('DELETE', `/api/admin/posts/${post}`, admin.cookie);
    expect([again.statusCode, again.json().message]).toEqual([404, ADMIN_MESSAGES.postNotFound]);
  });

  it('DELETE /api/posts/{id}: an admin removing another’s post is audited; an author’s own deletion is not, but closes its reports', async () => {
    const admin = await buildAdmin(ctx.db);
    const author = await buildSignedInUser(ctx.db);
    const reporter = await buildUser(ctx.db);
    const moderated = await buildPost(ctx.db, author.user.id);
    const own = await buildPost(ctx.db, author.user.id);
    const report = await buildReport(ctx.db, {
      reporterId: reporter.id,
      targetType: 'post',
      targetId: own,
      targetUserId: author.user.id,
    });

    expect((await call('DELETE', `/api/posts/${moderated}`, admin.cookie)).statusCode).toBe(204);
    expect(await auditOf(ctx.db, 'post', moderated)).toEqual([expect.objectContaining({ action: 'post.delete' })]);
    expect((await call('DELETE', `/api/posts/${own}`, author.cookie)).statusCode).toBe(204);
    expect(await auditOf(ctx.db, 'post', own)).toEqual([]);
    expect(await reportState(report)).toEqual({ status: 'resolved', resolution: 'content_deleted', resolved_by: null });
  });
});

describe('deleting comments', () => {
  it('lets the comment’s author, the post’s author and an admin delete; a stranger gets 403; counters follow', async () => {
    const postAuthor = await buildSignedInUser(ctx.db);
    const commenter = await buildSignedInUser(ctx.db);
    const stranger = await buildSignedInUser(ctx.db);
    const admin = await buildAdmin(ctx.db);
    await setPrivacy(ctx.db, postAuthor.user.id, { profileVisibility: 'public' });
    const post = await buildPost(ctx.db, postAuthor.user.id);
    const [c1, c2, c3] = [
      await commentAs(ctx.db, commenter.user.id, post, 'first'),
      await commentAs(ctx.db, commenter.user.id, post, 'second'),
      await commentAs(ctx.db, commenter.user.id, post, 'third'),
    ];
    expect(await commentsCount(post)).toBe(3);

    const refused = await call('DELETE', `/api/comments/${c1}`, stranger.cookie);
    expect([refused.statusCode, refused.json().message]).toEqual([403, MESSAGES.forbidden]);
    expect(await commentsCount(post)).toBe(3);

    expect((await call('DELETE', `/api/comments/${c1}`, commenter.cookie)).statusCode).toBe(204);
    expect(await commentsCount(post)).toBe(2);
    expect((await call('DELETE', `/api/comments/${c2}`, postAuthor.cookie)).statusCode).toBe(204);
    expect(await commentsCount(post)).toBe(1);
    expect((await call('DELETE', `/api/comments/${c3}`, admin.cookie)).statusCode).toBe(204);
    expect(await commentsCount(post)).toBe(0);
    const listed = await call('GET', `/api/posts/${post}/comments`, postAuthor.cookie);
    expect(listed.json()).toEqual([]);

    // Only the admin's removal of someone else's comment is moderation.
    expect(await auditOf(ctx.db, 'comment', c1)).toEqual([]);
    expect(await auditOf(ctx.db, 'comment', c2)).toEqual([]);
    expect(await auditOf(ctx.db, 'comment', c3)).toEqual([
      expect.objectContaining({
        action: 'comment.delete',
        actor_id: admin.user.id,
        target_label: 'third',
        detail: { postId: post, authorId: commenter.user.id },
      }),
    ]);
    const gone = await call('DELETE', `/api/comments/${c3}`, admin.cookie);
    expect([gone.statusCode, gone.json().message]).toEqual([404, ADMIN_MESSAGES.commentNotFound]);
  });

  it('answers 404, not 403, to a stranger who cannot see the post', async () => {
    const author = await buildUser(ctx.db);
    const stranger = await buildSignedInUser(ctx.db);
    const post = await buildPost(ctx.db, author.id, { audience: 'private' });
    const comment = await commentAs(ctx.db, author.id, post);
    expect((await call('DELETE', `/api/comments/${comment}`, stranger.cookie)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/comments/${comment}` })).statusCode).toBe(401);
  });

  it('DELETE /api/admin/comments/{id}: removes it, closes its reports, audited', async () => {
    const admin = await buildAdmin(ctx.db);
    const author = await buildUser(ctx.db);
    const reporter = await buildUser(ctx.db);
    const post = await buildPost(ctx.db, author.id);
    const comment = await commentAs(ctx.db, author.id, post, 'rude words');
    const report = await buildReport(ctx.db, {
      reporterId: reporter.id,
      targetType: 'comment',
      targetId: comment,
      targetUserId: author.id,
    });
    expect((await call('DELETE', `/api/admin/comments/${comment}`, admin.cookie)).statusCode).toBe(204);
    expect(await commentsCount(post)).toBe(0);
    expect(await reportState(report)).toMatchObject({ status: 'resolved', resolution: 'content_deleted' });
    expect((await auditOf(ctx.db, 'comment', comment)).map((e) => e.action)).toEqual(['comment.delete']);
  });
});

describe('the audit log', () => {
  it('records gym changes and lists entries newest first, paged', async () => {
    const admin = await buildAdmin(ctx.db);
    const gym = await buildGym(ctx.db, { name: 'Audit Gym' });
    const body = { name: 'Audit Gym Renamed', latitude: 1, longitude: 2, address: 'x', city: 'y', zipCode: '1' };
    expect((await call('PUT', `/api/gyms/${gym.id}`, admin.cookie, body)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/gyms/${gym.id}`, admin.cookie)).statusCode).toBe(204);
    const created = await call('POST', '/api/gyms', admin.cookie, { ...body, name: 'Audit Gym New' });
    expect(created.statusCode).toBe(201);

    const page = (await call('GET', '/api/admin/audit?limit=2', admin.cookie)).json<AuditEntry[]>();
    expect(page).toEqual([
      {
        id: expect.any(Number),
        actorId: admin.user.id,
        actorUsername: admin.user.username,
        action: 'gym.create',
        targetType: 'gym',
        targetId: created.json().id,
        targetLabel: 'Audit Gym New',
        detail: null,
        createdAt: expect.any(String),
      },
      expect.objectContaining({ action: 'gym.delete', targetId: gym.id, targetLabel: 'Audit Gym Renamed' }),
    ]);
    const next = (await call('GET', `/api/admin/audit?limit=1&before=${page[1].id}`, admin.cookie)).json<
      AuditEntry[]
    >();
    expect(next).toEqual([expect.objectContaining({ action: 'gym.update', targetId: gym.id })]);
  });
});
