import { CLUB_MESSAGES as M } from '@common/clubs-texts';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { addClubMember, buildClub } from '../../test/factories/clubs';
import { useTestApp } from '../../test/test-app';

// The owner hands the club over (PUT /api/clubs/{id}/members/{userId} with role 'owner'): the
// message that refuses an owner's leaving says "delete it or hand it over first", and before this
// there was no way to hand it over.
const ctx = useTestApp();

const roles = async (club: number) =>
  Object.fromEntries(
    (
      await ctx.db.query<{ user_id: number; role: string }>(
        'select user_id, role from club_members where club_id = $1',
        [club],
      )
    ).rows.map((r) => [r.user_id, r.role]),
  );
const ownerOf = async (club: number) =>
  (await ctx.db.query<{ owner_id: number }>('select owner_id from clubs where id = $1', [club])).rows[0].owner_id;
const handOver = (cookie: string, club: number, userId: number) =>
  apiAs(ctx, cookie).put(`/api/clubs/${club}/members/${userId}`, { role: 'owner' });

describe('handing a club over', () => {
  it('makes an active member its owner and the owner an admin, who may then leave', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const heir = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id);
    await addClubMember(ctx.db, club, heir.user.id);
    const left = await apiAs(ctx, owner.cookie).delete(`/api/clubs/${club}/membership`);
    expect(left.json().message).toBe(M.ownerCannotLeave);

    const res = await handOver(owner.cookie, club, heir.user.id);
    expect(res.statusCode, res.body).toBe(204);
    expect(await ownerOf(club)).toBe(heir.user.id);
    expect(await roles(club)).toEqual({ [owner.user.id]: 'admin', [heir.user.id]: 'owner' });
    const page = (await apiAs(ctx, heir.cookie).get(`/api/clubs/${club}`)).json();
    expect(page.owner.id).toBe(heir.user.id);
    expect(page.membership.role).toBe('owner');

    // The new owner decides now: the former one cannot delete the club, and may leave it.
    expect((await apiAs(ctx, owner.cookie).delete(`/api/clubs/${club}`)).statusCode).toBe(403);
    expect((await apiAs(ctx, heir.cookie).delete(`/api/clubs/${club}/membership`)).statusCode).toBe(409);
    expect((await apiAs(ctx, owner.cookie).delete(`/api/clubs/${club}/membership`)).statusCode).toBe(204);
    expect(await roles(club)).toEqual({ [heir.user.id]: 'owner' });
  });

  it('is the owner’s alone, to an active member who is not suspended; anything else changes nothing', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const admin = await buildSignedInUser(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    const invited = await buildSignedInUser(ctx.db);
    const suspended = await buildSignedInUser(ctx.db);
    const outsider = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'private' });
    await addClubMember(ctx.db, club, admin.user.id, 'admin');
    await addClubMember(ctx.db, club, member.user.id);
    await addClubMember(ctx.db, club, suspended.user.id);
    await ctx.db.query(`update users set suspended_at = now() where id = $1`, [suspended.user.id]);
    const invite = await apiAs(ctx, owner.cookie).post(`/api/clubs/${club}/invitations`, { userId: invited.user.id });
    expect(invite.statusCode, invite.body).toBe(204);
    const before = await roles(club);

    const byAdmin = await handOver(admin.cookie, club, admin.user.id);
    expect([byAdmin.statusCode, byAdmin.json().message]).toEqual([403, M.notOwner]);
    expect((await handOver(member.cookie, club, member.user.id)).statusCode).toBe(403);
    for (const who of [invited, suspended, outsider]) {
      const res = await handOver(owner.cookie, club, who.user.id);
      expect([res.statusCode, res.json().message]).toEqual([404, M.memberNotFound]);
    }
    const toSelf = await handOver(owner.cookie, club, owner.user.id);
    expect([toSelf.statusCode, toSelf.json().message]).toEqual([403, M.cannotChangeOwner]);
    const unknownRole = await apiAs(ctx, owner.cookie).put(`/api/clubs/${club}/members/${member.user.id}`, {
      role: 'founder',
    });
    expect([unknownRole.statusCode, unknownRole.json().message]).toEqual([400, M.roleInvalid]);

    expect(await roles(club)).toEqual(before);
    expect(await ownerOf(club)).toBe(owner.user.id);
  });

  it('two hand-overs at once leave one owner', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id);
    await addClubMember(ctx.db, club, a.user.id);
    await addClubMember(ctx.db, club, b.user.id);
    const answers = await Promise.all([
      handOver(owner.cookie, club, a.user.id),
      handOver(owner.cookie, club, b.user.id),
    ]);
    // The second finds the club no longer the caller's.
    expect(answers.map((r) => r.statusCode).sort()).toEqual([204, 403]);
    const owners = Object.entries(await roles(club)).filter(([, role]) => role === 'owner');
    expect(owners).toHaveLength(1);
    expect(Number(owners[0][0])).toBe(await ownerOf(club));
  });
});
