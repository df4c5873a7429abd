import { SECURITY_MESSAGES as M } from '@common/security-texts';
import { describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories';
import { resetTokenFor, signInWithPassword } from '../../test/factories/security';
import { codeFor, enableTwoFactor } from '../../test/factories/two-factor';
import { useTestApp } from '../../test/test-app';
import { TestBrowser } from '../../test/test-browser';

// A pending second step is a sign-in half done: it proves the password. A new password (changed,
// or reset from the email) ends every other session, and the half-done sign-ins of the old password
// with them: whoever gave the old one must give the new one (issue 35, D1).
const ctx = useTestApp();
const browser = () => new TestBrowser(() => ctx.app);
const NEW_PASSWORD = 'a-new-Passw0rd-for-this-test';

/** A member with two-step sign-in on, signed in on one browser, and a second browser at the code step. */
async function withPendingSignIn() {
  const user = await buildUser(ctx.db);
  const key = await enableTwoFactor(ctx.db, user.id);
  const member = browser();
  await signInWithPassword(member, user.username);
  await member.post('/api/auth/login/two-factor', { code: codeFor(key) });
  expect((await member.get('/api/auth/user')).statusCode).toBe(200);
  await ctx.db.query('update two_factor_totp set last_used_step = null where user_id = $1', [user.id]);
  const intruder = browser();
  expect((await signInWithPassword(intruder, user.username)).json()).toEqual({ twoFactorRequired: true });
  return { user, key, member, intruder };
}

async function expectEnded(intruder: TestBrowser, key: Buffer) {
  const res = await intruder.post('/api/auth/login/two-factor', { code: codeFor(key) });
  expect([res.statusCode, res.json()]).toEqual([401, { message: M.signInExpired }]);
  expect((await intruder.get('/api/auth/user')).statusCode).toBe(401);
}

describe('a pending second step of the old password', () => {
  it('ends when the member changes their password', async () => {
    const { key, member, intruder } = await withPendingSignIn();
    const changed = await member.post('/api/auth/password', {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(204);
    await expectEnded(intruder, key);
  });

  it('ends when the password is reset from the email link', async () => {
    const { user, key, intruder } = await withPendingSignIn();
    const token = await resetTokenFor(ctx.db, user);
    const reset = await browser().post('/api/auth/password-reset/confirm', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectEnded(intruder, key);
  });

  it('ends when the member signs out of all other devices', async () => {
    const { key, member, intruder } = await withPendingSignIn();
    expect((await member.delete('/api/account/sessions')).statusCode).toBe(204);
    await expectEnded(intruder, key);
  });

  it('the browser that reset the password still gets its own code step', async () => {
    const { user, key } = await withPendingSignIn();
    const resetting = browser();
    const token = await resetTokenFor(ctx.db, user);
    const reset = await resetting.post('/api/auth/password-reset/confirm', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.json()).toEqual({ twoFactorRequired: true });
    const res = await resetting.post('/api/auth/login/two-factor', { code: codeFor(key) });
    expect(res.statusCode, res.body).toBe(200);
  });
});
