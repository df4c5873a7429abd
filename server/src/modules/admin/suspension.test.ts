import { ADMIN_MESSAGES } from '@common/admin-texts';
import type { AdminUser } from '@common/schemas/admin';
import { MESSAGES } from '@common/texts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOSE_SESSION_ENDED } from '../../realtime';
import {
  requireRedis,
  startInstance,
  stopInstance,
  TEST_REDIS_URL,
  testNamespace,
} from '../../realtime/redis-test-support';
import { openSocket } from '../../realtime/test-socket';
import { buildSignedInUser, DEFAULT_PASSWORD } from '../../test/factories';
import { auditOf, buildAdmin } from '../../test/factories/admin';
import { useTestApp } from '../../test/test-app';

// Sockets and a second instance: generous time for a shared machine (the promptness checks
// below measure the close itself, not the whole test).
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

/** Resolves with the close code and how long after `since` the socket closed. */
const closeOf = (ws: { once: (e: 'close', f: (code: number) => void) => void }) =>
  new Promise<{ code: number; at: number }>((resolve) => ws.once('close', (code) => resolve({ code, at: Date.now() })));

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

  it('closes their open sockets with 4401 right away, not at the 30 s heartbeat', async () => {
    const admin = await buildAdmin(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    const [tab1, tab2] = await Promise.all([openSocket(url, member.cookie), openSocket(url, member.cookie)]);
    const closes = [closeOf(tab1.ws), closeOf(tab2.ws)];
    const start = Date.now();
    expect((await call('POST', `/api/admin/users/${member.user.id}/suspend`, admin.cookie)).statusCode).toBe(200);
    for (const { code, at } of await Promise.all(closes)) {
      expect(code).toBe(CLOSE_SESSION_ENDED);
      expect(at - start).toBeLessThan(2000);
    }
    // And the socket cannot come back.
    await expect(openSocket(url, member.cookie)).rejects.toMatchObject({ status: 401 });
  });

  it('closes the sockets of a member whose account an admin deletes', async () => {
    const admin = await buildAdmin(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    const socket = await openSocket(url, member.cookie);
    const closed = closeOf(socket.ws);
    const start = Date.now();
    expect((await call('DELETE', `/api/admin/users/${member.user.id}`, admin.cookie)).statusCode).toBe(204);
    const { code, at } = await closed;
    expect(code).toBe(CLOSE_SESSION_ENDED);
    expect(at - start).toBeLessThan(2000);
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

const redisAvailable = await requireRedis('server');

describe.runIf(redisAvailable)('suspension across instances (Redis)', () => {
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

  it('closes a socket held by another instance within a moment', async () => {
    const admin = await buildAdmin(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    const socket = await openSocket(two.url, member.cookie);
    await socket.next('unread');
    const closed = closeOf(socket.ws);
    const start = Date.now();
    const res = await one.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.user.id}/suspend`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const { code, at } = await closed;
    expect(code).toBe(CLOSE_SESSION_ENDED);
    expect(at - start).toBeLessThan(2000);
  });
});
