import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { mailKindsOf, resetTokenFor, signInWithPassword } from '../../test/factories/security';
import { codeFor, enableTwoFactor } from '../../test/factories/two-factor';
import { SmtpSink } from '../../test/mail/smtp-sink';
import { useTestApp } from '../../test/test-app';
import { TestBrowser } from '../../test/test-browser';

// A reset link's new password signs the browser in: that is a sign-in from that device, so a
// browser the member never used gets them the same "new sign-in" email as a password sign-in
// (complete-sign-in.ts), beside "your password was changed".
let sink: SmtpSink;
beforeAll(async () => {
  sink = await SmtpSink.start();
});
const ctx = useTestApp(() => ({ SMTP_URL: sink.url }));
afterAll(() => sink?.stop());

const NEW_SIGN_IN = 'New sign-in to your FitCircle account';
const PASSWORD_CHANGED = 'Your FitCircle password was changed';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const browser = (userAgent?: string) => new TestBrowser(() => ctx.app, userAgent ? { 'user-agent': userAgent } : {});

async function resetIn(b: TestBrowser, user: { id: number; email: string }) {
  const password = 'brand-new-pass';
  const res = await b.post('/api/auth/password-reset/confirm', {
    token: await resetTokenFor(ctx.db, user),
    password,
    confirmPassword: password,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function subjectsTo(email: string) {
  await ctx.app.mail.runDue();
  return sink.to(email).map((m) => m.subject);
}

/** A member who signed in once at home: that browser is their first, remembered device. */
async function memberWithHomeBrowser() {
  const user = await buildUser(ctx.db);
  const home = browser();
  expect((await signInWithPassword(home, user.username)).statusCode).toBe(200);
  expect(await mailKindsOf(ctx.db, user.id)).toEqual([]);
  return { user, home };
}

describe('the sign-in a password reset makes', () => {
  it('from a browser the member never used: the new-sign-in email, naming the device, and the password notice', async () => {
    const { user } = await memberWithHomeBrowser();
    const phone = browser(IPHONE);
    expect((await resetIn(phone, user)).json()).toMatchObject({ id: user.id });
    expect((await phone.get('/api/auth/user')).statusCode).toBe(200);

    expect((await subjectsTo(user.email)).sort()).toEqual([NEW_SIGN_IN, PASSWORD_CHANGED]);
    const notice = sink.to(user.email).find((m) => m.subject === NEW_SIGN_IN);
    expect(notice?.text).toContain('from a device it had not used before: Safari 17 on iOS 17.');
  });

  it('from a browser the member already signed in from: only the password notice, as a sign-in there would', async () => {
    const { user, home } = await memberWithHomeBrowser();
    await resetIn(home, user);
    expect(await subjectsTo(user.email)).toEqual([PASSWORD_CHANGED]);
    // The phone is new once: a second reset from it is a known device.
    const phone = browser(IPHONE);
    await resetIn(phone, user);
    await resetIn(phone, user);
    expect(await mailKindsOf(ctx.db, user.id)).toEqual([
      'password_changed',
      'password_changed',
      'security_new_device',
      'password_changed',
    ]);
  });

  it("a member's very first device gets no new-sign-in email, as at a first sign-in", async () => {
    const user = await buildUser(ctx.db);
    await resetIn(browser(IPHONE), user);
    expect(await subjectsTo(user.email)).toEqual([PASSWORD_CHANGED]);
  });

  it('with two-step sign-in on: the password notice at once, and one new-sign-in email once the code signs in', async () => {
    const { user } = await memberWithHomeBrowser();
    const key = await enableTwoFactor(ctx.db, user.id);
    const phone = browser(IPHONE);
    expect((await resetIn(phone, user)).json()).toEqual({ twoFactorRequired: true });
    expect(await mailKindsOf(ctx.db, user.id)).toEqual(['password_changed']);
    const step = await phone.post('/api/auth/login/two-factor', { code: codeFor(key) });
    expect(step.statusCode, step.body).toBe(200);
    expect((await subjectsTo(user.email)).sort()).toEqual([NEW_SIGN_IN, PASSWORD_CHANGED]);
  });
});
