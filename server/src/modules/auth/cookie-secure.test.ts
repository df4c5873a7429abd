import { describe, expect, it } from 'vitest';
import { uniqueName } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

// Behind a TLS-terminating proxy the session cookie must be Secure (D1).
const ctx = useTestApp({ TRUST_PROXY: 'true' });

function register(headers: Record<string, string>) {
  const username = uniqueName('sec');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: { username, email: `${username}@example.com`, password: 'secret1', confirmPassword: 'secret1' },
  });
}

describe('session cookie over https', () => {
  it('is Secure when the request came over https through a trusted proxy', async () => {
    const res = await register({ 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(201);
    expect(res.cookies.find((c) => c.name === 'fc_session')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('is not Secure over plain http (a loopback install must still work)', async () => {
    const res = await register({});
    expect(res.cookies.find((c) => c.name === 'fc_session')?.secure).toBeFalsy();
  });
});
