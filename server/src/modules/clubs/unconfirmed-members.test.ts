import { CLUB_MESSAGES } from '@common/clubs-texts';
import type { ClubInput } from '@common/schemas/clubs';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { addClubMember, buildClub } from '../../test/factories/clubs';
import { useTestApp } from '../../test/test-app';

// Issue 18 for clubs: until their email address is confirmed a member creates no club everyone can
// see (open or by request: listed with its name and description for all), as they post to no one
// publicly; a private club (invitation only) they may create and keep private.
const ctx = useTestApp();

const club = (o: Partial<ClubInput> = {}): ClubInput => ({
  name: 'Dawn runners',
  description: 'Buy cheap followers at example.com',
  sport: 'run',
  joinPolicy: 'open',
  ...o,
});
const refused = { message: CLUB_MESSAGES.verifyToListClub };
const clubsOf = async (userId: number) =>
  (await ctx.db.query('select 1 from clubs where owner_id = $1', [userId])).rows.length;

describe('clubs of a member whose email address is not confirmed', () => {
  it('refuses an open or by-request club with the message and stores nothing; a private one is created', async () => {
    const member = await buildSignedInUser(ctx.db, { emailVerified: false });
    const as = apiAs(ctx, member.cookie);
    for (const joinPolicy of ['open', 'request'] as const) {
      const res = await as.post('/api/clubs', club({ joinPolicy }));
      expect([res.statusCode, res.json()], joinPolicy).toEqual([403, refused]);
    }
    expect(await clubsOf(member.user.id)).toBe(0);

    const res = await as.post('/api/clubs', club({ joinPolicy: 'private' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ joinPolicy: 'private', name: 'Dawn runners' });
  });

  it('lets them edit their private club but not open it to everyone', async () => {
    const member = await buildSignedInUser(ctx.db, { emailVerified: false });
    const id = await buildClub(ctx.db, member.user.id, { joinPolicy: 'private' });
    const as = apiAs(ctx, member.cookie);
    for (const joinPolicy of ['open', 'request'] as const) {
      const res = await as.put(`/api/clubs/${id}`, club({ joinPolicy }));
      expect([res.statusCode, res.json()], joinPolicy).toEqual([403, refused]);
    }
    const renamed = await as.put(`/api/clubs/${id}`, club({ joinPolicy: 'private', name: 'Dawn walkers' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ joinPolicy: 'private', name: 'Dawn walkers' });
  });

  it("refuses an unconfirmed admin's edit of a club everyone can see", async () => {
    const owner = await buildSignedInUser(ctx.db);
    const admin = await buildSignedInUser(ctx.db, { emailVerified: false });
    const id = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'request', name: 'Lifters' });
    await addClubMember(ctx.db, id, admin.user.id, 'admin');
    const res = await apiAs(ctx, admin.cookie).put(`/api/clubs/${id}`, club({ joinPolicy: 'request' }));
    expect([res.statusCode, res.json()]).toEqual([403, refused]);
    const { rows } = await ctx.db.query('select name from clubs where id = $1', [id]);
    expect(rows[0].name).toBe('Lifters');
  });

  it("refuses an unconfirmed admin's event in an open club, which anyone reads; a request club's is kept", async () => {
    const owner = await buildSignedInUser(ctx.db);
    const admin = await buildSignedInUser(ctx.db, { emailVerified: false });
    const startsAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const eventsOf = async (clubId: number) =>
      (await ctx.db.query('select title from club_events where club_id = $1', [clubId])).rows.map((r) => r.title);
    const open = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'open' });
    const request = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'request' });
    for (const id of [open, request]) await addClubMember(ctx.db, id, admin.user.id, 'admin');
    const as = apiAs(ctx, admin.cookie);
    const refusedEvent = await as.post(`/api/clubs/${open}/events`, { title: 'Free followers', startsAt });
    expect([refusedEvent.statusCode, refusedEvent.json()]).toEqual([403, { message: CLUB_MESSAGES.verifyToSchedule }]);
    expect(await eventsOf(open)).toEqual([]);
    const kept = await as.post(`/api/clubs/${request}/events`, { title: 'Hill repeats', startsAt });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(await eventsOf(request)).toEqual(['Hill repeats']);
  });

  it('lets confirmed members create every kind, and a member who just confirmed at once', async () => {
    const confirmed = await buildSignedInUser(ctx.db);
    for (const joinPolicy of ['open', 'request', 'private'] as const) {
      const res = await apiAs(ctx, confirmed.cookie).post('/api/clubs', club({ joinPolicy }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const member = await buildSignedInUser(ctx.db, { emailVerified: false });
    expect((await apiAs(ctx, member.cookie).post('/api/clubs', club())).statusCode).toBe(403);
    // Their session is cached now; confirming changes their row, which drops it.
    await ctx.db.query('update users set email_verified_at = now() where id = $1', [member.user.id]);
    const res = await apiAs(ctx, member.cookie).post('/api/clubs', club());
    expect(res.statusCode, res.body).toBe(201);
  });
});
