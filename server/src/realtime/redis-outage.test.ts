import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../lib/free-port';
import { buildSignedInUser, follow } from '../test/factories';
import { openSocket, type TestSocket } from '../test/realtime-socket';
import { requireRedis } from '../test/redis';
import {
  startInstance,
  startRedisServer,
  stopInstance,
  stopRedisServer,
  testNamespace,
  waitFor,
} from '../test/redis-instances';
import { useTestApp } from '../test/test-app';
import { memberChannel } from './redis-broker';

// Redis goes away and comes back (issue 8, point 4), with a redis-server this test owns.
const ctx = useTestApp();
const SUITE = 'when Redis goes away and comes back';
const canRun = await requireRedis(SUITE, 'binary');
const options = { namespace: testNamespace(), heartbeatMs: 1000, presenceTtlMs: 5000 };
let port: number;
let redisServer: ChildProcess;
let one: Awaited<ReturnType<typeof startInstance>>;
let two: Awaited<ReturnType<typeof startInstance>>;

describe.runIf(canRun)(SUITE, () => {
  beforeAll(async () => {
    port = await freePort();
    redisServer = await startRedisServer(port);
    one = await startInstance(ctx.config, ctx.db, `redis://127.0.0.1:${port}`, options);
    two = await startInstance(ctx.config, ctx.db, `redis://127.0.0.1:${port}`, options);
  });
  afterAll(async () => {
    await stopInstance(one);
    await stopInstance(two);
    if (redisServer) await stopRedisServer(redisServer);
  });

  it('keeps HTTP and same-instance chat working, loses nothing stored, and resumes cross-instance delivery', async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    const c = await buildSignedInUser(ctx.db);
    const late = await buildSignedInUser(ctx.db);
    for (const other of [b, c, late]) await follow(ctx.db, a.user.id, other.user.id);
    const sa = await openSocket(one.url, a.cookie);
    const sb = await openSocket(two.url, b.cookie);
    const sc = await openSocket(one.url, c.cookie);
    let n = 0;
    const send = (to: number, content: string) => {
      const tempId = `temp-${++n}`;
      sa.send({ type: 'message', tempId, receiverId: to, content });
      return sa.next('ack', (e) => e.tempId === tempId);
    };
    await send(b.user.id, 'before');
    expect(await sb.next('message')).toMatchObject({ content: 'before' });

    await stopRedisServer(redisServer);
    await waitFor(() => one.redis.status !== 'ready' && two.redis.status !== 'ready', 5000, 'redis to be seen down');

    // HTTP keeps working on both instances.
    expect((await one.app.inject({ url: '/api/chat/contacts', headers: { cookie: a.cookie } })).statusCode).toBe(200);
    expect((await two.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    // Chat within one instance keeps working.
    await send(c.user.id, 'same instance during outage');
    expect(await sc.next('message')).toMatchObject({ content: 'same instance during outage' });
    // Across instances the message is stored (acked) even though it cannot be pushed now.
    const stored = await send(b.user.id, 'stored during outage');
    const history = (
      await two.app.inject({ url: `/api/messages/${a.user.id}`, headers: { cookie: b.cookie } })
    ).json() as { id: number; content: string }[];
    expect(history.map((m) => m.content)).toEqual(['before', 'stored during outage']);
    expect(history[1].id).toBe(stored.id);
    // A member who connects during the outage is subscribed once Redis is back.
    const sLate: TestSocket = await openSocket(two.url, late.cookie);

    redisServer = await startRedisServer(port);
    await waitFor(() => one.redis.status === 'ready' && two.redis.status === 'ready', 30_000, 'redis reconnect');
    // The subscriber re-subscribes on 'ready'; poll (slowly: the send limit still applies) until
    // a fresh message crosses.
    await waitFor(
      async () => {
        await send(late.user.id, 'after');
        await new Promise((r) => setTimeout(r, 700));
        return sLate.events.some((e) => e.type === 'message' && e.content === 'after');
      },
      40_000,
      'cross-instance delivery to resume',
    ).catch(async (err: Error) => {
      // Name the layer that failed: the member's socket, or the second instance's subscription.
      const socket = sLate.ws.readyState === sLate.ws.OPEN ? 'open' : `closed (${await sLate.closed})`;
      const probe = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 0 });
      const listeners = await subscribers(probe, late.user.id).catch((e: Error) => `unknown (${e.message})`);
      probe.disconnect();
      throw new Error(
        `${err.message}; the late member's socket is ${socket}; their channel has ${listeners} subscriber(s)`,
      );
    });
    await send(b.user.id, 'after, to b');
    expect(await sb.next('message', (e) => e.content === 'after, to b')).toBeTruthy();
    await Promise.all([sa, sb, sc, sLate].map((s) => s.close()));
  }, 120_000);

  it('repairs by the next heartbeat a subscription Redis refused while the connection stayed up', async () => {
    const a = await buildSignedInUser(ctx.db);
    const d = await buildSignedInUser(ctx.db);
    await follow(ctx.db, a.user.id, d.user.id);
    const admin = new Redis(port, '127.0.0.1', { lazyConnect: true });
    await admin.connect();
    try {
      // No channel allowed: the SUBSCRIBE for D's first socket on instance two is refused (NOPERM).
      await admin.call('ACL', 'SETUSER', 'default', 'resetchannels');
      const sd = await openSocket(two.url, d.cookie);
      await sd.next('unread'); // greeted: the subscribe has been tried
      expect(await subscribers(admin, d.user.id)).toBe(0);
      await admin.call('ACL', 'SETUSER', 'default', 'allchannels');
      // No reconnect follows; only the heartbeat can notice.
      await waitFor(async () => (await subscribers(admin, d.user.id)) === 1, 15_000, 'the subscription to be repaired');
      const sa = await openSocket(one.url, a.cookie);
      await sa.next('unread');
      sa.send({ type: 'message', tempId: 'temp-repaired', receiverId: d.user.id, content: 'heard again' });
      await sa.next('ack');
      expect(await sd.next('message')).toMatchObject({ content: 'heard again' });
      await Promise.all([sa, sd].map((s) => s.close()));
    } finally {
      await admin.call('ACL', 'SETUSER', 'default', 'allchannels');
      admin.disconnect();
    }
  }, 60_000);
});

/** How many connections Redis has subscribed to the member's channel. */
async function subscribers(redis: Redis, userId: number): Promise<number> {
  const reply = (await redis.call('PUBSUB', 'NUMSUB', memberChannel(options.namespace, userId))) as [string, number];
  return Number(reply[1]);
}
