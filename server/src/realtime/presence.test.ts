import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../app';
import { buildSignedInUser, follow } from '../test/factories';
import { addClubMember, buildClub } from '../test/factories/clubs';
import { setPrivacy } from '../test/factories/people';
import { openSocket } from '../test/realtime-socket';
import { useTestApp } from '../test/test-app';
import { CLOSE_SESSION_ENDED } from '.';

// Waits for socket events are generous (a shared, busy machine): so is each test's time.
vi.setConfig({ testTimeout: 30_000 });
const ctx = useTestApp();
let url: string;
// A second instance with a fast heartbeat, so dead sockets and ended sessions are noticed in the
// heartbeat tests (not so fast that a busy machine's live sockets miss their pong).
let app: App;
let fastUrl: string;
beforeAll(async () => {
  url = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  app = await buildApp({ config: ctx.config, db: ctx.db, realtime: { heartbeatMs: 1000 } });
  fastUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app?.close();
});

const contactsOf = async (cookie: string) =>
  (await ctx.app.inject({ url: '/api/chat/contacts', headers: { cookie } })).json() as {
    id: number;
    online: boolean;
  }[];

describe('presence', () => {
  it('announces online to followers once, stays online while any tab is open, offline when the last closes', async () => {
    const member = await buildSignedInUser(ctx.db);
    const fan = await buildSignedInUser(ctx.db);
    const notFollowing = await buildSignedInUser(ctx.db);
    // A public member: whoever follows them may see them come and go.
    await setPrivacy(ctx.db, member.user.id, { profileVisibility: 'public' });
    await follow(ctx.db, fan.user.id, member.user.id);
    const [fanSocket, otherSocket] = await Promise.all([
      openSocket(url, fan.cookie),
      openSocket(url, notFollowing.cookie),
    ]);
    const isMember = (e: { userId: number }) => e.userId === member.user.id;

    const tab1 = await openSocket(url, member.cookie);
    expect(await fanSocket.next('status', isMember)).toEqual({
      type: 'status',
      userId: member.user.id,
      status: 'online',
    });
    expect((await contactsOf(fan.cookie)).find((c) => c.id === member.user.id)?.online).toBe(true);

    const tab2 = await openSocket(url, member.cookie);
    await tab1.close();
    expect(await fanSocket.none('status', (e) => isMember(e) && e.status === 'offline')).toBe(true);
    expect((await contactsOf(fan.cookie)).find((c) => c.id === member.user.id)?.online).toBe(true);

    await tab2.close();
    expect(await fanSocket.next('status', (e) => isMember(e) && e.status === 'offline')).toMatchObject({
      status: 'offline',
    });
    expect((await contactsOf(fan.cookie)).find((c) => c.id === member.user.id)?.online).toBe(false);
    // Presence goes to followers only.
    expect(await otherSocket.none('status', isMember, 100)).toBe(true);
    await Promise.all([fanSocket.close(), otherSocket.close()]);
  });

  it('tells a member on connect which of the people they follow are online', async () => {
    const member = await buildSignedInUser(ctx.db);
    const friend = await buildSignedInUser(ctx.db);
    const away = await buildSignedInUser(ctx.db);
    await follow(ctx.db, member.user.id, friend.user.id);
    await follow(ctx.db, friend.user.id, member.user.id);
    await follow(ctx.db, member.user.id, away.user.id);
    const friendSocket = await openSocket(url, friend.cookie);
    const socket = await openSocket(url, member.cookie);
    expect(await socket.next('presence')).toEqual({ type: 'presence', online: [friend.user.id] });
    await Promise.all([socket.close(), friendSocket.close()]);
  });

  it("follows the member's profile audience: a stranger who follows a private or friends-only member sees nothing", async () => {
    const member = await buildSignedInUser(ctx.db);
    const stranger = await buildSignedInUser(ctx.db);
    const friend = await buildSignedInUser(ctx.db);
    await follow(ctx.db, stranger.user.id, member.user.id);
    await follow(ctx.db, friend.user.id, member.user.id);
    await follow(ctx.db, member.user.id, friend.user.id);
    const isMember = (e: { userId: number }) => e.userId === member.user.id;
    for (const profileVisibility of ['private', 'friends'] as const) {
      await setPrivacy(ctx.db, member.user.id, { profileVisibility });
      const [strangerSocket, friendSocket] = await Promise.all([
        openSocket(url, stranger.cookie),
        openSocket(url, friend.cookie),
      ]);
      const tab = await openSocket(url, member.cookie);
      const online = async (cookie: string) => (await contactsOf(cookie)).find((c) => c.id === member.user.id)?.online;
      if (profileVisibility === 'friends') {
        await friendSocket.next('status', isMember);
        expect(await online(friend.cookie)).toBe(true);
      } else {
        expect(await friendSocket.none('status', isMember, 500)).toBe(true);
        expect(await online(friend.cookie)).toBe(false);
      }
      expect(await strangerSocket.none('status', isMember, 500)).toBe(true);
      expect(await online(stranger.cookie)).toBe(false);
      // Nor does a socket opened while the member is online list them.
      const later = await openSocket(url, stranger.cookie);
      expect(await later.next('presence')).toEqual({ type: 'presence', online: [] });
      await Promise.all([tab, strangerSocket, friendSocket, later].map((s) => s.close()));
    }
  });

  it('counts the viewer as online in their own view, before their socket is open', async () => {
    // A private member is shown to no one else, yet to themselves they are here: the club's
    // header said "0 online" to its only visitor while the page's socket was still connecting.
    const owner = await buildSignedInUser(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    await setPrivacy(ctx.db, owner.user.id, { profileVisibility: 'private' });
    const clubId = await buildClub(ctx.db, owner.user.id);
    await addClubMember(ctx.db, clubId, member.user.id);
    const clubsOf = async (cookie: string) =>
      (await ctx.app.inject({ url: '/api/chat/clubs', headers: { cookie } })).json() as {
        clubId: number;
        onlineCount: number;
      }[];
    const membersOf = async (cookie: string) =>
      (await ctx.app.inject({ url: `/api/clubs/${clubId}/members`, headers: { cookie } })).json() as {
        id: number;
        online: boolean;
      }[];
    expect((await clubsOf(owner.cookie)).find((c) => c.clubId === clubId)?.onlineCount).toBe(1);
    expect((await membersOf(owner.cookie)).find((m) => m.id === owner.user.id)?.online).toBe(true);
    // The member, with no socket either, is not online to the owner; the owner is not to them.
    expect((await membersOf(owner.cookie)).find((m) => m.id === member.user.id)?.online).toBe(false);
    const tab = await openSocket(url, owner.cookie);
    expect((await clubsOf(member.cookie)).find((c) => c.clubId === clubId)?.onlineCount).toBe(1);
    expect((await membersOf(member.cookie)).find((m) => m.id === owner.user.id)?.online).toBe(false);
    await tab.close();
  });
});

describe('heartbeat', () => {
  it('drops a socket that stops answering pings, and the member goes offline', async () => {
    const member = await buildSignedInUser(ctx.db);
    const fan = await buildSignedInUser(ctx.db);
    await setPrivacy(ctx.db, member.user.id, { profileVisibility: 'public' });
    await follow(ctx.db, fan.user.id, member.user.id);
    const fanSocket = await openSocket(fastUrl, fan.cookie);
    const dead = await openSocket(fastUrl, member.cookie, { autoPong: false });
    const alive = await openSocket(fastUrl, fan.cookie);
    expect(await dead.closed).toBe(1006); // terminated, no close handshake
    await fanSocket.next('status', (e) => e.userId === member.user.id && e.status === 'offline');
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    await Promise.all([fanSocket.close(), alive.close()]);
  });

  it('closes the sockets of a session that ended (logout) while they were open', async () => {
    const member = await buildSignedInUser(ctx.db);
    const socket = await openSocket(fastUrl, member.cookie);
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: member.cookie } });
    expect(logout.statusCode).toBe(204);
    expect(await socket.closed).toBe(CLOSE_SESSION_ENDED);
  });
});
