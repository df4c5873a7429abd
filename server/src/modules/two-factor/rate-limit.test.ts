import { SECURITY_LIMITS } from '@common/security-texts';
import { MESSAGES } from '@common/texts';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { signInWithPassword } from '../../test/factories/security';
import { codeFor, enableTwoFactor } from '../../test/factories/two-factor';
import { useTestApp } from '../../test/test-app';
import { TestBrowser } from '../../test/test-browser';

// Wrong codes are limited like passwords (issue 35): AUTH_RATE_LIMIT a minute per account and per
// client address.
const ctx = useTestApp({ AUTH_RATE_LIMIT: '3' });

async function atSecondStep(ip: string) {
  const user = await buildUser(ctx.db);
  const key = await enableTwoFactor(ctx.db, user.id);
  const b = new TestBrowser(() => ctx.app);
  await b.call('POST', '/api/auth/login', { username: user.username, password: 'password123' }, { remoteAddress: ip });
  return { user, key, b };
}

const codeFrom = (b: TestBrowser, code: string, ip: string) =>
  b.call('POST', '/api/auth/login/two-factor', { code }, { remoteAddress: ip });

describe('two-step code rate limits', () => {
  it('answers 429 after the limit for one account, whatever the address; then even the right code waits', async () => {
    const { key, b } = await atSecondStep('10.9.0.1');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await codeFrom(b, codeFor(key, 5), `10.9.1.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const right = await codeFrom(b, codeFor(key), '10.9.2.1');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: MESSAGES.tooManyAttempts });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect((await b.get('/api/auth/user')).statusCode).toBe(401);
  });

  it("a 429 checks no code, so it uses none of the pending sign-in's few attempts", async () => {
    // Past the per-minute limit a code is not looked at; before, each 429 still counted one of
    // the SECURITY_LIMITS.secondStepAttempts, and waiting out the minute led to "ask the password again".
    const { key, b } = await atSecondStep('10.7.0.1');
    const statuses = [];
    for (let i = 0; i < 3 + SECURITY_LIMITS.secondStepAttempts; i++) {
      statuses.push((await codeFrom(b, codeFor(key, 5), `10.7.1.${i}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, ...Array(SECURITY_LIMITS.secondStepAttempts).fill(429)]);
    expect(b.cookie('fc_two_step')).toBeDefined();
  });

  it('answers 429 after the limit from one address, whatever the account', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const { key, b } = await atSecondStep(`10.8.0.${i}`);
      statuses.push((await codeFrom(b, codeFor(key, 5), '10.8.9.9')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('signing in with the password still answers, its own limit apart', async () => {
    const user = await buildUser(ctx.db);
    await enableTwoFactor(ctx.db, user.id);
    const res = await signInWithPassword(new TestBrowser(() => ctx.app), user.username);
    expect(res.json()).toEqual({ twoFactorRequired: true });
  });
});
