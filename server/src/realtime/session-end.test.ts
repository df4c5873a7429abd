import type { DeviceSession } from '@common/schemas/security';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../modules/sessions';
import { buildSignedInUser, buildUser, follow, sessionCookieFor } from '../test/factories';
import { openSocket } from '../test/realtime-socket';
import { useTestApp } from '../test/test-app';
import { CLOSE_SESSION_ENDED } from '.';

// Sign-out takes effect on the very next request everywhere (the round's rules): a socket opened
// with a session that ended is closed by the request that ended it, and a frame it still sends is
// not handled. Other sessions' sockets stay open. No test here measures a time.
vi.setConfig({ testTimeout: 30_000 });
const ctx = useTestApp();
let url: string;
beforeAll(async () => {
  url = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

const call = (method: 'GET' | 'POST' | 'DELETE', path: string, cookie: string) =>
  ctx.app.inject({ method, url: path, headers: { cookie } });
const messagesFrom = async (userId: number) =>
  (await ctx.db.query('select content from messages where sender_id = $1 order by id', [userId])).rows.map(
    (r) => r.content,
  );

/** A member with a friend to write to, signed in on a laptop and a phone, each with a socket open. */
async function twoDevices() {
  const member = await buildSignedInUser(ctx.db);
  const friend = await buildUser(ctx.db);
  await follow(ctx.db, member.user.id, friend.id);
  const phoneCookie = await sessionCookieFor(ctx.db, member.user.id);
  const laptop = await openSocket(url, member.cookie);
  const phone = await openSocket(url, phoneCookie);
  await Promise.all([laptop.next('unread'), phone.next('unread')]); // greeted: the hub holds both
  return { member, friend, phoneCookie, laptop, phone };
}

describe('ending one session closes its sockets, and only its own', () => {
  it('signing out closes that browser’s socket within the request; the other device keeps writing', async () => {
    const { member, friend, phoneCookie, laptop, phone } = await twoDevices();
    expect((await call('POST', '/api/auth/logout', phoneCookie)).statusCode).toBe(204);
    expect(await phone.closed).toBe(CLOSE_SESSION_ENDED);
    laptop.send({ type: 'message', tempId: 'temp-1', receiverId: friend.id, content: 'still here' });
    expect(await laptop.next('ack')).toMatchObject({ tempId: 'temp-1' });
    expect(await messagesFrom(member.user.id)).toEqual(['still here']);
  });

  it('ending a device in Settings closes its socket; "sign out of all other devices" closes every other', async () => {
    const { member, phoneCookie, laptop, phone } = await twoDevices();
    const devices = (await call('GET', '/api/account/sessions', member.cookie)).json() as DeviceSession[];
    const phoneSession = devices.find((d) => !d.current)!;
    expect((await call('DELETE', `/api/account/sessions/${phoneSession.id}`, member.cookie)).statusCode).toBe(204);
    expect(await phone.closed).toBe(CLOSE_SESSION_ENDED);
    expect((await call('GET', '/api/auth/user', phoneCookie)).statusCode).toBe(401);

    const tablet = await openSocket(url, await sessionCookieFor(ctx.db, member.user.id));
    await tablet.next('unread');
    expect((await call('DELETE', '/api/account/sessions', member.cookie)).statusCode).toBe(204);
    expect(await tablet.closed).toBe(CLOSE_SESSION_ENDED);
    expect(await laptop.none('error', undefined, 300)).toBe(true);
    expect(laptop.ws.readyState).toBe(laptop.ws.OPEN);
  });

  it('a frame from a socket whose session ended unseen (another instance, Redis down) is not handled', async () => {
    const { member, friend, phoneCookie, phone } = await twoDevices();
    // Deleted behind the hub's back, as a sign-out on an instance this one never heard from.
    await ctx.db.query('delete from sessions where token_hash = $1', [hashToken(phoneCookie.split('=')[1])]);
    phone.send({ type: 'message', tempId: 'temp-2', receiverId: friend.id, content: 'after sign-out' });
    expect(await phone.closed).toBe(CLOSE_SESSION_ENDED);
    expect(await messagesFrom(member.user.id)).toEqual([]);
  });
});
