import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../modules/sessions';
import { about, type CacheInstance, silently, startCacheInstance } from '../test/cache-instances';
import { buildSignedInUser, DEFAULT_PASSWORD, sessionCookieFor } from '../test/factories';
import { buildAdmin } from '../test/factories/admin';
import { useTestApp } from '../test/test-app';

// Two instances (each its own pool and listener) on one database: whatever ends a session or
// changes a member on one, or outside the app altogether, is refused or seen on the other at once.
// The only wait is for the database's message to reach the other instance (bounded).
const ctx = useTestApp();
let a: CacheInstance;
let b: CacheInstance;
beforeAll(async () => {
  a = await startCacheInstance(ctx);
  b = await startCacheInstance(ctx);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const me = (instance: CacheInstance, cookie: string) =>
  instance.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

/** Both instances have answered for this cookie, so both hold it in their caches. */
async function warm(cookie: string) {
  expect((await me(a, cookie)).statusCode).toBe(200);
  expect((await me(b, cookie)).statusCode).toBe(200);
}

describe('the session cache', () => {
  it('is really used: a change made without any message is not seen while the entry lives', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await warm(cookie);
    await silently(ctx.db, 'delete from sessions where user_id = $1', [user.id]);
    // Without the database's message the instances keep their entries: this is what the
    // triggers exist for (the tests below would prove nothing if nothing were cached).
    expect((await me(b, cookie)).statusCode).toBe(200);
    expect((await me(a, cookie)).statusCode).toBe(200);
  });

  it('signing out on A refuses the session on B at the next request', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await warm(cookie);
    const delivered = b.heard(about(user.id, 's'));
    const out = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    // The instance that signed out never needs to wait: its own commit carried the message.
    expect((await me(a, cookie)).statusCode).toBe(401);
    await delivered;
    expect((await me(b, cookie)).statusCode).toBe(401);
  });

  it('a password change on A ends the member’s other sessions on B and keeps the current one', async () => {
    const { user, cookie: current } = await buildSignedInUser(ctx.db);
    const other = await sessionCookieFor(ctx.db, user.id);
    await warm(current);
    await warm(other);
    const delivered = b.heard(about(user.id, 's'));
    const changed = await a.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie: current },
      payload: {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: 'a-new-password-1',
        confirmPassword: 'a-new-password-1',
      },
    });
    expect(changed.statusCode).toBe(204);
    await delivered;
    expect((await me(b, other)).statusCode).toBe(401);
    expect((await me(a, other)).statusCode).toBe(401);
    expect((await me(b, current)).statusCode).toBe(200);
  });

  it('sessions ended outside the app ("sign out everywhere" by any code path) are refused everywhere', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const second = await sessionCookieFor(ctx.db, user.id);
    await warm(cookie);
    await warm(second);
    const delivered = [a.heard(about(user.id, 's')), b.heard(about(user.id, 's'))];
    await ctx.db.query('delete from sessions where user_id = $1', [user.id]);
    await Promise.all(delivered);
    for (const instance of [a, b]) {
      expect((await me(instance, cookie)).statusCode).toBe(401);
      expect((await me(instance, second)).statusCode).toBe(401);
    }
  });

  it('suspension from the admin API on A refuses the member on B at once', async () => {
    const admin = await buildAdmin(ctx.db);
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await warm(cookie);
    const delivered = b.heard(about(user.id, 's', 'u'));
    const suspended = await a.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/suspend`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'spam' },
    });
    expect(suspended.statusCode).toBe(200);
    expect((await me(a, cookie)).statusCode).toBe(401);
    await delivered;
    expect((await me(b, cookie)).statusCode).toBe(401);
  });

  it('an admin whose role is revoked on A is no admin on B at the next request', async () => {
    const boss = await buildAdmin(ctx.db);
    const demoted = await buildAdmin(ctx.db);
    await warm(demoted.cookie);
    const stats = (instance: CacheInstance) =>
      instance.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: demoted.cookie } });
    expect((await stats(b)).statusCode).toBe(200);
    const delivered = b.heard(about(demoted.user.id, 'u'));
    const revoked = await a.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${demoted.user.id}/admin`,
      headers: { cookie: boss.cookie },
    });
    expect(revoked.statusCode).toBe(200);
    await delivered;
    expect((await stats(b)).statusCode).toBe(403);
    expect((await me(b, demoted.cookie)).json()).toMatchObject({ isAdmin: false });
  });

  it('a profile or units change on A shows on B at the next request; deleting the account refuses it', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await warm(cookie);
    let delivered = b.heard(about(user.id, 'u'));
    const renamed = await a.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: { cookie },
      payload: { firstName: 'Renamed', lastName: 'Member' },
    });
    expect(renamed.statusCode).toBe(200);
    await delivered;
    expect((await me(b, cookie)).json()).toMatchObject({ name: 'Renamed Member' });

    delivered = b.heard(about(user.id, 'u'));
    const units = await a.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie },
      payload: { units: { weight: 'lb' } },
    });
    expect(units.statusCode).toBe(200);
    await delivered;
    expect((await me(b, cookie)).json()).toMatchObject({ units: { weight: 'lb' } });

    delivered = b.heard(about(user.id, 'u', 's'));
    const deleted = await a.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(204);
    await delivered;
    expect((await me(b, cookie)).statusCode).toBe(401);
  });
});

describe('when the invalidation listener is lost', () => {
  const killListener = async (instance: CacheInstance) => {
    const pid = instance.app.cacheBus.listenerPid;
    expect(pid).toBeTypeOf('number');
    const down = new Promise((resolve) => instance.app.cacheBus.once('down', resolve));
    await ctx.db.query('select pg_terminate_backend($1)', [pid]);
    await down;
  };

  it('bypasses the cache while it is down, drops what it cached before, and caches again once back', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const later = await sessionCookieFor(ctx.db, user.id);
    await warm(cookie);
    await killListener(b);
    // A change no message announces: B reads PostgreSQL while its listener is down.
    expect((await me(b, cookie)).statusCode).toBe(200);
    await silently(ctx.db, 'delete from sessions where token_hash = $1', [hashOf(cookie)]);
    expect((await me(b, cookie)).statusCode).toBe(401);

    // Back up: the listener reconnects by itself and the cache is used again.
    expect(await b.app.cacheBus.whenUsable(10_000)).toBe(true);
    expect((await me(b, later)).statusCode).toBe(200);
    await silently(ctx.db, 'delete from sessions where token_hash = $1', [hashOf(later)]);
    expect((await me(b, later)).statusCode).toBe(200);
  });

  it('never serves an entry cached before the listener went down, even after it is back', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await warm(cookie);
    await killListener(b);
    await silently(ctx.db, 'delete from sessions where token_hash = $1', [hashOf(cookie)]);
    expect(await b.app.cacheBus.whenUsable(10_000)).toBe(true);
    expect((await me(b, cookie)).statusCode).toBe(401);
  });

  it('a sign-out on B while A’s listener is down is refused at A’s next request', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await warm(cookie);
    await killListener(a);
    await b.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await me(a, cookie)).statusCode).toBe(401);
    expect(await a.app.cacheBus.whenUsable(10_000)).toBe(true);
    expect((await me(a, cookie)).statusCode).toBe(401);
  });
});

function hashOf(cookie: string): string {
  return hashToken(cookie.slice(cookie.indexOf('=') + 1));
}
