import type { CreatedApiToken } from '@common/schemas/activities';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, DEFAULT_PASSWORD, sessionCookieFor } from '../../test/factories';
import { resetTokenFor } from '../../test/factories/security';
import { useTestApp } from '../../test/test-app';

// A password change or reset, often made after a suspected compromise, revokes the member's API
// tokens with their other sessions; "sign out of all other devices" keeps them (Settings says so).
const ctx = useTestApp();

async function createToken(cookie: string): Promise<CreatedApiToken> {
  const res = await apiAs(ctx, cookie).post('/api/api-tokens', { name: 'Watch sync' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const readWith = (token: CreatedApiToken) =>
  ctx.app.inject({ url: '/api/activities', headers: { authorization: `Bearer ${token.token}` } });

describe('API tokens and the password', () => {
  it('a password change revokes every API token of the member, not other members’', async () => {
    const member = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    const tokens = [await createToken(member.cookie), await createToken(member.cookie)];
    const othersToken = await createToken(other.cookie);
    expect((await readWith(tokens[0])).statusCode).toBe(200);

    const changed = await apiAs(ctx, member.cookie).post('/api/auth/password', {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'a-new-password',
      confirmPassword: 'a-new-password',
    });
    expect(changed.statusCode, changed.body).toBe(204);

    for (const token of tokens) expect((await readWith(token)).statusCode).toBe(401);
    expect((await apiAs(ctx, member.cookie).get('/api/api-tokens')).json()).toEqual([]);
    expect((await readWith(othersToken)).statusCode).toBe(200);
  });

  it('a password reset revokes them too', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const token = await createToken(cookie);
    const link = await resetTokenFor(ctx.db, user);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: link, password: 'a-new-password', confirmPassword: 'a-new-password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await readWith(token)).statusCode).toBe(401);
  });

  it('"sign out of all other devices" keeps them: integrations are not devices', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const phone = await sessionCookieFor(ctx.db, user.id);
    const token = await createToken(cookie);
    expect((await apiAs(ctx, cookie).delete('/api/account/sessions')).statusCode).toBe(204);
    expect((await apiAs(ctx, phone).get('/api/auth/user')).statusCode).toBe(401);
    expect((await readWith(token)).statusCode).toBe(200);
  });
});
