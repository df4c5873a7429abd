import { ADMIN_MESSAGES } from '@common/admin-texts';
import type { AdminReport } from '@common/schemas/moderation';
import { MESSAGES } from '@common/texts';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { auditOf, buildAdmin, buildReport } from '../../test/factories/admin';
import { buildPost, commentAs } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie } });
const reports = async (cookie: string, query = '') =>
  (await call('GET', `/api/admin/reports${query}`, cookie)).json<AdminReport[]>();
const statusOf = async (id: number) =>
  (await ctx.db.query<{ status: string }>('select status from reports where id = $1', [id])).rows[0].status;

/** A post by a fresh author, a comment on it, and a report of each by fresh reporters. */
async function reportedContent() {
  const author = await buildSignedInUser(ctx.db);
  const reporter = await buildUser(ctx.db);
  const post = await buildPost(ctx.db, author.user.id, { content: 'Miracle pills here' });
  const comment = await commentAs(ctx.db, reporter.id, post, 'Spammy comment');
  const postReport = await buildReport(ctx.db, {
    reporterId: reporter.id,
    targetType: 'post',
    targetId: post,
    targetUserId: author.user.id,
    excerpt: 'Miracle pills here',
    reason: 'misinformation',
    details: 'Dangerous advice',
  });
  const commentReport = await buildReport(ctx.db, {
    reporterId: author.user.id,
    targetType: 'comment',
    targetId: comment,
    targetUserId: reporter.id,
    excerpt: 'Spammy comment',
  });
  return { author, reporter, post, comment, postReport, commentReport };
}

describe('GET /api/admin/reports', () => {
  it('lists open reports newest first with both members, whether the target exists, and a comment’s post', async () => {
    const admin = await buildAdmin(ctx.db);
    const { author, reporter, post, comment, postReport, commentReport } = await reportedContent();
    const page = await reports(admin.cookie, '?limit=2');
    expect(page.map((r) => r.id)).toEqual([commentReport, postReport]);
    expect(page[0]).toMatchObject({ targetType: 'comment', targetId: comment, postId: post, targetExists: true });
    expect(page[1]).toEqual({
      id: postReport,
      targetType: 'post',
      targetId: post,
      targetUser: expect.objectContaining({ id: author.user.id, username: author.user.username }),
      targetExcerpt: 'Miracle pills here',
      targetExists: true,
      postId: null,
      reason: 'misinformation',
      details: 'Dangerous advice',
      reporter: expect.objectContaining({ id: reporter.id }),
      status: 'open',
      resolution: null,
      resolvedAt: null,
      createdAt: expect.any(String),
    });
    await ctx.db.query('delete from comments where id = $1', [comment]);
    const after = await reports(admin.cookie, `?before=${commentReport + 1}&limit=1`);
    expect(after[0]).toMatchObject({ id: commentReport, targetExists: false, postId: null });
  });

  it('filters by status and pages with before', async () => {
    const admin = await buildAdmin(ctx.db);
    const { postReport, commentReport } = await reportedContent();
    await call('POST', `/api/admin/reports/${postReport}/dismiss`, admin.cookie);
    const dismissed = await reports(admin.cookie, '?status=dismissed');
    expect(dismissed.map((r) => r.id)).toContain(postReport);
    expect(dismissed.every((r) => r.status === 'dismissed')).toBe(true);
    expect((await reports(admin.cookie)).map((r) => r.id)).toContain(commentReport);
    expect((await reports(admin.cookie)).map((r) => r.id)).not.toContain(postReport);
    expect((await call('GET', '/api/admin/reports?status=weird', admin.cookie)).statusCode).toBe(400);
  });
});

describe('resolving a report', () => {
  it('with deleteContent: deletes the post, closes every open report of it, audits both actions', async () => {
    const admin = await buildAdmin(ctx.db);
    const { author, post, postReport, commentReport } = await reportedContent();
    const second = await buildReport(ctx.db, {
      reporterId: (await buildUser(ctx.db)).id,
      targetType: 'post',
      targetId: post,
      targetUserId: author.user.id,
    });
    const res = await call('POST', `/api/admin/reports/${postReport}/resolve`, admin.cookie, {
      deleteContent: true,
      note: 'Health misinformation',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminReport>()).toMatchObject({
      id: postReport,
      status: 'resolved',
      resolution: 'content_deleted',
      targetExists: false,
      resolvedAt: expect.any(String),
    });
    expect((await ctx.db.query('select 1 from posts where id = $1', [post])).rows).toEqual([]);
    expect(await statusOf(second)).toBe('resolved');
    // The comment went with its post, so its report closed too.
    expect(await statusOf(commentReport)).toBe('resolved');
    expect(await auditOf(ctx.db, 'post', post)).toEqual([
      expect.objectContaining({
        action: 'post.delete',
        actor_id: admin.user.id,
        detail: { authorId: author.user.id, reportId: postReport },
      }),
    ]);
    expect(await auditOf(ctx.db, 'report', postReport)).toEqual([
      expect.objectContaining({
        action: 'report.resolve',
        detail: { resolution: 'content_deleted', closedReports: 2, note: 'Health misinformation' },
      }),
    ]);
    // Still signed in: deleting content does not suspend its author.
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: author.cookie } })).statusCode).toBe(200);
    const again = await call('POST', `/api/admin/reports/${postReport}/resolve`, admin.cookie, {});
    expect([again.statusCode, again.json().message]).toEqual([409, ADMIN_MESSAGES.reportClosed]);
  });

  it('with deleteContent on a comment: deletes it and the post’s counter follows', async () => {
    const admin = await buildAdmin(ctx.db);
    const { post, comment, commentReport } = await reportedContent();
    const res = await call('POST', `/api/admin/reports/${commentReport}/resolve`, admin.cookie, {
      deleteContent: true,
    });
    expect(res.json<AdminReport>()).toMatchObject({ resolution: 'content_deleted', targetExists: false });
    expect((await ctx.db.query('select 1 from comments where id = $1', [comment])).rows).toEqual([]);
    const { rows } = await ctx.db.query('select comments_count from posts where id = $1', [post]);
    expect(rows[0].comments_count).toBe(0);
    expect((await auditOf(ctx.db, 'comment', comment)).map((e) => e.action)).toEqual(['comment.delete']);
  });

  it('with suspendUser: suspends the author and ends their sessions', async () => {
    const admin = await buildAdmin(ctx.db);
    const { author, post, postReport } = await reportedContent();
    const res = await call('POST', `/api/admin/reports/${postReport}/resolve`, admin.cookie, { suspendUser: true });
    expect(res.json<AdminReport>()).toMatchObject({ resolution: 'user_suspended', targetExists: true });
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: author.cookie } });
    expect([me.statusCode, me.json().message]).toEqual([401, MESSAGES.accountSuspended]);
    expect((await ctx.db.query('select 1 from posts where id = $1', [post])).rows).toHaveLength(1);
    expect(await auditOf(ctx.db, 'user', author.user.id)).toEqual([
      expect.objectContaining({
        action: 'user.suspend',
        detail: { reason: `Report #${postReport}`, reportId: postReport },
      }),
    ]);
  });

  it('a second report resolved with suspendUser leaves the suspension as it was: its reason, one audit entry', async () => {
    const admin = await buildAdmin(ctx.db);
    const { author, postReport } = await reportedContent();
    const again = await buildReport(ctx.db, {
      reporterId: admin.user.id,
      targetType: 'user',
      targetId: author.user.id,
      targetUserId: author.user.id,
    });
    await call('POST', `/api/admin/reports/${postReport}/resolve`, admin.cookie, { suspendUser: true, note: 'Spam' });
    const res = await call('POST', `/api/admin/reports/${again}/resolve`, admin.cookie, {
      suspendUser: true,
      note: 'Second',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await ctx.db.query('select suspended_reason from users where id = $1', [author.user.id]);
    expect(rows[0].suspended_reason).toBe('Spam');
    expect((await auditOf(ctx.db, 'user', author.user.id)).map((e) => e.action)).toEqual(['user.suspend']);
  });

  it('takes a note or suspension reason of only invisible characters as none, not as a blank', async () => {
    const admin = await buildAdmin(ctx.db);
    // Zero-width space, word joiner and byte-order mark: trim() leaves them.
    const blank = ' \u200b\u2060\ufeff ';
    const { author, reporter, postReport } = await reportedContent();
    const res = await call('POST', `/api/admin/reports/${postReport}/resolve`, admin.cookie, {
      suspendUser: true,
      note: blank,
    });
    expect(res.statusCode, res.body).toBe(200);
    const reasonOf = async (id: number) =>
      (await ctx.db.query('select suspended_reason from users where id = $1', [id])).rows[0].suspended_reason;
    expect(await reasonOf(author.user.id)).toBe(`Report #${postReport}`);
    expect((await auditOf(ctx.db, 'report', postReport))[0].detail).toEqual({
      resolution: 'user_suspended',
      closedReports: 1,
    });

    const direct = await call('POST', `/api/admin/users/${reporter.id}/suspend`, admin.cookie, { reason: blank });
    expect(direct.statusCode, direct.body).toBe(200);
    expect(direct.json().suspendedReason).toBeNull();
    expect(await reasonOf(reporter.id)).toBeNull();
    expect((await auditOf(ctx.db, 'user', reporter.id)).map((e) => e.detail)).toEqual([null]);
  });

  it('rolls everything back when the author cannot be suspended (an admin)', async () => {
    const admin = await buildAdmin(ctx.db);
    const { author, post, postReport } = await reportedContent();
    await ctx.db.query('update users set is_admin = true where id = $1', [author.user.id]);
    const res = await call('POST', `/api/admin/reports/${postReport}/resolve`, admin.cookie, {
      deleteContent: true,
      suspendUser: true,
    });
    expect([res.statusCode, res.json().message]).toEqual([409, ADMIN_MESSAGES.adminNotSuspendable]);
    expect(await statusOf(postReport)).toBe('open');
    expect((await ctx.db.query('select 1 from posts where id = $1', [post])).rows).toHaveLength(1);
    expect(await auditOf(ctx.db, 'report', postReport)).toEqual([]);
  });

  it('answers 404 for an unknown report', async () => {
    const admin = await buildAdmin(ctx.db);
    for (const action of ['resolve', 'dismiss']) {
      const res = await call('POST', `/api/admin/reports/987654/${action}`, admin.cookie, {});
      expect([res.statusCode, res.json().message]).toEqual([404, ADMIN_MESSAGES.reportNotFound]);
    }
  });
});

describe('dismissing a report', () => {
  it('closes only that report, changes nothing else, and is audited', async () => {
    const admin = await buildAdmin(ctx.db);
    const { author, post, postReport } = await reportedContent();
    const other = await buildReport(ctx.db, {
      reporterId: (await buildUser(ctx.db)).id,
      targetType: 'post',
      targetId: post,
      targetUserId: author.user.id,
    });
    const res = await call('POST', `/api/admin/reports/${postReport}/dismiss`, admin.cookie);
    expect(res.json<AdminReport>()).toMatchObject({
      status: 'dismissed',
      resolution: null,
      resolvedAt: expect.any(String),
    });
    expect(await statusOf(other)).toBe('open');
    expect((await ctx.db.query('select 1 from posts where id = $1', [post])).rows).toHaveLength(1);
    expect((await auditOf(ctx.db, 'report', postReport)).map((e) => e.action)).toEqual(['report.dismiss']);
    const again = await call('POST', `/api/admin/reports/${postReport}/dismiss`, admin.cookie);
    expect([again.statusCode, again.json().message]).toEqual([409, ADMIN_MESSAGES.reportClosed]);
  });
});
