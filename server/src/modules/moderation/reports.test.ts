import { MODERATION_MESSAGES } from '@common/admin-texts';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { block } from '../../test/factories/moderation';
import { buildPost, buildPublicUser, commentAs, setPrivacy } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const as = (cookie?: string) => apiAs(ctx, cookie);

const storedReport = async (id: number) => (await ctx.db.query('select * from reports where id = $1', [id])).rows[0];

describe('POST /api/reports', () => {
  it('files a report of a visible post (201 open) keeping its author and the first 300 characters', async () => {
    const me = await buildSignedInUser(ctx.db);
    const author = await buildPublicUser(ctx.db);
    const content = `${'x'.repeat(299)}yz and more`;
    const postId = await buildPost(ctx.db, author.id, { content });
    const res = await as(me.cookie).post('/api/reports', {
      targetType: 'post',
      targetId: postId,
      reason: 'spam',
      details: '  selling stuff  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), status: 'open' });
    const row = await storedReport(res.json().id);
    expect(row).toMatchObject({
      reporter_id: me.user.id,
      target_type: 'post',
      target_id: postId,
      target_user_id: author.id,
      target_excerpt: `${'x'.repeat(299)}y`,
      reason: 'spam',
      details: 'selling stuff',
      status: 'open',
    });
  });

  it('reports a comment (its author and text) and a member (username and name)', async () => {
    const me = await buildSignedInUser(ctx.db);
    const author = await buildPublicUser(ctx.db);
    const commenter = await buildUser(ctx.db, { firstName: 'Rude', lastName: 'Person' });
    const postId = await buildPost(ctx.db, author.id);
    const commentId = await commentAs(ctx.db, commenter.id, postId, 'you are slow');

    const comment = await as(me.cookie).post('/api/reports', {
      targetType: 'comment',
      targetId: commentId,
      reason: 'harassment',
    });
    expect(comment.statusCode).toBe(201);
    expect(await storedReport(comment.json().id)).toMatchObject({
      target_user_id: commenter.id,
      target_excerpt: 'you are slow',
      details: null,
    });

    const member = await as(me.cookie).post('/api/reports', {
      targetType: 'user',
      targetId: commenter.id,
      reason: 'other',
    });
    expect(member.statusCode).toBe(201);
    expect(await storedReport(member.json().id)).toMatchObject({
      target_type: 'user',
      target_user_id: commenter.id,
      target_excerpt: `@${commenter.username} (Rude Person)`,
    });
  });

  it('answers the open report again (200, same id) when the member reports the same target twice', async () => {
    const me = await buildSignedInUser(ctx.db);
    const other = await buildUser(ctx.db);
    const body = { targetType: 'user', targetId: other.id, reason: 'spam' };
    const first = await as(me.cookie).post('/api/reports', body);
    const again = await as(me.cookie).post('/api/reports', { ...body, reason: 'hate' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const { rows } = await ctx.db.query('select count(*)::int as n from reports where reporter_id = $1', [me.user.id]);
    expect(rows[0].n).toBe(1);

    // Once the first is handled, a new report opens a new one.
    await ctx.db.query(`update reports set status = 'resolved' where id = $1`, [first.json().id]);
    const later = await as(me.cookie).post('/api/reports', body);
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
  });

  it('two identical reports at the same moment make one open report, both answered with it', async () => {
    const me = await buildSignedInUser(ctx.db);
    const other = await buildUser(ctx.db);
    const body = { targetType: 'user', targetId: other.id, reason: 'spam' };
    const answers = await Promise.all([1, 2, 3].map(() => as(me.cookie).post('/api/reports', body)));
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
  });

  it('rejects a bad target type, id, reason or details with 400 and the messages', async () => {
    const me = await buildSignedInUser(ctx.db);
    const res = await as(me.cookie).post('/api/reports', { targetType: 'gym', targetId: 1.5, reason: 'boring' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      targetType: MODERATION_MESSAGES.targetTypeInvalid,
      targetId: MODERATION_MESSAGES.targetIdInvalid,
      reason: MODERATION_MESSAGES.reasonRequired,
    });
    const missing = await as(me.cookie).post('/api/reports', { targetType: 'post', targetId: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MODERATION_MESSAGES.reasonRequired);
    const long = await as(me.cookie).post('/api/reports', {
      targetType: 'user',
      targetId: 1,
      reason: 'spam',
      details: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ details: MODERATION_MESSAGES.detailsTooLong });
    const negative = await as(me.cookie).post('/api/reports', { targetType: 'user', targetId: -3, reason: 'spam' });
    expect(negative.json().errors).toEqual({ targetId: MODERATION_MESSAGES.targetIdInvalid });
  });

  it('answers 404 for unknown targets, a private post, a comment on it and a suspended member', async () => {
    const me = await buildSignedInUser(ctx.db);
    const author = await buildPublicUser(ctx.db);
    const privatePost = await buildPost(ctx.db, author.id, { audience: 'private' });
    const commentOnPrivate = await commentAs(ctx.db, author.id, privatePost);
    const friendsOnlyAuthor = await buildUser(ctx.db);
    await setPrivacy(ctx.db, friendsOnlyAuthor.id, { profileVisibility: 'public' });
    // The post's own audience decides (D5): a friends-only post is hidden from a stranger.
    const hiddenByAudience = await buildPost(ctx.db, friendsOnlyAuthor.id, { audience: 'friends' });
    const suspended = await buildUser(ctx.db);
    await ctx.db.query('update users set suspended_at = now() where id = $1', [suspended.id]);

    for (const [targetType, targetId] of [
      ['post', 99999999],
      ['comment', 99999999],
      ['user', 99999999],
      ['post', privatePost],
      ['comment', commentOnPrivate],
      ['post', hiddenByAudience],
      ['user', suspended.id],
    ] as const) {
      const res = await as(me.cookie).post('/api/reports', { targetType, targetId, reason: 'spam' });
      expect(res.statusCode, `${targetType} ${targetId}`).toBe(404);
      expect(res.json()).toEqual({ message: MODERATION_MESSAGES.targetNotFound });
    }
    const { rows } = await ctx.db.query('select count(*)::int as n from reports where reporter_id = $1', [me.user.id]);
    expect(rows[0].n).toBe(0);
  });

  it("answers 404 for a suspended member's post and comments, which nobody but admins sees", async () => {
    const me = await buildSignedInUser(ctx.db);
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const suspended = await buildPublicUser(ctx.db);
    const author = await buildPublicUser(ctx.db);
    const postBySuspended = await buildPost(ctx.db, suspended.id);
    const commentOnIt = await commentAs(ctx.db, author.id, postBySuspended);
    const commentBySuspended = await commentAs(ctx.db, suspended.id, await buildPost(ctx.db, author.id));
    await ctx.db.query('update users set suspended_at = now() where id = $1', [suspended.id]);

    for (const [targetType, targetId] of [
      ['post', postBySuspended],
      ['comment', commentOnIt],
      ['comment', commentBySuspended],
    ] as const) {
      const res = await as(me.cookie).post('/api/reports', { targetType, targetId, reason: 'spam' });
      expect(res.statusCode, `${targetType} ${targetId}`).toBe(404);
      expect(res.json()).toEqual({ message: MODERATION_MESSAGES.targetNotFound });
      // Admins see everything (D5), so they may still file one.
      const byAdmin = await as(admin.cookie).post('/api/reports', { targetType, targetId, reason: 'spam' });
      expect(byAdmin.statusCode, `admin ${targetType} ${targetId}`).toBe(201);
    }
    const { rows } = await ctx.db.query('select count(*)::int as n from reports where reporter_id = $1', [me.user.id]);
    expect(rows[0].n).toBe(0);
  });

  it('keeps details of only invisible characters as none, not as a blank', async () => {
    const me = await buildSignedInUser(ctx.db);
    const other = await buildUser(ctx.db);
    // Zero-width space, word joiner and byte-order mark: trim() leaves them.
    const res = await as(me.cookie).post('/api/reports', {
      targetType: 'user',
      targetId: other.id,
      reason: 'other',
      details: ' \u200b\u2060\ufeff ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await storedReport(res.json().id)).details).toBeNull();
  });

  it('lets an admin report a post that privacy hides from members', async () => {
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const author = await buildUser(ctx.db);
    const privatePost = await buildPost(ctx.db, author.id, { audience: 'private' });
    const res = await as(admin.cookie).post('/api/reports', {
      targetType: 'post',
      targetId: privatePost,
      reason: 'hate',
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses reports of yourself, your own post and your own comment with 400', async () => {
    const me = await buildSignedInUser(ctx.db);
    const postId = await buildPost(ctx.db, me.user.id);
    const commentId = await commentAs(ctx.db, me.user.id, postId);
    for (const [targetType, targetId] of [
      ['user', me.user.id],
      ['post', postId],
      ['comment', commentId],
    ] as const) {
      const res = await as(me.cookie).post('/api/reports', { targetType, targetId, reason: 'spam' });
      expect(res.statusCode, targetType).toBe(400);
      expect(res.json()).toEqual({
        message: MODERATION_MESSAGES.cannotReportSelf,
        errors: { targetId: MODERATION_MESSAGES.cannotReportSelf },
      });
    }
  });

  it("still takes a report of a member's post after blocking them", async () => {
    const me = await buildSignedInUser(ctx.db);
    const author = await buildPublicUser(ctx.db);
    const postId = await buildPost(ctx.db, author.id);
    await block(ctx.db, me.user.id, author.id);
    const res = await as(me.cookie).post('/api/reports', {
      targetType: 'post',
      targetId: postId,
      reason: 'harassment',
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers 401 to a visitor before looking at the body', async () => {
    const res = await as().post('/api/reports', { targetType: 'nope' });
    expect(res.statusCode).toBe(401);
  });
});
