import { addDays, utcIsoDate } from '@common/fitness/dates';
import type { AdminReport } from '@common/schemas/moderation';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { auditOf, buildAdmin } from '../../test/factories/admin';
import { addClubMember, buildClub, challengeBody } from '../../test/factories/clubs';
import { useTestApp } from '../../test/test-app';

// Issue 34: clubs and challenges are reported through the same flow as posts (same reasons, same
// rate limit), and an admin removes one from the Reports queue: the club leaves everyone's view
// with its conversation, events and challenges (their boards), audited like every admin action.
const ctx = useTestApp();
const today = utcIsoDate();

const report = (cookie: string, targetType: string, targetId: number, reason = 'spam') =>
  apiAs(ctx, cookie).post('/api/reports', { targetType, targetId, reason });

/** A club with a member, a message in its conversation, an event and a challenge both joined. */
async function busyClub() {
  const owner = await buildSignedInUser(ctx.db);
  const member = await buildSignedInUser(ctx.db);
  const clubId = await buildClub(ctx.db, owner.user.id, { name: 'Miracle pills running club' });
  await addClubMember(ctx.db, clubId, member.user.id);
  const said = await apiAs(ctx, member.cookie).post(`/api/clubs/${clubId}/messages`, { content: 'Hi all' });
  expect(said.statusCode, said.body).toBe(201);
  const event = await apiAs(ctx, owner.cookie).post(`/api/clubs/${clubId}/events`, {
    title: 'Track night',
    startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    place: 'The track',
  });
  expect(event.statusCode, event.body).toBe(201);
  const range = { startsOn: addDays(today, -5), endsOn: addDays(today, 5) };
  const created = await apiAs(ctx, owner.cookie).post('/api/challenges', challengeBody({ ...range, clubId }));
  expect(created.statusCode, created.body).toBe(201);
  const challengeId = created.json().id as number;
  expect((await apiAs(ctx, member.cookie).post(`/api/challenges/${challengeId}/join`, {})).statusCode).toBe(200);
  return { owner, member, clubId, challengeId };
}

async function openReports(cookie: string) {
  const res = await apiAs(ctx, cookie).get('/api/admin/reports');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminReport[]>();
}

describe('reporting clubs and challenges', () => {
  it('files a report of a club or challenge the member may see; a private club stays unknown', async () => {
    const { owner, clubId, challengeId } = await busyClub();
    const stranger = await buildSignedInUser(ctx.db);
    const first = await report(stranger.cookie, 'club', clubId);
    expect(first.statusCode, first.body).toBe(201);
    // The same target again while open: the open report, not a second one.
    expect((await report(stranger.cookie, 'club', clubId)).json().id).toBe(first.json().id);
    // An open club's challenges are visible to everyone, so reportable.
    expect((await report(stranger.cookie, 'challenge', challengeId, 'other')).statusCode).toBe(201);
    expect((await report(owner.cookie, 'club', clubId)).statusCode).toBe(400);
    const secret = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'private' });
    expect((await report(stranger.cookie, 'club', secret)).statusCode).toBe(404);
    expect((await report(stranger.cookie, 'challenge', 999_999)).statusCode).toBe(404);
    expect((await report(stranger.cookie, 'club', clubId, 'not-a-reason')).statusCode).toBe(400);
    const { rows } = await ctx.db.query('select count(*)::int as n from reports where target_id = $1', [secret]);
    expect(rows[0].n).toBe(0);
  });

  it('an admin removes a reported club: its conversation, events and challenges go for everyone, audited', async () => {
    const { owner, member, clubId, challengeId } = await busyClub();
    const reporter = await buildSignedInUser(ctx.db);
    const admin = await buildAdmin(ctx.db);
    const clubReport = (await report(reporter.cookie, 'club', clubId)).json().id as number;
    const challengeReport = (await report(reporter.cookie, 'challenge', challengeId)).json().id as number;
    const queued = (await openReports(admin.cookie)).find((r) => r.id === clubReport);
    expect(queued).toMatchObject({
      targetType: 'club',
      targetId: clubId,
      targetExists: true,
      targetExcerpt: 'Miracle pills running club',
      targetUser: { id: owner.user.id },
    });

    const resolved = await apiAs(ctx, admin.cookie).post(`/api/admin/reports/${clubReport}/resolve`, {
      deleteContent: true,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'resolved', resolution: 'content_deleted', targetExists: false });
    for (const who of [owner, member]) {
      const api = apiAs(ctx, who.cookie);
      expect((await api.get(`/api/clubs/${clubId}`)).statusCode).toBe(404);
      expect((await api.get(`/api/clubs/${clubId}/messages`)).statusCode).toBe(404);
      expect((await api.get(`/api/clubs/${clubId}/events`)).statusCode).toBe(404);
      expect((await api.get(`/api/challenges/${challengeId}/leaderboard`)).statusCode).toBe(404);
      expect((await api.get('/api/chat/clubs')).json().map((c: { clubId: number }) => c.clubId)).not.toContain(clubId);
      expect((await api.get('/api/challenges/mine')).json().map((c: { id: number }) => c.id)).not.toContain(
        challengeId,
      );
    }
    // The challenge's report closed with its club.
    const { rows } = await ctx.db.query('select status from reports where id = $1', [challengeReport]);
    expect(rows[0].status).toBe('resolved');
    const audit = await auditOf(ctx.db, 'club', clubId);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'club.delete',
        actor_id: admin.user.id,
        target_label: 'Miracle pills running club',
        detail: expect.objectContaining({ reportId: clubReport, ownerId: owner.user.id }),
      }),
    ]);
  });

  it('an admin removes a reported challenge, or dismisses the report and it stays', async () => {
    const { member, clubId, challengeId } = await busyClub();
    const reporter = await buildSignedInUser(ctx.db);
    const admin = await buildAdmin(ctx.db);
    const first = (await report(reporter.cookie, 'challenge', challengeId)).json().id as number;
    const dismissed = await apiAs(ctx, admin.cookie).post(`/api/admin/reports/${first}/dismiss`);
    expect(dismissed.json()).toMatchObject({ status: 'dismissed' });
    expect((await apiAs(ctx, member.cookie).get(`/api/challenges/${challengeId}`)).statusCode).toBe(200);

    const second = (await report(reporter.cookie, 'challenge', challengeId, 'harassment')).json().id as number;
    const resolved = await apiAs(ctx, admin.cookie).post(`/api/admin/reports/${second}/resolve`, {
      deleteContent: true,
    });
    expect(resolved.json()).toMatchObject({ status: 'resolved', targetExists: false });
    expect((await apiAs(ctx, member.cookie).get(`/api/challenges/${challengeId}`)).statusCode).toBe(404);
    const { rows } = await ctx.db.query(
      'select count(*)::int as n from challenge_participants where challenge_id = $1',
      [challengeId],
    );
    expect(rows[0].n).toBe(0);
    // Only the challenge went: its club is still there.
    expect((await apiAs(ctx, member.cookie).get(`/api/clubs/${clubId}`)).statusCode).toBe(200);
    expect((await auditOf(ctx.db, 'challenge', challengeId)).map((e) => e.action)).toEqual(['challenge.delete']);
  });

  it('only admins act on reports; a member cannot remove a club through them', async () => {
    const { member, clubId } = await busyClub();
    const reporter = await buildSignedInUser(ctx.db);
    const id = (await report(reporter.cookie, 'club', clubId)).json().id as number;
    const res = await apiAs(ctx, member.cookie).post(`/api/admin/reports/${id}/resolve`, { deleteContent: true });
    expect(res.statusCode).toBe(403);
    expect((await apiAs(ctx, member.cookie).get(`/api/clubs/${clubId}`)).statusCode).toBe(200);
  });
});

describe('reporting what was written in a private club', () => {
  it("lets the club's members report a members-only post and its comments; others get 404", async () => {
    const owner = await buildSignedInUser(ctx.db);
    const writer = await buildSignedInUser(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    const leaver = await buildSignedInUser(ctx.db);
    const outsider = await buildSignedInUser(ctx.db);
    const admin = await buildAdmin(ctx.db);
    const clubId = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'private' });
    for (const joined of [writer, member, leaver]) await addClubMember(ctx.db, clubId, joined.user.id);
    const written = await apiAs(ctx, writer.cookie).post(`/api/clubs/${clubId}/posts/new`, {
      content: 'Buy my miracle pills',
    });
    expect(written.statusCode, written.body).toBe(201);
    const postId = written.json().id as number;
    const commented = await apiAs(ctx, owner.cookie).post(`/api/posts/${postId}/comments`, { content: 'Pills!' });
    expect(commented.statusCode, commented.body).toBe(201);
    const commentId = commented.json().id as number;
    expect((await apiAs(ctx, leaver.cookie).delete(`/api/clubs/${clubId}/membership`)).statusCode).toBe(204);

    // Stored as 'private': only the club rule lets the members see it, so only it lets them report.
    const filed = await report(member.cookie, 'post', postId);
    expect(filed.statusCode, filed.body).toBe(201);
    expect((await report(member.cookie, 'comment', commentId)).statusCode).toBe(201);
    expect((await report(owner.cookie, 'post', postId)).statusCode).toBe(201);
    for (const stranger of [outsider, leaver]) {
      expect((await report(stranger.cookie, 'post', postId)).statusCode).toBe(404);
      expect((await report(stranger.cookie, 'comment', commentId)).statusCode).toBe(404);
    }
    expect((await report(admin.cookie, 'post', postId)).statusCode).toBe(201);
    expect((await report(admin.cookie, 'comment', commentId)).statusCode).toBe(201);
    const queued = (await openReports(admin.cookie)).find((r) => r.id === filed.json().id);
    expect(queued).toMatchObject({ targetType: 'post', targetId: postId, targetUser: { id: writer.user.id } });
  });
});
