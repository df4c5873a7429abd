import { CLUB_MESSAGES } from '@common/clubs-texts';
import { describe, expect, it } from 'vitest';
import { apiAs, idsOf } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { addClubMember, buildClub } from '../../test/factories/clubs';
import { block } from '../../test/factories/moderation';
import { useTestApp } from '../../test/test-app';

// Joining keeps out whoever is blocked either way with the owner. An invitation sent before such a
// block can never be accepted: it is offered to no one, and accepting it is refused in plain words.
const ctx = useTestApp();

describe('an invitation blocked with the owner after it was sent', () => {
  it("leaves the invitee's clubs and the admins' invitations, and Accept is refused until the block is lifted", async () => {
    const owner = await buildSignedInUser(ctx.db);
    const clubAdmin = await buildSignedInUser(ctx.db);
    const [blockedByOwner, blockerOfOwner, invitedByOwner] = await Promise.all(
      [1, 2, 3].map(() => buildSignedInUser(ctx.db)),
    );
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'private' });
    await addClubMember(ctx.db, club, clubAdmin.user.id, 'admin');
    const invitations = [
      { invitee: blockedByOwner, by: clubAdmin },
      { invitee: blockerOfOwner, by: clubAdmin },
      { invitee: invitedByOwner, by: owner },
    ];
    for (const { invitee, by } of invitations) {
      const res = await apiAs(ctx, by.cookie).post(`/api/clubs/${club}/invitations`, { userId: invitee.user.id });
      expect(res.statusCode, res.body).toBe(204);
      expect(idsOf((await apiAs(ctx, invitee.cookie).get('/api/clubs/mine')).json())).toEqual([club]);
    }
    await block(ctx.db, owner.user.id, blockedByOwner.user.id);
    await block(ctx.db, blockerOfOwner.user.id, owner.user.id);
    await block(ctx.db, owner.user.id, invitedByOwner.user.id);

    const admin = apiAs(ctx, clubAdmin.cookie);
    expect((await admin.get(`/api/clubs/${club}/invitations`)).json()).toEqual([]);
    for (const { invitee } of invitations) {
      const member = apiAs(ctx, invitee.cookie);
      expect((await member.get('/api/clubs/mine')).json()).toEqual([]);
      const res = await member.post(`/api/clubs/${club}/join`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CLUB_MESSAGES.cannotAcceptBlocked);
      // Nothing changed: still an invitation, not a member.
      expect((await member.get(`/api/clubs/${club}`)).json()).toMatchObject({
        memberCount: 2,
        membership: { status: 'invited' },
      });
    }

    // The owner lifts their block: the invitation is back for both sides and can be accepted.
    await ctx.db.query('delete from blocks where blocker_id = $1 and blocked_id = $2', [
      owner.user.id,
      blockedByOwner.user.id,
    ]);
    expect(idsOf((await admin.get(`/api/clubs/${club}/invitations`)).json())).toEqual([blockedByOwner.user.id]);
    const member = apiAs(ctx, blockedByOwner.cookie);
    expect(idsOf((await member.get('/api/clubs/mine')).json())).toEqual([club]);
    expect((await member.post(`/api/clubs/${club}/join`)).statusCode).toBe(200);
  });

  it('someone blocked with the owner and never invited still finds no club', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const stranger = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'open' });
    await block(ctx.db, owner.user.id, stranger.user.id);
    const res = await apiAs(ctx, stranger.cookie).post(`/api/clubs/${club}/join`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CLUB_MESSAGES.clubNotFound);
  });
});
