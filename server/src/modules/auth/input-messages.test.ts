import { MESSAGES } from '@common/texts';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, DEFAULT_PASSWORD } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

// Each refused input is told what is wrong with it, not another rule's words.
const ctx = useTestApp();

describe('sign-in and password messages', () => {
  it('a username or email longer than any can be is told so, not "at least 3 characters"', async () => {
    const res = await apiAs(ctx).post('/api/auth/login', { username: 'a'.repeat(300), password: 'password123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.loginNameMax);
    const short = await apiAs(ctx).post('/api/auth/login', { username: 'ab', password: 'password123' });
    expect(short.json().message).toBe(MESSAGES.usernameMin);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['short', 'abc'],
  ])('a password change with the repeated password %s: "Passwords do not match"', async (_case, confirmPassword) => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await apiAs(ctx, cookie).post('/api/auth/password', {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'a-new-password',
      ...(confirmPassword !== undefined && { confirmPassword }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: MESSAGES.passwordsDontMatch,
      errors: { confirmPassword: MESSAGES.passwordsDontMatch },
    });
  });

  it('a new password too short is still told its length', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await apiAs(ctx, cookie).post('/api/auth/password', {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'abc',
      confirmPassword: 'abc',
    });
    expect(res.json().errors).toMatchObject({ newPassword: MESSAGES.settingsPasswordMin });
  });
});
