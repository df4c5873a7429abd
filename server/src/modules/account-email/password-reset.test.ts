import { ACCOUNT_EMAIL_MESSAGES as M } from '@common/account-email-texts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, DEFAULT_PASSWORD, sessionCookieFor } from '../../test/factories';
import { codeFor, enableTwoFactor } from '../../test/factories/two-factor';
import { linkIn, tokenIn } from '../../test/mail/links';
import { SmtpSink } from '../../test/mail/smtp-sink';
import { queriesDuring } from '../../test/query-log';
import { useTestApp } from '../../test/test-app';
import { TestBrowser } from '../../test/test-browser';
import { ACCOUNT_MAIL } from './kinds';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await SmtpSink.start();
});
const ctx = useTestApp(() => ({ SMTP_URL: sink.url, PUBLIC_URL: 'https://fitcircle.example' }));
afterAll(() => sink?.stop());

const askReset = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
const confirm = (token: string, password = 'brand-new-pass') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password, confirmPassword: password },
  });
const statusWith = async (cookie: string) =>
  (await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode;
const login = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
const sessionCookie = (res: { cookies: { name: string; value: string }[] }) =>
  `fc_session=${res.cookies.find((c) => c.name === 'fc_session')?.value}`;

/** Sends what is queued and answers the reset emails the SMTP server got for the address. */
async function resetMailsTo(email: string) {
  await ctx.app.mail.runDue();
  return sink.to(email).filter((m) => m.subject === 'Reset your FitCircle password');
}

describe('password reset by email', () => {
  it('with two-step sign-in on, the link sets the password but signs in only after the code', async () => {
    const member = await buildUser(ctx.db);
    const key = await enableTwoFactor(ctx.db, member.id);
    await askReset(member.email);
    const [mail] = await resetMailsTo(member.email);
    const b = new TestBrowser(() => ctx.app);
    const token = linkIn(mail, '/reset-password').searchParams.get('token')!;
    const done = await b.post('/api/auth/password-reset/confirm', {
      token,
      password: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ twoFactorRequired: true });
    expect(b.cookie('fc_session')).toBeUndefined();
    expect((await b.get('/api/auth/user')).statusCode).toBe(401);
    // The new password is set; the code completes this browser's sign-in.
    const step = await b.post('/api/auth/login/two-factor', { code: codeFor(key) });
    expect(step.statusCode, step.body).toBe(200);
    expect((await b.get('/api/auth/user')).json()).toMatchObject({ id: member.id });
    expect((await login(member.username, 'brand-new-pass')).json()).toEqual({ twoFactorRequired: true });
  });

  it('emails a link that sets a new password once, signs this browser in, ends every other session and sends a notice', async () => {
    const member = await buildUser(ctx.db);
    const laptop = await sessionCookieFor(ctx.db, member.id);
    const phone = await sessionCookieFor(ctx.db, member.id);

    const asked = await askReset(member.email.toUpperCase());
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: M.resetRequested });
    const [mail] = await resetMailsTo(member.email);
    expect(mail.from).toContain('no-reply@localhost');
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe('https://fitcircle.example');
    expect(mail.html).toContain(link.toString().replace(/&/g, '&amp;'));
    expect(mail.headers.has('list-unsubscribe')).toBe(false); // account email, not a notification

    const done = await confirm(link.searchParams.get('token')!);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: member.id, email: member.email, emailVerified: true });
    expect(await statusWith(sessionCookie(done))).toBe(200);
    expect(await statusWith(laptop)).toBe(401);
    expect(await statusWith(phone)).toBe(401);

    expect((await login(member.username, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login(member.username, 'brand-new-pass')).statusCode).toBe(200);

    const again = await confirm(link.searchParams.get('token')!, 'third-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: M.resetLinkInvalid, errors: { token: M.resetLinkInvalid } });

    await ctx.app.mail.runDue();
    const notice = sink.to(member.email).find((m) => m.subject === 'Your FitCircle password was changed');
    expect(notice?.text).toContain(`@${member.username}`);
  });

  it('makes links that expire an hour after they are made', async () => {
    const member = await buildUser(ctx.db);
    await askReset(member.email);
    const [mail] = await resetMailsTo(member.email);
    const { rows } = await ctx.db.query(
      `select extract(epoch from expires_at - created_at)::int as ttl from password_reset_tokens where user_id = $1`,
      [member.id],
    );
    expect(rows).toEqual([{ ttl: 3600 }]);
    // An hour later (the clock moved by editing the row, not by waiting).
    await ctx.db.query(`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = $1`, [
      member.id,
    ]);
    const late = await confirm(tokenIn(mail, '/reset-password'));
    expect(late.statusCode).toBe(400);
    expect((await login(member.username, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link once a newer one was asked for', async () => {
    const member = await buildUser(ctx.db);
    await askReset(member.email);
    await askReset(member.email);
    const mails = await resetMailsTo(member.email);
    expect(mails).toHaveLength(2);
    const [older, newer] = mails.map((m) => tokenIn(m, '/reset-password'));
    expect(older).not.toBe(newer);
    expect((await confirm(older)).statusCode).toBe(400);
    expect((await confirm(newer)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and emails nobody', async () => {
    await ctx.app.mail.runDue(); // what earlier tests left queued
    const member = await buildUser(ctx.db);
    const known = await askReset(member.email);
    const unknown = await askReset('nobody-here@example.org');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    const result = await ctx.app.mail.runDue();
    expect(result).toMatchObject({ sent: 1, dropped: 1 });
    expect(sink.to('nobody-here@example.org')).toEqual([]);
  });

  it('does the same work for an unknown address as for a known one: the same statements and counts, no look-up of the member', async () => {
    const member = await buildUser(ctx.db);
    // What the request does, recorded: its statements (with their values) and its rate-limit counts.
    const workFor = async (email: string) => {
      const hit = vi.spyOn(ctx.app.rateLimiter, 'hit');
      try {
        const { result, queries } = await queriesDuring(ctx.db, () => askReset(email));
        expect(result.statusCode).toBe(202);
        return { queries, counts: hit.mock.calls.map(([key, limit, windowMs]) => ({ key, limit, windowMs })) };
      } finally {
        hit.mockRestore();
      }
    };
    const known = await workFor(member.email);
    const unknown = await workFor('nobody-at-all@example.org');
    // The same statements: one insert of a job of the same kind, carrying the address as given.
    // Whether the address has an account is learnt later, by the mail worker, outside the request.
    expect(known.queries).toHaveLength(1);
    expect(known.queries[0].text).toMatch(/^insert into mail_outbox /);
    expect(unknown.queries.map((q) => q.text)).toEqual(known.queries.map((q) => q.text));
    expect(known.queries[0].values).toEqual([
      ACCOUNT_MAIL.passwordReset,
      null,
      JSON.stringify({ email: member.email }),
    ]);
    expect(unknown.queries[0].values).toEqual([
      ACCOUNT_MAIL.passwordReset,
      null,
      JSON.stringify({ email: 'nobody-at-all@example.org' }),
    ]);
    // The same two rate-limit counts (per address, per client), whoever the address belongs to.
    const shape = (counts: { key: string; limit: number; windowMs: number }[]) =>
      counts.map((c) => ({ ...c, key: c.key.replace(/:address:.*$/, ':address:<email>') }));
    expect(known.counts).toHaveLength(2);
    expect(shape(unknown.counts)).toEqual(shape(known.counts));
    // The queued jobs are not what the next tests are about.
    await ctx.db.query(`delete from mail_outbox where status = 'pending'`);
  });

  it('sends no link to a suspended member, and validates the form', async () => {
    const member = await buildUser(ctx.db);
    await ctx.db.query('update users set suspended_at = now() where id = $1', [member.id]);
    await askReset(member.email);
    expect(await resetMailsTo(member.email)).toEqual([]);
    const bad = await askReset('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect((await confirm('short')).statusCode).toBe(400);
    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: 'a'.repeat(43), password: 'one-password', confirmPassword: 'another-one' },
    });
    expect(mismatch.json().errors).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});
