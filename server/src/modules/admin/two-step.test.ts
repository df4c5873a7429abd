import { SECURITY_MESSAGES as M } from '@common/security-texts';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, sessionCookieFor } from '../../test/factories';
import { buildAdmin } from '../../test/factories/admin';
import { signInWithPassword, turnOnTwoStep } from '../../test/factories/security';
import { codeFor, enableTwoFactor } from '../../test/factories/two-factor';
import { useTestApp } from '../../test/test-app';
import { TestBrowser } from '../../test/test-browser';

// The admin area requires two-step sign-in (issue 35, point 4), checked on the server on every
// admin route, before anything about the request.
const ctx = useTestApp();
const stats = (cookie: string) => ctx.app.inject({ url: '/api/admin/stats', headers: { cookie } });

describe('the admin area needs two-step sign-in', () => {
  it('an admin without it is asked to turn it on, on every admin route', async () => {
    const admin = await buildUser(ctx.db, { isAdmin: true });
    const cookie = await sessionCookieFor(ctx.db, admin.id);
    for (const [method, url] of [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/users'],
      ['POST', '/api/gyms'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: { cookie }, ...(method === 'POST' && { payload: {} }) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: M.adminNeedsTwoStep });
    }
  });

  it('an admin who has it, in a session signed in with the password alone, must sign in with a code', async () => {
    const admin = await buildUser(ctx.db, { isAdmin: true });
    await enableTwoFactor(ctx.db, admin.id);
    const res = await stats(await sessionCookieFor(ctx.db, admin.id));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: M.adminNeedsTwoStepSession });
  });

  it('signed in with password and code, the admin area opens', async () => {
    const admin = await buildUser(ctx.db, { isAdmin: true });
    const key = await enableTwoFactor(ctx.db, admin.id);
    const b = new TestBrowser(() => ctx.app);
    expect((await signInWithPassword(b, admin.username)).json()).toEqual({ twoFactorRequired: true });
    expect((await b.post('/api/auth/login/two-factor', { code: codeFor(key) })).statusCode).toBe(200);
    expect((await b.get('/api/admin/stats')).statusCode).toBe(200);
  });

  it('turning it on opens the admin area in the same session; turning it off closes it again', async () => {
    const admin = await buildUser(ctx.db, { isAdmin: true });
    const b = new TestBrowser(() => ctx.app);
    await signInWithPassword(b, admin.username);
    expect((await b.get('/api/admin/stats')).statusCode).toBe(403);
    const { recoveryCodes } = await turnOnTwoStep(b);
    expect((await b.get('/api/admin/stats')).statusCode).toBe(200);
    const off = await b.post('/api/account/two-factor/disable', {
      password: 'password123',
      recoveryCode: recoveryCodes[0],
    });
    expect(off.statusCode).toBe(204);
    const closed = await b.get('/api/admin/stats');
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ message: M.adminNeedsTwoStep });
  });

  it('a member still gets Access Denied, not a word about two-step sign-in', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    expect((await stats(cookie)).json().message).not.toBe(M.adminNeedsTwoStep);
  });

  it('the dashboard counts the members who use it', async () => {
    const admin = await buildAdmin(ctx.db);
    const before = (await stats(admin.cookie)).json().twoFactorMembers;
    expect(before).toBeGreaterThanOrEqual(1); // the admin themself
    const member = await buildUser(ctx.db);
    await enableTwoFactor(ctx.db, member.id);
    // A set-up never confirmed does not count.
    const halfway = await buildUser(ctx.db);
    await ctx.db.query(`insert into two_factor_totp (user_id, secret_ciphertext) values ($1, 'v1.x.y.z')`, [
      halfway.id,
    ]);
    expect((await stats(admin.cookie)).json().twoFactorMembers).toBe(before + 1);
  });
});

describe('with ADMIN_REQUIRES_TWO_FACTOR=false (the browser tests’ server only)', () => {
  const off = useTestApp({ ADMIN_REQUIRES_TWO_FACTOR: 'false' });
  it('an admin signed in with the password alone uses the admin area', async () => {
    const admin = await buildUser(off.db, { isAdmin: true });
    const res = await off.app.inject({
      url: '/api/admin/stats',
      headers: { cookie: await sessionCookieFor(off.db, admin.id) },
    });
    expect(res.statusCode).toBe(200);
  });
});
