import { ACCOUNT_EMAIL_MESSAGES as M } from '@common/account-email-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, sessionCookieFor, uniqueName } from '../../test/factories';
import { setPrivacy } from '../../test/factories/posts';
import { buildLog, loadWorkoutLibrary } from '../../test/factories/workouts';
import { tokenIn } from '../../test/mail/links';
import { SmtpSink } from '../../test/mail/smtp-sink';
import { useTestApp } from '../../test/test-app';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await SmtpSink.start();
});
const ctx = useTestApp(() => ({ SMTP_URL: sink.url }));
afterAll(() => sink?.stop());

const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  `fc_session=${res.cookies.find((c) => c.name === 'fc_session')?.value}`;
const me = async (cookie: string) => (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie } })).json();
const post = (cookie: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/posts', payload, headers: { cookie } });
const verify = (token: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    headers: cookie ? { cookie } : {},
  });
const confirmMails = async (email: string) => {
  await ctx.app.mail.runDue();
  return sink.to(email).filter((m) => m.subject === 'Confirm your FitCircle email address');
};

async function signUp() {
  const username = uniqueName('new');
  const email = `${username}@example.com`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email, password: 'secret1', confirmPassword: 'secret1' },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as number, email, cookie: cookieOf(res) };
}

describe('address confirmation at sign-up', () => {
  it('sends a link; until it is used the member posts to friends or only themselves, not publicly', async () => {
    const member = await signUp();
    expect(await me(member.cookie)).toMatchObject({ emailVerified: false });

    const refused = await post(member.cookie, { content: 'Hello world', audience: 'public' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: M.verifyToPostPublicly });
    // Without an audience the post takes the profile's visibility: public is refused the same way.
    await setPrivacy(ctx.db, member.id, { profileVisibility: 'public' });
    expect((await post(member.cookie, { content: 'Hello again' })).statusCode).toBe(403);
    expect((await post(member.cookie, { content: 'To my friends', audience: 'friends' })).statusCode).toBe(201);
    expect((await post(member.cookie, { content: 'Just me', audience: 'private' })).statusCode).toBe(201);

    const [mail] = await confirmMails(member.email);
    // The link works signed out (often opened on another device).
    const confirmed = await verify(tokenIn(mail, '/verify-email'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: member.email, verified: true, message: M.emailVerified });
    expect(await me(member.cookie)).toMatchObject({ emailVerified: true });
    expect((await post(member.cookie, { content: 'Now for everyone', audience: 'public' })).statusCode).toBe(201);

    const reused = await verify(tokenIn(mail, '/verify-email'));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(M.verifyLinkInvalid);
  });

  it('sends the link again on request; the newer link replaces the older', async () => {
    const member = await signUp();
    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/resend',
      headers: { cookie: member.cookie },
    });
    expect(resend.statusCode).toBe(202);
    expect(resend.json()).toEqual({ message: M.verificationSent(member.email) });
    const [first, second] = await confirmMails(member.email);
    expect((await verify(tokenIn(first, '/verify-email'))).statusCode).toBe(400);
    expect((await verify(tokenIn(second, '/verify-email'))).statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/resend',
      headers: { cookie: member.cookie },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.alreadyVerified });
  });

  it('expires links after a day', async () => {
    const member = await signUp();
    const [mail] = await confirmMails(member.email);
    const { rows } = await ctx.db.query(
      'select extract(epoch from expires_at - created_at)::int as ttl from email_verification_tokens where user_id = $1',
      [member.id],
    );
    expect(rows).toEqual([{ ttl: 24 * 3600 }]);
    await ctx.db.query(`update email_verification_tokens set expires_at = now() where user_id = $1`, [member.id]);
    expect((await verify(tokenIn(mail, '/verify-email'))).statusCode).toBe(400);
    expect(await me(member.cookie)).toMatchObject({ emailVerified: false });
  });

  it('applies to every way of posting: a workout shared publicly is refused too', async () => {
    await loadWorkoutLibrary(ctx.db);
    const member = await signUp();
    const logId = await buildLog(ctx.db, member.id, { date: new Date().toISOString().slice(0, 10) });
    const share = (audience: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/workout-logs/${logId}/share`,
        payload: { audience },
        headers: { cookie: member.cookie },
      });
    const refused = await share('public');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.verifyToPostPublicly);
    expect((await share('friends')).statusCode).toBe(201);
  });

  it('leaves confirmed members alone', async () => {
    const member = await buildUser(ctx.db);
    const cookie = await sessionCookieFor(ctx.db, member.id);
    expect((await post(cookie, { content: 'Public as ever', audience: 'public' })).statusCode).toBe(201);
    expect((await ctx.app.inject({ url: '/api/account/email', headers: { cookie } })).json()).toEqual({
      email: member.email,
      verified: true,
      pendingEmail: null,
    });
  });
});
