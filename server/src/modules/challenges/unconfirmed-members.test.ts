import { CHALLENGE_MESSAGES } from '@common/challenges-texts';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { addClubMember, buildClub, challengeBody } from '../../test/factories/clubs';
import { useTestApp } from '../../test/test-app';

// Issue 18 for challenges: until their email address is confirmed a member creates no challenge
// every member can read: not a public one, nor one in an open club (anyone may look at its
// challenges). In a club that is by request or private only its members see it: allowed.
const ctx = useTestApp();

const refused = { message: CHALLENGE_MESSAGES.verifyToCreatePublic };
const challengesOf = async (userId: number) =>
  (await ctx.db.query('select 1 from challenges where creator_id = $1', [userId])).rows.length;

describe('challenges of a member whose email address is not confirmed', () => {
  it('refuses a public challenge and one in an open club with the message, and stores nothing', async () => {
    const member = await buildSignedInUser(ctx.db, { emailVerified: false });
    const open = await buildClub(ctx.db, member.user.id, { joinPolicy: 'open' });
    const as = apiAs(ctx, member.cookie);
    for (const clubId of [undefined, open]) {
      const res = await as.post('/api/challenges', challengeBody({ clubId }));
      expect([res.statusCode, res.json()], `club ${clubId}`).toEqual([403, refused]);
    }
    expect(await challengesOf(member.user.id)).toBe(0);
  });

  it('creates one in their by-request or private club, and lets them rename it', async () => {
    const member = await buildSignedInUser(ctx.db, { emailVerified: false });
    const as = apiAs(ctx, member.cookie);
    for (const joinPolicy of ['request', 'private'] as const) {
      const clubId = await buildClub(ctx.db, member.user.id, { joinPolicy });
      const res = await as.post('/api/challenges', challengeBody({ clubId }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ club: { id: clubId } });
      const renamed = await as.put(`/api/challenges/${res.json().id}`, { title: 'Members only' });
      expect(renamed.statusCode, renamed.body).toBe(200);
    }
  });

  it("refuses an unconfirmed club admin's rename of a challenge in an open club", async () => {
    const owner = await buildSignedInUser(ctx.db);
    const admin = await buildSignedInUser(ctx.db, { emailVerified: false });
    const clubId = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'open' });
    await addClubMember(ctx.db, clubId, admin.user.id, 'admin');
    const created = await apiAs(ctx, owner.cookie).post('/api/challenges', challengeBody({ clubId }));
    expect(created.statusCode, created.body).toBe(201);
    const res = await apiAs(ctx, admin.cookie).put(`/api/challenges/${created.json().id}`, { title: 'Spam' });
    expect([res.statusCode, res.json()]).toEqual([403, refused]);
  });

  it('lets confirmed members create public and open-club challenges', async () => {
    const member = await buildSignedInUser(ctx.db);
    const open = await buildClub(ctx.db, member.user.id, { joinPolicy: 'open' });
    for (const clubId of [undefined, open]) {
      const res = await apiAs(ctx, member.cookie).post('/api/challenges', challengeBody({ clubId }));
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});
