import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../texts';
import { loginSchema, registerSchema } from './auth';

const valid = {
  username: 'ada_l',
  email: 'Ada@Example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

function fieldErrors(result: ReturnType<typeof registerSchema.safeParse>) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('registerSchema (shared by the sign-up form and POST /api/auth/register)', () => {
  it('accepts a valid registration, lower-cases the e-mail and trims the username', () => {
    const parsed = registerSchema.parse({ ...valid, username: '  ada_l ' });
    expect(parsed).toMatchObject({ username: 'ada_l', email: 'ada@example.com' });
  });

  it('turns empty first and last names into null', () => {
    expect(registerSchema.parse({ ...valid, firstName: '', lastName: undefined })).toMatchObject({
      firstName: null,
      lastName: null,
    });
  });

  it.each([
    ['username', 'ab', MESSAGES.usernameMin],
    ['username', 'a'.repeat(31), MESSAGES.usernameMax],
    ['username', 'no spaces', MESSAGES.usernameChars],
    ['username', '002', MESSAGES.usernameDigitsOnly],
    ['email', `${'a'.repeat(250)}@b.co`, MESSAGES.emailInvalid],
    ['firstName', 'A'.repeat(101), 'Must be at most 100 characters'],
    ['email', 'plainaddress', MESSAGES.emailInvalid],
    ['email', 'a@b', MESSAGES.emailInvalid],
    ['password', '12345', MESSAGES.passwordMin],
  ])('%s = %j gives "%s"', (field, value, message) => {
    const extra = field === 'password' ? { confirmPassword: value } : {};
    expect(fieldErrors(registerSchema.safeParse({ ...valid, [field]: value, ...extra }))).toEqual({ [field]: message });
  });

  it('puts "Passwords do not match" on confirmPassword', () => {
    expect(fieldErrors(registerSchema.safeParse({ ...valid, confirmPassword: 'other1' }))).toEqual({
      confirmPassword: MESSAGES.passwordsDontMatch,
    });
  });

  it('accepts exactly the minimum lengths', () => {
    expect(
      registerSchema.safeParse({ ...valid, username: 'abc', password: '123456', confirmPassword: '123456' }).success,
    ).toBe(true);
  });
});

describe('loginSchema', () => {
  it('uses the same minimum-length messages', () => {
    const r = loginSchema.safeParse({ username: 'ab', password: '123' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([MESSAGES.usernameMin, MESSAGES.passwordMin]);
  });

  it('accepts an e-mail address as the username', () => {
    expect(loginSchema.safeParse({ username: 'ada@example.com', password: 'secret1' }).success).toBe(true);
  });
});
