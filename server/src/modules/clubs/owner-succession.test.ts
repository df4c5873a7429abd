import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { addClubMember, buildClub, challengeBody } from '../../test/factories/clubs';
import { useTestApp } from '../../test/test-app';
import { deleteAccount } from '../people';

const ctx = useTestApp();

const ownerOf = async (club: number) =>
  (await ctx.db.query('select owner_id from clubs where id = $1', [club])).rows[0]?.owner_id ?? null;
const roleOf = async (club: number, userId: number) =>
  (await ctx.db.query('select role from club_members where club_id = $1 and user_id = $2', [club, userId])).rows[0]
    ?.role;

describe('an owner who deletes their account', () => {
  it('hands each club to its admin (else its longest-standing member), with its members’ content kept', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const [early, admin, late] = [
      await buildSignedInUser(ctx.db),
      await buildSignedInUser(ctx.db),
      await buildSignedInUser(ctx.db),
    ];
    const withAdmin = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'open' });
    const membersOnly = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'open' });
    const alone = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'open' });
    for (const club of [withAdmin, membersOnly, alone]) await addClubMember(ctx.db, club, owner.user.id, 'owner');
    await addClubMember(ctx.db, withAdmin, early.user.id);
    await addClubMember(ctx.db, withAdmin, admin.user.id, 'admin');
    await addClubMember(ctx.db, membersOnly, early.user.id);
    await addClubMember(ctx.db, membersOnly, late.user.id);
    await ctx.db.query(`update club_members set created_at = now() + interval '1 minute' where user_id = $1`, [
      late.user.id,
    ]);
    const said = await apiAs(ctx, early.cookie).post(`/api/clubs/${withAdmin}/messages`, { content: 'Sunday 8am?' });
    expect(said.statusCode, said.body).toBe(201);

    await deleteAccount(ctx.app, owner.user.id);

    expect([await ownerOf(withAdmin), await roleOf(withAdmin, admin.user.id)]).toEqual([admin.user.id, 'owner']);
    expect([await ownerOf(membersOnly), await roleOf(membersOnly, early.user.id)]).toEqual([early.user.id, 'owner']);
    expect(await roleOf(membersOnly, late.user.id)).toBe('member');
    expect(await ownerOf(alone)).toBeNull(); // nobody else was in it: it went with its owner
    const club = await apiAs(ctx, early.cookie).get(`/api/clubs/${withAdmin}`);
    expect(club.json()).toMatchObject({ memberCount: 2 });
    const messages = await apiAs(ctx, early.cookie).get(`/api/clubs/${withAdmin}/messages`);
    expect(JSON.stringify(messages.json())).toContain('Sunday 8am?');
    // The new owner runs it: they can edit it.
    const renamed = await apiAs(ctx, admin.cookie).put(`/api/clubs/${withAdmin}`, {
      name: 'Dawn Patrol',
      sport: 'run',
      joinPolicy: 'open',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('leaves the events and challenges they scheduled in clubs that stay, with RSVPs and standings', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const clubAdmin = await buildSignedInUser(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'open' });
    await addClubMember(ctx.db, club, clubAdmin.user.id, 'admin');
    await addClubMember(ctx.db, club, member.user.id);
    const startsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const schedule = async (cookie: string, title: string) => {
      const event = await apiAs(ctx, cookie).post(`/api/clubs/${club}/events`, { title, startsAt, gymId: null });
      expect(event.statusCode, event.body).toBe(201);
      const challenge = await apiAs(ctx, cookie).post('/api/challenges', challengeBody({ title, clubId: club }));
      expect(challenge.statusCode, challenge.body).toBe(201);
      const ids = { event: event.json().id as number, challenge: challenge.json().id as number };
      expect(
        (await apiAs(ctx, member.cookie).put(`/api/events/${ids.event}/rsvp`, { status: 'going' })).statusCode,
      ).toBe(200);
      expect((await apiAs(ctx, member.cookie).post(`/api/challenges/${ids.challenge}/join`)).statusCode).toBe(200);
      return ids;
    };
    const byAdmin = await schedule(clubAdmin.cookie, 'Track night');
    const byOwner = await schedule(owner.cookie, 'Long run');

    await deleteAccount(ctx.app, clubAdmin.user.id); // an admin: the club's owner takes their schedule
    await deleteAccount(ctx.app, owner.user.id); // the owner: the club, and then it, pass to the member

    const api = apiAs(ctx, member.cookie);
    const events = (await api.get(`/api/clubs/${club}/events`)).json() as { id: number; going: number }[];
    expect(events.map((e) => [e.id, e.going]).sort()).toEqual(
      [
        [byAdmin.event, 1],
        [byOwner.event, 1],
      ].sort(),
    );
    const mine = (await api.get('/api/challenges/mine')).json() as { id: number }[];
    expect(mine.map((c) => c.id).sort()).toEqual([byAdmin.challenge, byOwner.challenge].sort());
    // The club's new owner may change what the departed members scheduled.
    const edited = await api.put(
      `/api/challenges/${byOwner.challenge}`,
      challengeBody({ title: 'Longer run', clubId: club }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
  });
});
