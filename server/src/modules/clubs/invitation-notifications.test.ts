import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { addClubMember, buildClub } from '../../test/factories/clubs';
import { block } from '../../test/factories/moderation';
import { useTestApp } from '../../test/test-app';

// Issue 34: "X invited you to join their club" stays only while the invitation it told of stands
// (or was accepted); the bell counts exactly what the list shows.
const ctx = useTestApp();

type Signed = Awaited<ReturnType<typeof buildSignedInUser>>;

async function privateClubWithInvitee() {
  const owner = await buildSignedInUser(ctx.db);
  const invitee = await buildSignedInUser(ctx.db);
  const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'private' });
  await invite(owner, club, invitee);
  return { owner, invitee, club };
}

async function invite(admin: Signed, club: number, member: Signed) {
  const res = await apiAs(ctx, admin.cookie).post(`/api/clubs/${club}/invitations`, { userId: member.user.id });
  expect(res.statusCode, res.body).toBe(204);
}

/** The member's invitations in the list (unread or not) and the bell's count. */
async function news(member: Signed) {
  const list = (await apiAs(ctx, member.cookie).get('/api/notifications')).json() as {
    type: string;
    clubId: number | null;
    read: boolean;
  }[];
  return {
    invites: list.filter((n) => n.type === 'club_invite').map((n) => ({ clubId: n.clubId, read: n.read })),
    bell: (await apiAs(ctx, member.cookie).get('/api/notifications/unread-count')).json().notifications,
  };
}

describe('club invitation notifications', () => {
  it('an invitation the admin withdraws leaves the list and the bell', async () => {
    const { owner, invitee, club } = await privateClubWithInvitee();
    expect(await news(invitee)).toEqual({ invites: [{ clubId: club, read: false }], bell: 1 });
    const withdrawn = await apiAs(ctx, owner.cookie).delete(`/api/clubs/${club}/members/${invitee.user.id}`);
    expect(withdrawn.statusCode).toBe(204);
    expect(await news(invitee)).toEqual({ invites: [], bell: 0 });
  });

  it('an invitation the member declines leaves the list and the bell', async () => {
    const { invitee, club } = await privateClubWithInvitee();
    expect((await apiAs(ctx, invitee.cookie).delete(`/api/clubs/${club}/membership`)).statusCode).toBe(204);
    expect(await news(invitee)).toEqual({ invites: [], bell: 0 });
    // What it led to is closed to them now, which is why it goes.
    expect((await apiAs(ctx, invitee.cookie).get(`/api/clubs/${club}`)).statusCode).toBe(404);
  });

  it('an accepted invitation stays in the history and leads to the club; leaving takes it away', async () => {
    const { invitee, club } = await privateClubWithInvitee();
    expect((await apiAs(ctx, invitee.cookie).post(`/api/clubs/${club}/join`)).statusCode).toBe(200);
    expect(await news(invitee)).toEqual({ invites: [{ clubId: club, read: false }], bell: 1 });
    expect((await apiAs(ctx, invitee.cookie).get(`/api/clubs/${club}`)).json()).toMatchObject({
      membership: { status: 'active' },
    });
    expect((await apiAs(ctx, invitee.cookie).delete(`/api/clubs/${club}/membership`)).statusCode).toBe(204);
    expect(await news(invitee)).toEqual({ invites: [], bell: 0 });
  });

  it('invited again after a withdrawal, the member has one unread invitation, whether they read the first', async () => {
    for (const readFirst of [false, true]) {
      const { owner, invitee, club } = await privateClubWithInvitee();
      if (readFirst)
        expect((await apiAs(ctx, invitee.cookie).post('/api/notifications/read', {})).statusCode).toBe(200);
      await apiAs(ctx, owner.cookie).delete(`/api/clubs/${club}/members/${invitee.user.id}`);
      await invite(owner, club, invitee);
      expect(await news(invitee), `first read: ${readFirst}`).toEqual({
        invites: [{ clubId: club, read: false }],
        bell: 1,
      });
    }
  });

  it("an admin's invitation blocked either way with the owner since it was sent leaves the list and the bell while the block lasts", async () => {
    const owner = await buildSignedInUser(ctx.db);
    const clubAdmin = await buildSignedInUser(ctx.db);
    const [blockedByOwner, blockerOfOwner] = await Promise.all([1, 2].map(() => buildSignedInUser(ctx.db)));
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'private' });
    await addClubMember(ctx.db, club, clubAdmin.user.id, 'admin');
    for (const invitee of [blockedByOwner, blockerOfOwner]) {
      await invite(clubAdmin, club, invitee);
      expect(await news(invitee)).toEqual({ invites: [{ clubId: club, read: false }], bell: 1 });
    }
    // The admin who sent it is still shown to them: only the block with the owner stands in the way.
    await block(ctx.db, owner.user.id, blockedByOwner.user.id);
    await block(ctx.db, blockerOfOwner.user.id, owner.user.id);
    for (const invitee of [blockedByOwner, blockerOfOwner]) {
      expect(await news(invitee)).toEqual({ invites: [], bell: 0 });
    }
    await ctx.db.query('delete from blocks where blocker_id = $1 and blocked_id = $2', [
      owner.user.id,
      blockedByOwner.user.id,
    ]);
    expect(await news(blockedByOwner)).toEqual({ invites: [{ clubId: club, read: false }], bell: 1 });
  });

  it("one club's withdrawn invitation leaves another club's in place", async () => {
    const { owner, invitee, club } = await privateClubWithInvitee();
    const other = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'private' });
    await invite(owner, other, invitee);
    await apiAs(ctx, owner.cookie).delete(`/api/clubs/${club}/members/${invitee.user.id}`);
    expect(await news(invitee)).toEqual({ invites: [{ clubId: other, read: false }], bell: 1 });
  });
});
