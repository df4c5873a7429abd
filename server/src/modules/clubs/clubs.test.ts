import { CLUB_LIMITS, CLUB_MESSAGES } from '@common/clubs-texts';
import { describe, expect, it } from 'vitest';
import { apiAs, idsOf } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { addClubMember, buildClub } from '../../test/factories/clubs';
import { buildGym } from '../../test/factories/gyms';
import { block } from '../../test/factories/moderation';
import { buildPost } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

describe('clubs', () => {
  it('a member creates a club at a gym and is its owner; others find it by name and on the gym', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    const gym = await buildGym(ctx.db);
    const res = await apiAs(ctx, owner.cookie).post('/api/clubs', {
      name: 'Dawn Patrol Runners',
      description: 'Early runs',
      sport: 'run',
      joinPolicy: 'open',
      homeGymId: gym.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const club = res.json();
    expect(club).toMatchObject({
      name: 'Dawn Patrol Runners',
      homeGym: { id: gym.id, name: gym.name },
      memberCount: 1,
      membership: { role: 'owner', status: 'active' },
    });
    const found = await apiAs(ctx, other.cookie).get('/api/clubs?q=patrol');
    expect(idsOf(found.json())).toContain(club.id);
    const atGym = await apiAs(ctx, other.cookie).get(`/api/gyms/${gym.id}/clubs`);
    expect(idsOf(atGym.json())).toEqual([club.id]);
  });

  it('refuses bad input with a 4xx and stores nothing', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, owner.cookie);
    const before = (await ctx.db.query('select count(*)::int as n from clubs')).rows[0].n;
    expect((await api.post('/api/clubs', { name: '', sport: 'run', joinPolicy: 'open' })).statusCode).toBe(400);
    expect((await api.post('/api/clubs', { name: 'X', sport: 'golf', joinPolicy: 'open' })).statusCode).toBe(400);
    const noGym = await api.post('/api/clubs', { name: 'X', sport: 'run', joinPolicy: 'open', homeGymId: 999999 });
    expect(noGym.statusCode).toBe(400);
    expect((await ctx.db.query('select count(*)::int as n from clubs')).rows[0].n).toBe(before);
    expect((await apiAs(ctx).post('/api/clubs', { name: 'X', sport: 'run', joinPolicy: 'open' })).statusCode).toBe(401);
  });

  it('open clubs take members at once; request clubs wait for an admin, who is notified and approves', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const joiner = await buildSignedInUser(ctx.db);
    const open = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'open' });
    const joined = await apiAs(ctx, joiner.cookie).post(`/api/clubs/${open}/join`);
    expect(joined.json()).toMatchObject({ memberCount: 2, membership: { status: 'active', role: 'member' } });
    expect((await apiAs(ctx, joiner.cookie).post(`/api/clubs/${open}/join`)).statusCode).toBe(409);

    const byRequest = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'request' });
    const asked = await apiAs(ctx, joiner.cookie).post(`/api/clubs/${byRequest}/join`);
    expect(asked.json()).toMatchObject({ memberCount: 1, membership: { status: 'requested' } });
    // Not a member yet: the feed is closed.
    expect((await apiAs(ctx, joiner.cookie).get(`/api/clubs/${byRequest}/posts`)).statusCode).toBe(403);
    const notes = (await apiAs(ctx, owner.cookie).get('/api/notifications')).json();
    expect(notes[0]).toMatchObject({ type: 'club_request', clubId: byRequest, actor: { id: joiner.user.id } });
    const requests = await apiAs(ctx, owner.cookie).get(`/api/clubs/${byRequest}/requests`);
    expect(idsOf(requests.json())).toEqual([joiner.user.id]);
    // A member who is not an admin may not approve.
    expect(
      (await apiAs(ctx, joiner.cookie).post(`/api/clubs/${byRequest}/requests/${joiner.user.id}/approve`)).statusCode,
    ).toBe(403);
    const approve = await apiAs(ctx, owner.cookie).post(`/api/clubs/${byRequest}/requests/${joiner.user.id}/approve`);
    expect(approve.statusCode).toBe(204);
    expect((await apiAs(ctx, joiner.cookie).get(`/api/clubs/${byRequest}`)).json()).toMatchObject({
      memberCount: 2,
      canSeeContent: true,
    });
  });

  it('a private club is invisible without an invitation: joining is 404 and stores nothing; an invitee joins', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const stranger = await buildSignedInUser(ctx.db);
    const invitee = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'private', name: 'Secret Lifters' });
    expect((await apiAs(ctx, stranger.cookie).post(`/api/clubs/${club}/join`)).statusCode).toBe(404);
    expect((await apiAs(ctx, stranger.cookie).get(`/api/clubs/${club}`)).statusCode).toBe(404);
    expect((await apiAs(ctx, stranger.cookie).get(`/api/clubs/${club}/posts`)).statusCode).toBe(404);
    expect((await apiAs(ctx, stranger.cookie).get(`/api/clubs/${club}/messages`)).statusCode).toBe(404);
    expect(idsOf((await apiAs(ctx, stranger.cookie).get('/api/clubs?q=secret')).json())).toEqual([]);
    const rows = await ctx.db.query('select 1 from club_members where club_id = $1 and user_id = $2', [
      club,
      stranger.user.id,
    ]);
    expect(rows.rowCount).toBe(0);

    const invite = await apiAs(ctx, owner.cookie).post(`/api/clubs/${club}/invitations`, { userId: invitee.user.id });
    expect(invite.statusCode).toBe(204);
    const accepted = await apiAs(ctx, invitee.cookie).post(`/api/clubs/${club}/join`);
    expect(accepted.json()).toMatchObject({ membership: { status: 'active' }, memberCount: 2 });
  });

  it('only the owner (or a site admin) changes who can join; a club admin edits the rest', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const clubAdmin = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'private', name: 'Quiet Lane' });
    await addClubMember(ctx.db, club, clubAdmin.user.id, 'admin');
    const edit = (cookie: string, joinPolicy: string) =>
      apiAs(ctx, cookie).put(`/api/clubs/${club}`, {
        name: 'Quiet Lane',
        sport: 'any',
        joinPolicy,
        description: 'Tuesdays',
      });
    const opened = await edit(clubAdmin.cookie, 'open');
    expect(opened.statusCode).toBe(403);
    expect(opened.json().message).toBe('Only the club owner can change who can join');
    expect((await edit(clubAdmin.cookie, 'private')).statusCode).toBe(200);
    expect((await edit(owner.cookie, 'request')).json()).toMatchObject({
      joinPolicy: 'request',
      description: 'Tuesdays',
    });
  });

  it("an invitation's notification leaves the list and the bell when the club is deleted", async () => {
    const owner = await buildSignedInUser(ctx.db);
    const invitee = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'private' });
    expect(
      (await apiAs(ctx, owner.cookie).post(`/api/clubs/${club}/invitations`, { userId: invitee.user.id })).statusCode,
    ).toBe(204);
    const news = async () => ({
      listed: ((await apiAs(ctx, invitee.cookie).get('/api/notifications')).json() as { type: string }[]).map(
        (n) => n.type,
      ),
      bell: (await apiAs(ctx, invitee.cookie).get('/api/notifications/unread-count')).json().notifications,
    });
    expect(await news()).toEqual({ listed: ['club_invite'], bell: 1 });
    expect((await apiAs(ctx, owner.cookie).delete(`/api/clubs/${club}`)).statusCode).toBe(204);
    expect(await news()).toEqual({ listed: [], bell: 0 });
  });

  it('admins list the invitations not yet answered; inviting a member already in the club is a 409 saying so', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    const invitee = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'private' });
    await addClubMember(ctx.db, club, member.user.id);
    const api = apiAs(ctx, owner.cookie);
    expect((await api.post(`/api/clubs/${club}/invitations`, { userId: invitee.user.id })).statusCode).toBe(204);
    // Inviting again changes nothing.
    expect((await api.post(`/api/clubs/${club}/invitations`, { userId: invitee.user.id })).statusCode).toBe(204);
    expect(idsOf((await api.get(`/api/clubs/${club}/invitations`)).json())).toEqual([invitee.user.id]);
    const again = await api.post(`/api/clubs/${club}/invitations`, { userId: member.user.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This member is already in the club');
    // Only admins see the invitations; once accepted, the invitation is gone from the list.
    expect((await apiAs(ctx, member.cookie).get(`/api/clubs/${club}/invitations`)).statusCode).toBe(403);
    expect((await apiAs(ctx, invitee.cookie).post(`/api/clubs/${club}/join`)).statusCode).toBe(200);
    expect((await api.get(`/api/clubs/${club}/invitations`)).json()).toEqual([]);
  });

  it("refuses an admin's invitation to a member blocked either way with the owner, who could never accept it", async () => {
    const owner = await buildSignedInUser(ctx.db);
    const clubAdmin = await buildSignedInUser(ctx.db);
    const [blocker, blockedByOwner] = await Promise.all([1, 2].map(() => buildSignedInUser(ctx.db)));
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'private' });
    await addClubMember(ctx.db, club, clubAdmin.user.id, 'admin');
    await block(ctx.db, blocker.user.id, owner.user.id);
    await block(ctx.db, owner.user.id, blockedByOwner.user.id);
    for (const invitee of [blocker, blockedByOwner]) {
      const res = await apiAs(ctx, clubAdmin.cookie).post(`/api/clubs/${club}/invitations`, {
        userId: invitee.user.id,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CLUB_MESSAGES.cannotInviteBlocked);
      // Nothing stored: no invitation in their clubs, no notification.
      expect((await apiAs(ctx, invitee.cookie).get('/api/clubs/mine')).json()).toEqual([]);
      expect((await apiAs(ctx, invitee.cookie).get('/api/notifications')).json()).toEqual([]);
    }
  });

  it('refuses to approve a request from a member blocked either way with the owner or the approving admin since they asked', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const clubAdmin = await buildSignedInUser(ctx.db);
    const [blockedByOwner, blockerOfOwner, blockedByAdmin] = await Promise.all(
      [1, 2, 3].map(() => buildSignedInUser(ctx.db)),
    );
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'request' });
    await addClubMember(ctx.db, club, clubAdmin.user.id, 'admin');
    for (const asker of [blockedByOwner, blockerOfOwner, blockedByAdmin]) {
      expect((await apiAs(ctx, asker.cookie).post(`/api/clubs/${club}/join`)).statusCode).toBe(200);
    }
    await block(ctx.db, owner.user.id, blockedByOwner.user.id);
    await block(ctx.db, blockerOfOwner.user.id, owner.user.id);
    await block(ctx.db, clubAdmin.user.id, blockedByAdmin.user.id);
    const admin = apiAs(ctx, clubAdmin.cookie);
    // Requests that can never be approved are not offered to the admin.
    expect((await admin.get(`/api/clubs/${club}/requests`)).json()).toEqual([]);
    for (const asker of [blockedByOwner, blockerOfOwner, blockedByAdmin]) {
      const res = await admin.post(`/api/clubs/${club}/requests/${asker.user.id}/approve`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CLUB_MESSAGES.cannotApproveBlocked);
      // Nothing changed: still a request, no member, no notice of an approval.
      expect((await apiAs(ctx, asker.cookie).get(`/api/clubs/${club}`)).json()).toMatchObject({
        memberCount: 2,
        membership: { status: 'requested' },
      });
      const notes = (await apiAs(ctx, asker.cookie).get('/api/notifications')).json() as { type: string }[];
      expect(notes.map((n) => n.type)).not.toContain('club_approved');
    }
    // The owner lifts their block: the request is back and can be approved.
    await ctx.db.query('delete from blocks where blocker_id = $1 and blocked_id = $2', [
      owner.user.id,
      blockedByOwner.user.id,
    ]);
    expect(idsOf((await admin.get(`/api/clubs/${club}/requests`)).json())).toEqual([blockedByOwner.user.id]);
    expect((await admin.post(`/api/clubs/${club}/requests/${blockedByOwner.user.id}/approve`)).statusCode).toBe(204);
  });

  it('the feed shows posts shared by members, each by its own audience; blocked members are left out', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    const blocked = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'request' });
    await addClubMember(ctx.db, club, member.user.id);
    await addClubMember(ctx.db, club, blocked.user.id);
    const post = await buildPost(ctx.db, member.user.id, { content: 'Long run today', audience: 'public' });
    const other = await buildPost(ctx.db, blocked.user.id, { content: 'Mine', audience: 'public' });
    expect((await apiAs(ctx, member.cookie).post(`/api/clubs/${club}/posts`, { postId: post })).statusCode).toBe(204);
    expect((await apiAs(ctx, blocked.cookie).post(`/api/clubs/${club}/posts`, { postId: other })).statusCode).toBe(204);
    // Someone else's post cannot be shared.
    expect((await apiAs(ctx, owner.cookie).post(`/api/clubs/${club}/posts`, { postId: post })).statusCode).toBe(403);
    await block(ctx.db, owner.user.id, blocked.user.id);
    const feed = await apiAs(ctx, owner.cookie).get(`/api/clubs/${club}/posts`);
    expect(idsOf(feed.json())).toEqual([post]);
    const members = await apiAs(ctx, owner.cookie).get(`/api/clubs/${club}/members`);
    expect(idsOf(members.json())).not.toContain(blocked.user.id);
  });

  it('leaving a club takes the member off its challenge boards; the owner cannot leave', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id);
    await addClubMember(ctx.db, club, member.user.id);
    const created = await apiAs(ctx, owner.cookie).post('/api/challenges', {
      title: 'Club km',
      clubId: club,
      metric: 'distance',
      sport: 'any',
      // Running now, whatever day the test runs.
      startsOn: new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10),
      endsOn: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      timeZone: 'UTC',
    });
    expect(created.statusCode, created.body).toBe(201);
    const challenge = created.json().id;
    expect((await apiAs(ctx, member.cookie).post(`/api/challenges/${challenge}/join`, {})).statusCode).toBe(200);
    expect((await apiAs(ctx, owner.cookie).delete(`/api/clubs/${club}/membership`)).statusCode).toBe(409);
    expect((await apiAs(ctx, member.cookie).delete(`/api/clubs/${club}/membership`)).statusCode).toBe(204);
    const board = await apiAs(ctx, owner.cookie).get(`/api/challenges/${challenge}/leaderboard`);
    expect(board.json().rows.map((r: { user: { id: number } }) => r.user.id)).not.toContain(member.user.id);
    // No longer a member: the club's challenges are closed to them.
    expect((await apiAs(ctx, member.cookie).post(`/api/challenges/${challenge}/join`, {})).statusCode).toBe(403);
  });

  it('an admin schedules an event; members answer; reminders reach those who did not decline', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const going = await buildSignedInUser(ctx.db);
    const declined = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id);
    await addClubMember(ctx.db, club, going.user.id);
    await addClubMember(ctx.db, club, declined.user.id);
    const startsAt = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const past = await apiAs(ctx, owner.cookie).post(`/api/clubs/${club}/events`, {
      title: 'Track session',
      startsAt: '2020-01-01T10:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ startsAt: CLUB_MESSAGES.eventInPast });
    const tooFar = await apiAs(ctx, owner.cookie).post(`/api/clubs/${club}/events`, {
      title: 'Track session',
      startsAt: new Date(Date.now() + (CLUB_LIMITS.eventDaysAheadMax + 1) * 86_400_000).toISOString(),
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().errors).toEqual({ startsAt: CLUB_MESSAGES.eventTooFar });
    expect(
      (await apiAs(ctx, going.cookie).post(`/api/clubs/${club}/events`, { title: 'Mine', startsAt })).statusCode,
    ).toBe(403);
    const created = await apiAs(ctx, owner.cookie).post(`/api/clubs/${club}/events`, {
      title: 'Track session',
      startsAt,
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json();
    expect(
      (await apiAs(ctx, going.cookie).put(`/api/events/${event.id}/rsvp`, { status: 'going' })).json(),
    ).toMatchObject({ going: 1, myRsvp: 'going' });
    await apiAs(ctx, declined.cookie).put(`/api/events/${event.id}/rsvp`, { status: 'not_going' });
    const { sendEventReminders } = await import('./reminders');
    expect(await sendEventReminders(ctx.app)).toBe(2); // the owner and the member going
    expect(await sendEventReminders(ctx.app)).toBe(0); // once
    const notes = (await apiAs(ctx, going.cookie).get('/api/notifications')).json();
    expect(notes[0]).toMatchObject({ type: 'event_reminder', eventId: event.id, detail: 'Track session' });
    expect((await apiAs(ctx, declined.cookie).get('/api/notifications')).json()).toEqual([]);
  });
  it('counts as going only members still in the club and not suspended', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const [leaver, suspended, staying] = await Promise.all([1, 2, 3].map(() => buildSignedInUser(ctx.db)));
    const club = await buildClub(ctx.db, owner.user.id);
    for (const m of [leaver, suspended, staying]) await addClubMember(ctx.db, club, m.user.id);
    const startsAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const event = (
      await apiAs(ctx, owner.cookie).post(`/api/clubs/${club}/events`, { title: 'Hills', startsAt })
    ).json();
    for (const m of [leaver, suspended, staying]) {
      await apiAs(ctx, m.cookie).put(`/api/events/${event.id}/rsvp`, { status: 'going' });
    }
    const going = async () =>
      ((await apiAs(ctx, owner.cookie).get(`/api/clubs/${club}/events`)).json() as { going: number }[])[0].going;
    expect(await going()).toBe(3);
    expect((await apiAs(ctx, leaver.cookie).delete(`/api/clubs/${club}/membership`)).statusCode).toBe(204);
    expect(await going()).toBe(2);
    await ctx.db.query('update users set suspended_at = now() where id = $1', [suspended.user.id]);
    expect(await going()).toBe(1);
    await ctx.db.query('update users set suspended_at = null where id = $1', [suspended.user.id]);
    expect(await going()).toBe(2);
  });

  it("the club's member count leaves out suspended members, as its members list does", async () => {
    const owner = await buildSignedInUser(ctx.db);
    const [suspended, staying] = await Promise.all([1, 2].map(() => buildSignedInUser(ctx.db)));
    const club = await buildClub(ctx.db, owner.user.id);
    for (const m of [suspended, staying]) await addClubMember(ctx.db, club, m.user.id);
    const shown = async () => {
      const api = apiAs(ctx, staying.cookie);
      const card = (await api.get(`/api/clubs/${club}`)).json() as { memberCount: number };
      const members = (await api.get(`/api/clubs/${club}/members`)).json() as unknown[];
      return { count: card.memberCount, listed: members.length };
    };
    expect(await shown()).toEqual({ count: 3, listed: 3 });
    await ctx.db.query('update users set suspended_at = now() where id = $1', [suspended.user.id]);
    expect(await shown()).toEqual({ count: 2, listed: 2 });
    await ctx.db.query('update users set suspended_at = null where id = $1', [suspended.user.id]);
    expect(await shown()).toEqual({ count: 3, listed: 3 });
  });
  it("the club's group conversation follows membership: members write and read, unread counts, leavers are out", async () => {
    const owner = await buildSignedInUser(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    const outsider = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'request', name: 'Chatty Club' });
    await addClubMember(ctx.db, club, member.user.id);
    const sent = await apiAs(ctx, owner.cookie).post(`/api/clubs/${club}/messages`, { content: 'Track at 6?' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ clubId: club, content: 'Track at 6?', sender: { id: owner.user.id } });
    const conversations = (await apiAs(ctx, member.cookie).get('/api/chat/clubs')).json();
    expect(conversations).toEqual([
      expect.objectContaining({ clubId: club, name: 'Chatty Club', unreadCount: 1, lastMessage: 'Track at 6?' }),
    ]);
    const read = await apiAs(ctx, member.cookie).get(`/api/clubs/${club}/messages`);
    expect(read.json().map((m: { content: string }) => m.content)).toEqual(['Track at 6?']);
    await apiAs(ctx, member.cookie).post(`/api/clubs/${club}/messages/read`);
    expect((await apiAs(ctx, member.cookie).get('/api/chat/clubs')).json()[0].unreadCount).toBe(0);
    // Not a member: neither read nor write, and nothing stored.
    expect((await apiAs(ctx, outsider.cookie).get(`/api/clubs/${club}/messages`)).statusCode).toBe(403);
    expect((await apiAs(ctx, outsider.cookie).post(`/api/clubs/${club}/messages`, { content: 'hi' })).statusCode).toBe(
      403,
    );
    // A member who leaves is out of the conversation.
    expect((await apiAs(ctx, member.cookie).delete(`/api/clubs/${club}/membership`)).statusCode).toBe(204);
    expect((await apiAs(ctx, member.cookie).get(`/api/clubs/${club}/messages`)).statusCode).toBe(403);
    expect((await apiAs(ctx, member.cookie).get('/api/chat/clubs')).json()).toEqual([]);
    const stored = await ctx.db.query('select count(*)::int as n from club_messages where club_id = $1', [club]);
    expect(stored.rows[0].n).toBe(1);
  });
});
