import { SECURITY_MESSAGES as M, SECURITY_LIMITS } from '@common/security-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories';
import { forgetUsedStep, mailKindsOf, signInWithPassword, turnOnTwoStep } from '../../test/factories/security';
import { codeFor } from '../../test/factories/two-factor';
import { SmtpSink } from '../../test/mail/smtp-sink';
import { useTestApp } from '../../test/test-app';
import { TestBrowser } from '../../test/test-browser';

// Wrong codes from the authenticator app are capped per account and day (docs/decisions/0040):
// the per-minute limit alone let someone who knows the password try 14,400 codes a day. Past the
// cap, codes are refused until the window ends, and the member is emailed once.
let sink: SmtpSink;
beforeAll(async () => {
  sink = await SmtpSink.start();
});
const ctx = useTestApp(() => ({ SMTP_URL: sink.url }));
afterAll(() => sink?.stop());

const CAP = SECURITY_LIMITS.wrongCodesPerDay;
const PER_SIGN_IN = SECURITY_LIMITS.secondStepAttempts;
const PAUSED_KIND = 'security_codes_paused';
const PAUSED_SUBJECT = 'Someone is trying codes to sign in to your FitCircle account';

/** A member with two-step sign-in on (set up in Settings), their key and recovery codes. */
async function memberWithTwoStep() {
  const user = await buildUser(ctx.db);
  const settings = new TestBrowser(() => ctx.app);
  await signInWithPassword(settings, user.username);
  const { key, recoveryCodes } = await turnOnTwoStep(settings);
  await forgetUsedStep(ctx.db, user.id);
  return { user, key, recoveryCodes, settings };
}

/** A new browser that gave the member's password: at the second step. */
async function atSecondStep(username: string) {
  const b = new TestBrowser(() => ctx.app);
  expect((await signInWithPassword(b, username)).json()).toEqual({ twoFactorRequired: true });
  return b;
}

const secondStep = (b: TestBrowser, body: object) => b.post('/api/auth/login/two-factor', body);
/** A code from 10 periods away: never accepted now. */
const wrongCode = (key: Buffer) => codeFor(key, 10);

/** Sends `count` wrong codes, a new pending sign-in for each few; all must be checked (401 wrong). */
async function sendWrongCodes(username: string, key: Buffer, count: number) {
  let b = await atSecondStep(username);
  for (let i = 1; i <= count; i += 1) {
    const res = await secondStep(b, { code: wrongCode(key) });
    expect(res.statusCode, `wrong code ${i}`).toBe(401);
    if (i % PER_SIGN_IN === 0 && i < count) b = await atSecondStep(username);
  }
}

const countPaused = async (userId: number) => (await mailKindsOf(ctx.db, userId)).filter((k) => k === PAUSED_KIND);

describe('the daily cap on wrong codes', () => {
  it(`after ${CAP} wrong codes the app's codes are refused, even the right one, and the member is emailed once`, async () => {
    const { user, key, recoveryCodes } = await memberWithTwoStep();
    await sendWrongCodes(user.username, key, CAP - 1);
    // A right code in between is not a wrong one: it signs in and uses none of the cap.
    const right = await secondStep(await atSecondStep(user.username), { code: codeFor(key) });
    expect(right.statusCode, right.body).toBe(200);
    await sendWrongCodes(user.username, key, 1);
    expect(await countPaused(user.id)).toHaveLength(1);

    await forgetUsedStep(ctx.db, user.id);
    const b = await atSecondStep(user.username);
    const refused = await secondStep(b, { code: codeFor(key) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: M.codesPaused(SECURITY_LIMITS.wrongCodesWindowHours) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await b.get('/api/auth/user')).statusCode).toBe(401);
    // Refusals are no further guesses and send no further email.
    for (let i = 0; i < PER_SIGN_IN + 1; i += 1) {
      expect((await secondStep(b, { code: wrongCode(key) })).statusCode).toBe(429);
    }
    expect(await countPaused(user.id)).toHaveLength(1);

    // The refusals used none of this sign-in's attempts: a recovery code still signs in.
    const recovered = await secondStep(b, { recoveryCode: recoveryCodes[0] });
    expect(recovered.statusCode, recovered.body).toBe(200);

    await ctx.app.mail.runDue();
    const mails = sink.to(user.email).filter((m) => m.subject === PAUSED_SUBJECT);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`${CAP} wrong two-step codes were entered for your account today`);
    expect(mails[0].text).toContain('change it now');
  });

  it('turning two-step sign-in off with a code waits too; with a recovery code it works', async () => {
    const { user, key, recoveryCodes, settings } = await memberWithTwoStep();
    await sendWrongCodes(user.username, key, CAP);
    const withCode = await settings.post('/api/account/two-factor/disable', {
      password: DEFAULT_PASSWORD,
      code: codeFor(key),
    });
    expect(withCode.statusCode).toBe(429);
    expect(withCode.json().message).toBe(M.codesPaused(SECURITY_LIMITS.wrongCodesWindowHours));
    const withRecovery = await settings.post('/api/account/two-factor/disable', {
      password: DEFAULT_PASSWORD,
      recoveryCode: recoveryCodes[0],
    });
    expect(withRecovery.statusCode, withRecovery.body).toBe(204);
  });

  it('once the window has passed, the right code signs in and wrong ones count from zero again', async () => {
    const { user, key } = await memberWithTwoStep();
    await sendWrongCodes(user.username, key, CAP);
    expect((await secondStep(await atSecondStep(user.username), { code: codeFor(key) })).statusCode).toBe(429);
    // A day later (the clock moved by editing the row, not by waiting).
    await ctx.db.query(
      `update two_factor_wrong_codes set window_started_at = window_started_at - interval '24 hours' where user_id = $1`,
      [user.id],
    );
    const b = await atSecondStep(user.username);
    expect((await secondStep(b, { code: wrongCode(key) })).statusCode).toBe(401);
    expect((await secondStep(b, { code: codeFor(key) })).statusCode).toBe(200);
    const { rows } = await ctx.db.query('select wrong_codes from two_factor_wrong_codes where user_id = $1', [user.id]);
    expect(rows).toEqual([{ wrong_codes: 1 }]);
  });

  it('wrong recovery codes do not count: they cannot be guessed, and they are the way in meanwhile', async () => {
    const { user } = await memberWithTwoStep();
    const b = await atSecondStep(user.username);
    for (let i = 0; i < 3; i += 1) expect((await secondStep(b, { recoveryCode: 'aaaaa-bbbbb' })).statusCode).toBe(401);
    const { rows } = await ctx.db.query('select wrong_codes from two_factor_wrong_codes where user_id = $1', [user.id]);
    expect(rows).toEqual([]);
  });

  it('parallel wrong codes, from many pending sign-ins, never get past the cap', async () => {
    const { user, key } = await memberWithTwoStep();
    await sendWrongCodes(user.username, key, CAP - 3);
    const browsers = await Promise.all(Array.from({ length: 10 }, () => atSecondStep(user.username)));
    const answers = await Promise.all(browsers.map((b) => secondStep(b, { code: wrongCode(key) })));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    const { rows } = await ctx.db.query('select wrong_codes from two_factor_wrong_codes where user_id = $1', [user.id]);
    expect(rows).toEqual([{ wrong_codes: CAP }]);
    expect(await countPaused(user.id)).toHaveLength(1);
  });
});
