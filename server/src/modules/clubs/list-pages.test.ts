import { describe, expect, it } from 'vitest';
import { apiAs, idsOf } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { buildClub } from '../../test/factories/clubs';
import { insertManyUsers, MANY_USERS_TIMEOUT_MS } from '../../test/factories/people';
import { planOf, relationRead } from '../../test/plan-reads';
import { useTestApp } from '../../test/test-app';
import { upcomingEventsStatement } from './events-repository';
import { clubMembersStatement } from './membership-repository';

// A club's events, requests to join and invitations are read a page at a time (D5: keyset, never
// OFFSET): `?limit=` and `?before=<id of the last item seen>`, one indexed statement per page.

const ctx = useTestApp();

/** Every page of a list, following `before` until a page is shorter than `limit` (at most 10 pages). */
async function allPages(cookie: string, path: string, limit: number): Promise<number[][]> {
  const pages: number[][] = [];
  let before: number | undefined;
  while (pages.length < 10) {
    const res = await apiAs(ctx, cookie).get(`${path}?limit=${limit}${before ? `&before=${before}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = idsOf(res.json());
    pages.push(page);
    if (page.length < limit) return pages;
    before = page[page.length - 1];
  }
  return pages;
}

/** Inserts events of `clubId` starting at these hours from now; answers their ids in that order. */
async function insertEvents(clubId: number, creatorId: number, hoursFromNow: number[]): Promise<number[]> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `insert into club_events (club_id, creator_id, title, starts_at)
     select $1, $2, 'Session ' || h, now() + h * interval '1 hour' from unnest($3::int[]) with ordinality as t(h, n)
     order by n returning id`,
    [clubId, creatorId, hoursFromNow],
  );
  return rows.map((r) => r.id);
}

describe('pages of a club’s events, requests and invitations', () => {
  it('cover every upcoming event once, soonest first, events at the same time included', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id);
    // Three events at the same hour: the id breaks the tie, so a page boundary among them loses none.
    const hours = [5, 2, 2, 2, 9, 1, 30, 7];
    const ids = await insertEvents(club, owner.user.id, hours);
    await insertEvents(club, owner.user.id, [-10]); // over: not listed
    const soonestFirst = ids
      .map((id, i) => ({ id, h: hours[i] }))
      .sort((a, b) => a.h - b.h || a.id - b.id)
      .map((e) => e.id);
    const pages = await allPages(owner.cookie, `/api/clubs/${club}/events`, 3);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 2]);
    expect(pages.flat()).toEqual(soonestFirst);

    // Another club's event is no cursor here: its date shows through no page of this club.
    const other = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'private' });
    const [elsewhere] = await insertEvents(other, owner.user.id, [3]);
    const res = await apiAs(ctx, owner.cookie).get(`/api/clubs/${club}/events?limit=3&before=${elsewhere}`);
    expect(res.json()).toEqual([]);
  });

  it('cover every request to join and every invitation once, newest member first', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'request' });
    const askers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => buildSignedInUser(ctx.db)));
    const invitees = await Promise.all([1, 2, 3, 4, 5].map(() => buildSignedInUser(ctx.db)));
    for (const asker of askers) await apiAs(ctx, asker.cookie).post(`/api/clubs/${club}/join`);
    for (const invitee of invitees)
      await apiAs(ctx, owner.cookie).post(`/api/clubs/${club}/invitations`, { userId: invitee.user.id });
    const newestFirst = (people: typeof askers) => people.map((p) => p.user.id).sort((a, b) => b - a);

    const requests = await allPages(owner.cookie, `/api/clubs/${club}/requests`, 3);
    expect(requests.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(requests.flat()).toEqual(newestFirst(askers));
    const invitations = await allPages(owner.cookie, `/api/clubs/${club}/invitations`, 2);
    expect(invitations.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(invitations.flat()).toEqual(newestFirst(invitees));
  });

  it(
    'a next page is one range of an index, however many events and members the clubs have',
    async () => {
      await insertManyUsers(ctx.db, 3000, 'clubpages');
      const owner = await buildSignedInUser(ctx.db);
      const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'request' });
      const busy = await buildClub(ctx.db, owner.user.id);
      // A thousand members of each status, and the same again in another club.
      await ctx.db.query(
        `insert into club_members (club_id, user_id, status)
         select c, u.id, (array['active', 'requested', 'invited'])[1 + u.id % 3]
         from users u, unnest($1::int[]) as c where u.username like '%\\_clubpages'`,
        [[club, busy]],
      );
      const hours = Array.from({ length: 1000 }, (_, i) => 1 + (i % 500));
      const [firstEvent] = await insertEvents(club, owner.user.id, hours);
      await insertEvents(busy, owner.user.id, hours);
      await ctx.db.query('analyze club_members');
      await ctx.db.query('analyze club_events');
      const limit = 20;

      const events = upcomingEventsStatement(club, owner.user.id, { limit, before: firstEvent });
      expect(await planOf(ctx.db, events)).toContain('club_events_club_idx');
      // The page and the cursor's own row, nothing more.
      const eventsRead = await relationRead(ctx.db, events, 'club_events');
      expect({ rows: eventsRead.rows, fullScans: eventsRead.fullScans }, eventsRead.plan).toEqual({
        rows: limit + 1,
        fullScans: 0,
      });

      const viewer = { id: owner.user.id, isAdmin: false };
      const before = (await ctx.db.query('select max(id) as id from users')).rows[0].id - 100;
      for (const [status, index] of [
        ['requested', 'club_members_requests_idx'],
        ['invited', 'club_members_invitations_idx'],
      ] as const) {
        const page = clubMembersStatement(club, viewer, { limit, before }, status);
        expect(await planOf(ctx.db, page)).toContain(index);
        const read = await relationRead(ctx.db, page, 'club_members');
        expect({ rows: read.rows, fullScans: read.fullScans }, read.plan).toEqual({ rows: limit, fullScans: 0 });
      }
    },
    MANY_USERS_TIMEOUT_MS,
  );
});
