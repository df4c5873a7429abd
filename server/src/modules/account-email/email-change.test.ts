import { ACCOUNT_EMAIL_MESSAGES as M } from '@common/account-email-texts';
import { PEOPLE_MESSAGES } from '@common/people-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, DEFAULT_PASSWORD, uniqueName } from '../../test/factories';
import { tokenIn } from '../../test/mail/links';
import { SmtpSink } from '../../test/mail/smtp-sink';
import { useTestApp } from '../../test/test-app';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await SmtpSink.start();
});
const ctx = useTestApp(() => ({ SMTP_URL: sink.url }));
afterAll(() => sink?.stop());

const change = (cookie: string, email: string, currentPassword = DEFAULT_PASSWORD) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/email',
    payload: { email, currentPassword },
    headers: { cookie },
  });
const status = async (cookie: string) =>
  (await ctx.app.inject({ url: '/api/account/email', headers: { cookie } })).json();
const verify = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
const login = (username: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: DEFAULT_PASSWORD } });
const newAddress = () => `${uniqueName('moved')}@example.net`;
async function mailsTo(email: string, subject: string) {
  await ctx.app.mail.runDue();
  return sink.to(email).filter((m) => m.subject === subject);
}

describe('changing the email address', () => {
  it('confirms the new address before it replaces the old one, which then gets a notice', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const next = newAddress();
    // An old reset link must not survive the move.
    await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    const [resetMail] = await mailsTo(user.email, 'Reset your FitCircle password');

    const asked = await change(cookie, next);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ email: user.email, verified: true, pendingEmail: next });
    expect(await status(cookie)).toMatchObject({ email: user.email, pendingEmail: next });
    expect((await login(next)).statusCode).toBe(401); // not yet the account's address

    const [confirmMail] = await mailsTo(next, 'Confirm your new FitCircle email address');
    expect(await mailsTo(user.email, 'Your FitCircle email address was changed')).toEqual([]);
    const confirmed = await verify(tokenIn(confirmMail, '/verify-email'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: next, verified: true, message: M.emailChanged });
    expect(await status(cookie)).toEqual({ email: next, verified: true, pendingEmail: null });
    expect((await login(next)).statusCode).toBe(200);

    const [notice] = await mailsTo(user.email, 'Your FitCircle email address was changed');
    expect(notice.text).toContain(`@${user.username}`);
    expect(notice.text).not.toContain(next); // masked: whoever reads the old inbox does not learn it
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: {
        token: tokenIn(resetMail, '/reset-password'),
        password: 'hijack-pass',
        confirmPassword: 'hijack-pass',
      },
    });
    expect(reset.statusCode).toBe(400);
  });

  it('asks for the current password and refuses the same or a taken address', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    const wrong = await change(cookie, newAddress(), 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: PEOPLE_MESSAGES.currentPasswordWrong });
    const same = await change(cookie, user.email.toUpperCase());
    expect(same.json()).toEqual({ message: M.sameEmail, errors: { email: M.sameEmail } });
    const taken = await change(cookie, other.user.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: M.emailInUse });
    expect((await change(cookie, 'not an address')).statusCode).toBe(400);
    // A visitor is asked to sign in before any word about the input (plugins/session-first.ts).
    expect((await ctx.app.inject({ method: 'POST', url: '/api/account/email', payload: {} })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/account/email' })).statusCode).toBe(401);
  });

  it('voids the link of an earlier request, and of a cancelled one', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const first = newAddress();
    const second = newAddress();
    await change(cookie, first);
    await change(cookie, second);
    const [firstMail] = await mailsTo(first, 'Confirm your new FitCircle email address');
    const [secondMail] = await mailsTo(second, 'Confirm your new FitCircle email address');
    expect(firstMail).toBeUndefined(); // its job was dropped: a newer change was asked before it was sent
    await ctx.app.inject({ method: 'DELETE', url: '/api/account/email/pending', headers: { cookie } });
    expect((await verify(tokenIn(secondMail, '/verify-email'))).statusCode).toBe(400);
    expect(await status(cookie)).toMatchObject({ pendingEmail: null });
  });

  it('refuses the change if someone took the address in the meantime', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const next = newAddress();
    await change(cookie, next);
    const [mail] = await mailsTo(next, 'Confirm your new FitCircle email address');
    await buildSignedInUser(ctx.db, { email: next });
    const res = await verify(tokenIn(mail, '/verify-email'));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ email: M.emailInUse });
  });

  it('sends no notice to an old address that was never confirmed (it may not be theirs)', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db, { emailVerified: false });
    const next = newAddress();
    await change(cookie, next);
    const [mail] = await mailsTo(next, 'Confirm your new FitCircle email address');
    expect((await verify(tokenIn(mail, '/verify-email'))).statusCode).toBe(200);
    expect(await mailsTo(user.email, 'Your FitCircle email address was changed')).toEqual([]);
    expect(await status(cookie)).toEqual({ email: next, verified: true, pendingEmail: null });
  });
});
