import { SECURITY_MESSAGES as M } from '@common/security-texts';
import { SIGN_IN_RESTARTS } from '@common/sign-in-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories';
import { forgetUsedStep, signInWithPassword, turnOnTwoStep } from '../../test/factories/security';
import { codeFor } from '../../test/factories/two-factor';
import { SmtpSink } from '../../test/mail/smtp-sink';
import { useTestApp } from '../../test/test-app';
import { TestBrowser } from '../../test/test-browser';

// A recovery code is a second step for more than sign-in: each action's email says what happened
// (issue 35). "A recovery code was used to sign in … N codes are left" only after a sign-in.
let sink: SmtpSink;
beforeAll(async () => {
  sink = await SmtpSink.start();
});
const ctx = useTestApp(() => ({ SMTP_URL: sink.url }));
afterAll(() => sink?.stop());

const SIGN_IN_NOTICE = 'A recovery code was used to sign in to FitCircle';

/** A member with two-step sign-in on, signed in in the browser, and their recovery codes. */
async function memberWithTwoStep() {
  const user = await buildUser(ctx.db);
  const b = new TestBrowser(() => ctx.app);
  await signInWithPassword(b, user.username);
  const { key, recoveryCodes } = await turnOnTwoStep(b);
  await forgetUsedStep(ctx.db, user.id);
  return { user, b, key, recoveryCodes };
}

async function mailsTo(email: string) {
  await ctx.app.mail.runDue();
  return sink.to(email);
}

describe('the email after a recovery code is used', () => {
  it('a sign-in with one: "used to sign in", with the codes left', async () => {
    const { user, recoveryCodes } = await memberWithTwoStep();
    const b = new TestBrowser(() => ctx.app);
    await signInWithPassword(b, user.username);
    expect((await b.post('/api/auth/login/two-factor', { recoveryCode: recoveryCodes[0] })).statusCode).toBe(200);
    const notices = (await mailsTo(user.email)).filter((m) => m.subject === SIGN_IN_NOTICE);
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain('A recovery code was used to sign in to your account. 9 codes are left.');
  });

  it('making new codes with one: only the new-codes notice, which says a recovery code confirmed it', async () => {
    const { user, b, recoveryCodes } = await memberWithTwoStep();
    const res = await b.post('/api/account/two-factor/recovery-codes', {
      password: DEFAULT_PASSWORD,
      recoveryCode: recoveryCodes[0],
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.subject)).not.toContain(SIGN_IN_NOTICE);
    const remade = mails.filter((m) => m.subject === 'New recovery codes for your FitCircle account');
    expect(remade).toHaveLength(1);
    expect(remade[0].text).toContain('confirmed with your password and one of your recovery codes');
  });

  it('turning two-step sign-in off with one: only the "is off" notice, which says a recovery code confirmed it', async () => {
    const { user, b, recoveryCodes } = await memberWithTwoStep();
    const res = await b.post('/api/account/two-factor/disable', {
      password: DEFAULT_PASSWORD,
      recoveryCode: recoveryCodes[0],
    });
    expect(res.statusCode, res.body).toBe(204);
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.subject)).not.toContain(SIGN_IN_NOTICE);
    const off = mails.filter((m) => m.subject === 'Two-step sign-in is off for your FitCircle account');
    expect(off).toHaveLength(1);
    expect(off[0].text).toContain('confirmed with your password and one of your recovery codes');
  });

  it('with a code from the app, the notices say nothing about recovery codes', async () => {
    const { user, b, key } = await memberWithTwoStep();
    const res = await b.post('/api/account/two-factor/disable', { password: DEFAULT_PASSWORD, code: codeFor(key) });
    expect(res.statusCode, res.body).toBe(204);
    const off = (await mailsTo(user.email)).filter(
      (m) => m.subject === 'Two-step sign-in is off for your FitCircle account',
    );
    expect(off[0].text).not.toContain('recovery code');
  });
});

describe('a pending sign-in after two-step sign-in was turned off', () => {
  it.each([
    ['a recovery code', (codes: string[]) => ({ recoveryCode: codes[1] })],
    ['a code', () => ({ code: '123456' })],
  ])('answers that it was turned off, with %s, and ends: the password alone signs in', async (_kind, body) => {
    const { user, b, recoveryCodes } = await memberWithTwoStep();
    const pending = new TestBrowser(() => ctx.app);
    expect((await signInWithPassword(pending, user.username)).json()).toEqual({ twoFactorRequired: true });
    const off = await b.post('/api/account/two-factor/disable', {
      password: DEFAULT_PASSWORD,
      recoveryCode: recoveryCodes[0],
    });
    expect(off.statusCode).toBe(204);

    const res = await pending.post('/api/auth/login/two-factor', body(recoveryCodes));
    expect([res.statusCode, res.json()]).toEqual([401, { message: M.twoStepTurnedOff }]);
    expect(SIGN_IN_RESTARTS).toContain(M.twoStepTurnedOff);
    expect(pending.cookie('fc_two_step')).toBeUndefined();
    expect((await signInWithPassword(pending, user.username)).json()).toMatchObject({ id: user.id });
  });
});
