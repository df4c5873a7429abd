import { ACCOUNT_EMAIL_MESSAGES as M } from '@common/account-email-texts';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

// Two requests per address and three per IP, per hour.
const ctx = useTestApp({ EMAIL_RATE_LIMIT: '2', EMAIL_RATE_LIMIT_IP: '3' });

const askReset = (email: string, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress: ip });
const queued = async (kind: string) =>
  (await ctx.db.query('select count(*)::int as n from mail_outbox where kind = $1', [kind])).rows[0].n as number;

describe('email request limits', () => {
  it('limits reset requests per address, whatever the IP, and queues nothing past the limit', async () => {
    const before = await queued('password_reset');
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await askReset('target@example.com', `10.1.0.${i}`)).statusCode);
    expect(statuses).toEqual([202, 202, 429]);
    const refused = await askReset('TARGET@example.com', '10.1.0.9');
    expect(refused.json()).toEqual({ message: M.tooManyEmails });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(await queued('password_reset')).toBe(before + 2);
  });

  it('limits reset requests per IP, whatever the address', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await askReset(`someone${i}@example.com`, '10.2.0.1')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('limits confirmation emails per address', async () => {
    const { cookie } = await buildSignedInUser(ctx.db, { emailVerified: false });
    const resend = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email/resend',
        headers: { cookie },
        remoteAddress: '10.3.0.1',
      });
    expect([(await resend()).statusCode, (await resend()).statusCode, (await resend()).statusCode]).toEqual([
      202, 202, 429,
    ]);
  });
});
