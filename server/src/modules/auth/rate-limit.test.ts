import { MESSAGES } from '@common/texts';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp({ AUTH_RATE_LIMIT: '3' });

const login = (username: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: 'wrong-password' },
    remoteAddress: ip,
  });

describe('sign-in rate limits', () => {
  it('answers 429 after the limit from one IP, whatever the username', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(`someone_${i}`, '10.0.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const res = await login('someone_else', '10.0.0.1');
    expect(res.json()).toEqual({ message: MESSAGES.tooManyAttempts });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 429 after the limit for one username, whatever the IP', async () => {
    const user = await buildUser(ctx.db);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(user.username, `10.0.1.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('limits registration per IP too', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          username: `rl_${i}_x`,
          email: `rl_${i}@example.com`,
          password: 'secret1',
          confirmPassword: 'secret1',
        },
        remoteAddress: '10.0.2.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
