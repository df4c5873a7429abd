import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, follow } from '../test/factories';
import { setPrivacy } from '../test/factories/people';
import { openSocket } from '../test/realtime-socket';
import { requireRedis, TEST_REDIS_URL } from '../test/redis';
import { startInstance, stopInstance, testNamespace, waitFor } from '../test/redis-instances';
import { useTestApp } from '../test/test-app';
import { RedisPresenceStore } from './presence-store';

// Two app instances on different ports, one database, one Redis (issue 8, point 4).
const ctx = useTestApp();
const SUITE = 'two instances with Redis';
const redisAvailable = await requireRedis(SUITE);
const namespace = testNamespace();
const options = { namespace, heartbeatMs: 1000, presenceTtlMs: 3000 };
let one: Awaited<ReturnType<typeof startInstance>>;
let two: Awaited<ReturnType<typeof startInstance>>;

// Generous time-outs: the machine is shared, and a slow run must not read as a failure.
describe.runIf(redisAvailable)(SUITE, { timeout: 40_000 }, () => {
  beforeAll(async () => {
    one = await startInstance(ctx.config, ctx.db, TEST_REDIS_URL, options);
    two = await startInstance(ctx.config, ctx.db, TEST_REDIS_URL, options);
  });
  afterAll(async () => {
    await stopInstance(one);
    await stopInstance(two);
  });

  it('delivers messages, notifications and presence between members on different instances', async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    await follow(ctx.db, a.user.id, b.user.id);
    await follow(ctx.db, b.user.id, a.user.id);

    const sb = await openSocket(two.url, b.cookie);
    await sb.next('unread');
    const sa = await openSocket(one.url, a.cookie);
    // B, on instance two, hears that A came online on instance one; A sees B online at once.
    expect(await sb.next('status', (e) => e.userId === a.user.id)).toMatchObject({ status: 'online' });
    expect(await sa.next('presence')).toEqual({ type: 'presence', online: [b.user.id] });
    const contacts = (await one.app.inject({ url: '/api/chat/contacts', headers: { cookie: a.cookie } })).json();
    expect(contacts).toEqual([expect.objectContaining({ id: b.user.id, online: true })]);

    sa.send({ type: 'message', tempId: 'temp-x', receiverId: b.user.id, content: 'across instances' });
    const ack = await sa.next('ack');
    expect(await sb.next('message')).toMatchObject({ id: ack.id, senderId: a.user.id, content: 'across instances' });
    // The notification carries the badge counts it changed: one frame, not two (issue 19).
    expect(await sb.next('notification')).toMatchObject({
      notification: { type: 'message', actor: { id: a.user.id } },
      unread: { messages: 1, notifications: 0 },
    });
    expect(await sb.none('unread')).toBe(true);

    // B replies from instance two; A's reading on instance one sends B a read receipt.
    sb.send({ type: 'message', tempId: 'temp-y', receiverId: a.user.id, content: 'got it' });
    expect(await sa.next('message', (e) => e.senderId === b.user.id)).toMatchObject({ content: 'got it' });
    const read = await two.app.inject({
      method: 'POST',
      url: `/api/messages/${a.user.id}/read`,
      headers: { cookie: b.cookie },
    });
    expect(read.json()).toEqual({ read: 1 });
    expect(await sa.next('read')).toEqual({ type: 'read', readerId: b.user.id, upToId: ack.id });

    await sa.close();
    expect(await sb.next('status', (e) => e.userId === a.user.id && e.status === 'offline')).toBeTruthy();
    await sb.close();
  });

  it("acks the sending tab, which gets no copy; the sender's other tabs, on either instance, get the message", async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    await follow(ctx.db, a.user.id, b.user.id);
    const sending = await openSocket(one.url, a.cookie);
    const sameInstance = await openSocket(one.url, a.cookie);
    const otherInstance = await openSocket(two.url, a.cookie);
    const sb = await openSocket(two.url, b.cookie);
    // Each socket is greeted once its instance has subscribed to the member's channel.
    for (const socket of [sending, sameInstance, otherInstance, sb]) await socket.next('unread');

    sending.send({ type: 'message', tempId: 'temp-tabs', receiverId: b.user.id, content: 'from one tab' });
    const ack = await sending.next('ack');
    for (const tab of [sameInstance, otherInstance, sb]) {
      expect(await tab.next('message')).toMatchObject({ id: ack.id, senderId: a.user.id, content: 'from one tab' });
    }
    expect(await sending.none('message')).toBe(true);
    // The other tabs never had the temp id, so no copy names it.
    expect(sameInstance.events.concat(otherInstance.events)).not.toContainEqual(
      expect.objectContaining({ tempId: 'temp-tabs' }),
    );
    await Promise.all([sending, sameInstance, otherInstance, sb].map((s) => s.close()));
  });

  it('keeps a member online while a tab is open on either instance', async () => {
    const member = await buildSignedInUser(ctx.db);
    const fan = await buildSignedInUser(ctx.db);
    // A public member: whoever follows them may see them come and go.
    await setPrivacy(ctx.db, member.user.id, { profileVisibility: 'public' });
    await follow(ctx.db, fan.user.id, member.user.id);
    const fanSocket = await openSocket(one.url, fan.cookie);
    const tabOne = await openSocket(one.url, member.cookie);
    const tabTwo = await openSocket(two.url, member.cookie);
    // Both tabs greeted, so both are registered (an open socket is registered a moment later).
    await Promise.all([tabOne.next('unread'), tabTwo.next('unread')]);
    await fanSocket.next('status', (e) => e.userId === member.user.id && e.status === 'online');
    await tabOne.close();
    expect(await fanSocket.none('status', (e) => e.status === 'offline', 500)).toBe(true);
    await tabTwo.close();
    await fanSocket.next('status', (e) => e.userId === member.user.id && e.status === 'offline');
    await fanSocket.close();
  });

  it('announces offline the members of an instance that died, once its presence expires', async () => {
    const member = await buildSignedInUser(ctx.db);
    const fan = await buildSignedInUser(ctx.db);
    // A public member: whoever follows them may see them come and go.
    await setPrivacy(ctx.db, member.user.id, { profileVisibility: 'public' });
    await follow(ctx.db, fan.user.id, member.user.id);
    const fanSocket = await openSocket(one.url, fan.cookie);
    // An instance that registered the member, then died without a word (kill -9).
    const dead = new RedisPresenceStore(one.redis, 'dead-instance', namespace, 2000);
    await dead.refresh([member.user.id]);
    const online = async () =>
      (await one.app.inject({ url: '/api/chat/contacts', headers: { cookie: fan.cookie } })).json()[0].online;
    expect(await online()).toBe(true);
    await fanSocket.next('status', (e) => e.userId === member.user.id && e.status === 'offline', 15_000);
    await waitFor(async () => (await online()) === false, 5000, 'contacts to show the member offline');
    await fanSocket.close();
  });
});
