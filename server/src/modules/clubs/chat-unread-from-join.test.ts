import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { buildClub } from '../../test/factories/clubs';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

type Signed = Awaited<ReturnType<typeof buildSignedInUser>>;

const say = async (who: Signed, club: number, content: string) =>
  expect((await apiAs(ctx, who.cookie).post(`/api/clubs/${club}/messages`, { content })).statusCode).toBe(201);

/** The member's unread count in the club's conversation (undefined: not in it). */
const unread = async (who: Signed, club: number): Promise<number | undefined> => {
  const list = (await apiAs(ctx, who.cookie).get('/api/chat/clubs')).json() as {
    clubId: number;
    unreadCount: number;
  }[];
  return list.find((c) => c.clubId === club)?.unreadCount;
};

describe("a club conversation's unread count starts when the member joins", () => {
  it('a new member of an open club, and again when they leave and come back', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'open' });
    for (const text of ['one', 'two', 'three']) await say(owner, club, text);
    expect((await apiAs(ctx, member.cookie).post(`/api/clubs/${club}/join`)).statusCode).toBe(200);
    expect(await unread(member, club)).toBe(0);
    await say(owner, club, 'welcome');
    expect(await unread(member, club)).toBe(1);
    // The history stays readable: it is just not news.
    const history = (await apiAs(ctx, member.cookie).get(`/api/clubs/${club}/messages`)).json();
    expect(history.map((m: { content: string }) => m.content)).toEqual(['one', 'two', 'three', 'welcome']);

    expect((await apiAs(ctx, member.cookie).delete(`/api/clubs/${club}/membership`)).statusCode).toBe(204);
    for (const text of ['while away', 'still away']) await say(owner, club, text);
    expect((await apiAs(ctx, member.cookie).post(`/api/clubs/${club}/join`)).statusCode).toBe(200);
    expect(await unread(member, club)).toBe(0);
    await say(owner, club, 'welcome back');
    expect(await unread(member, club)).toBe(1);
  });

  it('a member let in by an approval, by accepting an invitation, or invited after asking', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const [approved, invitee, askerInvited] = await Promise.all([1, 2, 3].map(() => buildSignedInUser(ctx.db)));
    const byRequest = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'request' });
    const owners = apiAs(ctx, owner.cookie);

    await apiAs(ctx, approved.cookie).post(`/api/clubs/${byRequest}/join`);
    await apiAs(ctx, askerInvited.cookie).post(`/api/clubs/${byRequest}/join`);
    expect((await owners.post(`/api/clubs/${byRequest}/invitations`, { userId: invitee.user.id })).statusCode).toBe(
      204,
    );
    for (const text of ['before them', 'also before']) await say(owner, byRequest, text);

    expect((await owners.post(`/api/clubs/${byRequest}/requests/${approved.user.id}/approve`)).statusCode).toBe(204);
    expect((await apiAs(ctx, invitee.cookie).post(`/api/clubs/${byRequest}/join`)).statusCode).toBe(200);
    expect(
      (await owners.post(`/api/clubs/${byRequest}/invitations`, { userId: askerInvited.user.id })).statusCode,
    ).toBe(204);
    for (const who of [approved, invitee, askerInvited]) expect(await unread(who, byRequest)).toBe(0);
    await say(owner, byRequest, 'hello all');
    for (const who of [approved, invitee, askerInvited]) expect(await unread(who, byRequest)).toBe(1);
  });
});
