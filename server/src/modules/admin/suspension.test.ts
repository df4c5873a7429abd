import { ADMIN_MESSAGES } from '@common/admin-texts';
import type { AdminUser } from '@common/schemas/admin';
import { MESSAGES } from '@common/texts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOSE_SESSION_ENDED } from '../../realtime';
import { buildSignedInUser, DEFAULT_PASSWORD } from '../../test/factories';
import { auditOf, buildAdmin } from '../../test/factories/admin';
import { openSocket } from '../../test/realtime-socket';
import { requireRedis, TEST_REDIS_URL } from '../../test/redis';
import { startInstance, stopInstance, testNamespace } from '../../test/redis-instances';
import { useTestApp } from '../../test/test-app';

// Sockets and a second instance: generous time for a shared machine. No test here measures a
// time: "at once" is proved by who closes the socket (the request, or the broker's message),
// never the heartbeat, which closes sockets itself without the hub's closeAll.
vi.setConfig({ testTimeout: 30_000 });
const ctx = useTestApp();
let url: string;
beforeAll(async () => {
  url = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

const call = (method: 'POST' | 'DELETE', path: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url: path, payload, headers: { cookie } });
const login = (username: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: DEFAULT_PASSWORD } });
const whoAmI = (cookie: string) => ctx.app.inject({ url: '/api/auth/user', headers: { cookie } });

describe('suspending a member', () => {
  it('ends their sessions at once, refuses their sign-in, and unsuspending lets them back in', async () => {
    const admin = await buildAdmin(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    const otherBrowser = await login(member.user.username);
    expect(otherBrowser.statusCode).toBe(200);

    const res = await call('POST', `/api/admin/users/${member.user.id}/suspend`, admin.cookie, {
      reason: 'Spam links',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminUser>()).toMatchObject({ id: member.user.id, suspendedReason: 'Spam links' });
    expect(res.json<AdminUser>().suspendedAt).toEqual(expect.any(String));

    expect((await whoAmI(member.cookie)).statusCode).toBe(401);
    const { rows } = await ctx.db.query('select 1 from sessions where user_id = $1', [member.user.id]);
    expect(rows).toEqual([]);
    const refused = await login(member.user.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MESSAGES.accountSuspended });

    const lifted = await call('DELETE', `/api/admin/users/${member.user.id}/suspend`, admin.cookie);
    expect(lifted.json<AdminUser>()).toMatchObject({ suspendedAt: null, suspendedReason: null });
    expect((await login(member.user.username)).statusCode).toBe(200);
    expect((await auditOf(ctx.db, 'user', member.user.id)).map((e) => [e.action, e.actor_id, e.detail])).toEqual([
      ['user.suspend', admin.user.id, { reason: 'Spam links' }],
      ['user.unsuspend', admin.user.id, null],
    ]);
  });

  it('closes their open sockets with 4401 right away, within the suspend request, not at the 30 s heartbeat', async () => {
    const admin = await buildAdmin(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    const tabs = await Promise.all([openSocket(url, member.cookie), openSocket(url, member.cookie)]);
    for (const tab of tabs) await tab.next('unread'); // greeted: the hub holds the socket
    const closes = tabs.map((tab) => tab.closed);
    const closeAll = vi.spyOn(ctx.app.realtime.hub, 'closeAll');
    try {
      expect((await call('POST', `/api/admin/users/${member.user.id}/suspend`, admin.cookie)).statusCode).toBe(200);
      // Before the answer left, the request itself closed both of the member's sockets.
      expect(closeAll).toHaveBeenCalledWith(member.user.id, CLOSE_SESSION_ENDED, expect.any(String), undefined);
      expect(closeAll.mock.results.map((r) => r.value)).toEqual([2]);
    } finally {
      closeAll.mockRestore();
    }
    expect(await Promise.all(closes)).toEqual([CLOSE_SESSION_ENDED, CLOSE_SESSION_ENDED]);
    // And the socket cannot come back.
    await expect(openSocket(url, member.cookie)).rejects.toMatchObject({ status: 401 });
  });

  it('closes the sockets of a member whose account an admin deletes, within the delete request', async () => {
    const admin = await buildAdmin(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    const socket = await openSocket(url, member.cookie);
    await socket.next('unread');
    const closed = socket.closed;
    const closeAll = vi.spyOn(ctx.app.realtime.hub, 'closeAll');
    try {
      expect((await call('DELETE', `/api/admin/users/${member.user.id}`, admin.cookie)).statusCode).toBe(204);
      expect(closeAll).toHaveBeenCalledWith(member.user.id, CLOSE_SESSION_ENDED, expect.any(String), undefined);
      expect(closeAll.mock.results.map((r) => r.value)).toEqual([1]);
    } finally {
      closeAll.mockRestore();
    }
    expect(await closed).toBe(CLOSE_SESSION_ENDED);
  });

  it('refuses to suspend yourself or an admin (409) and answers 404 for an unknown member', async () => {
    const admin = await buildAdmin(ctx.db);
    const other = await buildAdmin(ctx.db);
    const self = await call('POST', `/api/admin/users/${admin.user.id}/suspend`, admin.cookie);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: ADMIN_MESSAGES.notYourself });
    const anAdmin = await call('POST', `/api/admin/users/${other.user.id}/suspend`, admin.cookie);
    expect(anAdmin.statusCode).toBe(409);
    expect(anAdmin.json()).toEqual({ message: ADMIN_MESSAGES.adminNotSuspendable });
    expect((await whoAmI(other.cookie)).statusCode).toBe(200);
    const unknown = await call('POST', '/api/admin/users/987654/suspend', admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ADMIN_MESSAGES.userNotFound });
    const tooLong = await call('POST', `/api/admin/users/${other.user.id}/suspend`, admin.cookie, {
      reason: 'x'.repeat(301),
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

const REDIS_SUITE = 'suspension across instances (Redis)';
const redisAvailable = await requireRedis(REDIS_SUITE);

describe.runIf(redisAvailable)(REDIS_SUITE, () => {
  let one: Awaited<ReturnType<typeof startInstance>>;
  let two: Awaited<ReturnType<typeof startInstance>>;
  beforeAll(async () => {
    // The default 30 s heartbeat: only the broker can close the socket in time.
    const options = { namespace: testNamespace() };
    one = await startInstance(ctx.config, ctx.db, TEST_REDIS_URL, options);
    two = await startInstance(ctx.config, ctx.db, TEST_REDIS_URL, options);
  });
  afterAll(async () => {
    await stopInstance(one);
    await stopInstance(two);
  });

  it("closes a socket held by another instance through the broker, not at that instance's heartbeat", async () => {
    const admin = await buildAdmin(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    const socket = await openSocket(two.url, member.cookie);
    await socket.next('unread');
    const closed = socket.closed;
    // Instance two closes through its hub only on the broker's message (its heartbeat closes
    // sockets one by one, without the hub): this spy tells which of the two closed it.
    const closeAll = vi.spyOn(two.app.realtime.hub, 'closeAll');
    try {
      const res = await one.app.inject({
        method: 'POST',
        url: `/api/admin/users/${member.user.id}/suspend`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(await closed).toBe(CLOSE_SESSION_ENDED);
      expect(closeAll).toHaveBeenCalledWith(member.user.id, CLOSE_SESSION_ENDED, expect.any(String), undefined);
      expect(closeAll.mock.results.map((r) => r.value)).toEqual([1]);
    } finally {
      closeAll.mockRestore();
    }
  });
});
