import { SECURITY_MESSAGES as M } from '@common/security-texts';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, DEFAULT_PASSWORD } from '../../test/factories';
import { ageSignIn, signInWithPassword } from '../../test/factories/security';
import { enableTwoFactor } from '../../test/factories/two-factor';
import { useTestApp } from '../../test/test-app';
import { TestBrowser } from '../../test/test-browser';

// Destructive actions need a recent sign-in (issue 35, point 5): within 10 minutes of signing in,
// or of confirming the password or a passkey.
const ctx = useTestApp();

describe('recent sign-in', () => {
  it('deleting the account after 10 minutes asks to confirm first; with the password it goes through', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, cookie);
    await ageSignIn(ctx.db, user.id);
    const refused = await api.delete(`/api/users/${user.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: M.recentSignInRequired });
    expect((await api.get('/api/auth/user')).statusCode).toBe(200); // nothing was deleted

    const wrong = await api.post('/api/account/reauthenticate', { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: M.passwordWrong, errors: { password: M.passwordWrong } });
    const confirmed = await api.post('/api/account/reauthenticate', { password: DEFAULT_PASSWORD });
    expect(confirmed.statusCode).toBe(200);
    expect(new Date(confirmed.json().recentSignInUntil).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect((await api.delete(`/api/users/${user.id}`)).statusCode).toBe(204);
  });

  it('creating an API token needs it too; a fresh sign-in passes at once', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, cookie);
    expect((await api.post('/api/api-tokens', { name: 'watch' })).statusCode).toBe(201);
    await ageSignIn(ctx.db, user.id);
    const refused = await api.post('/api/api-tokens', { name: 'script' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: M.recentSignInRequired });
    await api.post('/api/account/reauthenticate', { password: DEFAULT_PASSWORD });
    expect((await api.post('/api/api-tokens', { name: 'script' })).statusCode).toBe(201);
  });

  it('a personal API token is unaffected by two-step sign-in: it works with no code (issue 35, point 6)', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const created = await apiAs(ctx, cookie).post('/api/api-tokens', { name: 'watch' });
    expect(created.statusCode).toBe(201);
    await enableTwoFactor(ctx.db, user.id);
    // The password alone no longer signs in...
    expect((await signInWithPassword(new TestBrowser(() => ctx.app), user.username)).json()).toEqual({
      twoFactorRequired: true,
    });
    // ...and the token, a credential of its own, still reads the member's activities.
    const listed = await ctx.app.inject({
      url: '/api/activities',
      headers: { authorization: `Bearer ${created.json().token}` },
    });
    expect(listed.statusCode).toBe(200);
  });

  it('the security summary says until when, and null once it has passed', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, cookie);
    expect((await api.get('/api/account/security')).json()).toMatchObject({
      twoFactorEnabled: false,
      recoveryCodesLeft: 0,
      passkeys: 0,
      recentSignInUntil: expect.any(String),
    });
    await ageSignIn(ctx.db, user.id);
    expect((await api.get('/api/account/security')).json().recentSignInUntil).toBeNull();
  });

  it('an admin deleting another member is not asked (the admin area has its own rule)', async () => {
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const { user } = await buildSignedInUser(ctx.db);
    await ageSignIn(ctx.db, admin.user.id);
    expect((await apiAs(ctx, admin.cookie).delete(`/api/users/${user.id}`)).statusCode).toBe(204);
  });
});
