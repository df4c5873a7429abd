import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser, sessionCookieFor, uniqueName } from '../../test/factories';
import { resetTokenFor } from '../../test/factories/security';
import { useTestApp } from '../../test/test-app';

// A password is the same password however its accented letters are encoded: 'ä' as one character
// (NFC, most keyboards) or as 'a' and a combining mark (NFD, some phones and pasted text).
const ctx = useTestApp();

const COMPOSED = 'pässwörd😀'.normalize('NFC');
const DECOMPOSED = COMPOSED.normalize('NFD');
const OTHER_COMPOSED = 'nöuvéau-mot'.normalize('NFC');
const OTHER_DECOMPOSED = OTHER_COMPOSED.normalize('NFD');

const login = (username: string, password: string) => apiAs(ctx).post('/api/auth/login', { username, password });

describe('passwords are compared in Unicode NFC', () => {
  it('the two encodings differ as text (what the test is about)', () => {
    expect(COMPOSED).not.toBe(DECOMPOSED);
  });

  it('signed up composed, signs in decomposed; and the other way round', async () => {
    for (const [registered, typed] of [
      [COMPOSED, DECOMPOSED],
      [DECOMPOSED, COMPOSED],
    ]) {
      const username = uniqueName();
      const res = await apiAs(ctx).post('/api/auth/register', {
        username,
        email: `${username}@example.com`,
        password: registered,
        confirmPassword: typed,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect((await login(username, typed)).statusCode).toBe(200);
      expect((await login(username, registered)).statusCode).toBe(200);
      expect((await login(username, 'passsword😀')).statusCode).toBe(401);
    }
  });

  it('a password stored before, hashed as it was sent (decomposed), still signs in', async () => {
    const user = await buildUser(ctx.db);
    const legacy = await hash(DECOMPOSED, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await ctx.db.query('update users set password_hash = $2 where id = $1', [user.id, legacy]);
    expect((await login(user.username, DECOMPOSED)).statusCode).toBe(200);
  });

  it('changing it: the current one in the other encoding is right, and the new one is the same both ways', async () => {
    const user = await buildUser(ctx.db, { password: COMPOSED });
    const cookie = await sessionCookieFor(ctx.db, user.id);
    const same = await apiAs(ctx, cookie).post('/api/auth/password', {
      currentPassword: DECOMPOSED,
      newPassword: COMPOSED,
      confirmPassword: COMPOSED,
    });
    expect(same.statusCode).toBe(400); // the same password, whatever its encoding
    const changed = await apiAs(ctx, cookie).post('/api/auth/password', {
      currentPassword: DECOMPOSED,
      newPassword: OTHER_DECOMPOSED,
      confirmPassword: OTHER_COMPOSED,
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await login(user.username, OTHER_COMPOSED)).statusCode).toBe(200);
  });

  it('a reset sets it the same way', async () => {
    const user = await buildUser(ctx.db);
    const token = await resetTokenFor(ctx.db, user);
    const res = await apiAs(ctx).post('/api/auth/password-reset/confirm', {
      token,
      password: DECOMPOSED,
      confirmPassword: DECOMPOSED,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await login(user.username, COMPOSED)).statusCode).toBe(200);
  });

  it('confirming it is you (re-authentication before deleting the account) takes either encoding', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db, { password: COMPOSED });
    await ctx.db.query(`update sessions set authenticated_at = now() - interval '1 hour' where user_id = $1`, [
      user.id,
    ]);
    const reauth = await apiAs(ctx, cookie).post('/api/account/reauthenticate', { password: DECOMPOSED });
    expect(reauth.statusCode, reauth.body).toBeLessThan(300);
    expect((await apiAs(ctx, cookie).delete(`/api/users/${user.id}`)).statusCode).toBe(204);
  });
});
