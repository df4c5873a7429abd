import { describe, expect, it } from 'vitest';
import { PEOPLE_MESSAGES } from '../people-texts';
import { MESSAGES } from '../texts';
import { changePasswordSchema, editProfileFormSchema, latestTodayIso, updateProfileSchema } from './people';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('updateProfileSchema (PUT /api/users/{id} and the profile forms)', () => {
  it('turns text numbers into numbers and empty values into null', () => {
    expect(
      updateProfileSchema.parse({ height: ' 172.5 ', weight: '', bio: '  ', bodyType: '', dateOfBirth: '' }),
    ).toEqual({ height: 172.5, weight: null, bio: null, bodyType: null, dateOfBirth: null });
  });

  it('reads figures as typed digits: not hexadecimal, not exponents', () => {
    expect(updateProfileSchema.parse({ weight: ' 80.5 ', height: '175' })).toMatchObject({
      weight: 80.5,
      height: 175,
    });
    for (const [field, text, message] of [
      ['weight', '0x50', PEOPLE_MESSAGES.weightNumber],
      ['height', '1e2', PEOPLE_MESSAGES.heightNumber],
      ['weight', 'Infinity', PEOPLE_MESSAGES.weightNumber],
    ] as const) {
      const result = updateProfileSchema.safeParse({ [field]: text });
      expect(result.success, text).toBe(false);
      expect(result.error?.issues[0].message).toBe(message);
    }
  });

  it('leaves absent fields absent, so they are not changed', () => {
    expect(updateProfileSchema.parse({ fitnessGoal: 'strength' })).toEqual({ fitnessGoal: 'strength' });
  });

  it('accepts a birthday of today even where the day starts earliest (UTC+14)', () => {
    expect(updateProfileSchema.safeParse({ dateOfBirth: latestTodayIso() }).success).toBe(true);
    const tomorrowThere = new Date(Date.now() + 38 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(issues(updateProfileSchema.safeParse({ dateOfBirth: tomorrowThere }))).toEqual({
      dateOfBirth: PEOPLE_MESSAGES.dateOfBirthRange,
    });
  });

  it('takes /uploads/ paths and http(s) URLs of an upload, nothing else', () => {
    expect(updateProfileSchema.safeParse({ profileImageUrl: '/uploads/abc.png' }).success).toBe(true);
    expect(updateProfileSchema.safeParse({ profileImageUrl: 'https://fit.example/uploads/abc.png' }).success).toBe(
      true,
    );
    // The page's CSP shows images from the app only: a picture elsewhere would be a broken avatar.
    expect(issues(updateProfileSchema.safeParse({ profileImageUrl: 'https://a.example/p.jpg' }))).toEqual({
      profileImageUrl: PEOPLE_MESSAGES.profileImageOutside,
    });
    for (const bad of ['ftp://a.example/p.jpg', 'data:image/png;base64,AAAA', 'not a url']) {
      expect(issues(updateProfileSchema.safeParse({ profileImageUrl: bad }))).toEqual({
        profileImageUrl: MESSAGES.invalidUrl,
      });
    }
  });
});

it('the Edit Profile form requires first and last name', () => {
  const result = editProfileFormSchema.safeParse({
    firstName: ' ',
    lastName: '',
    bio: '',
    dateOfBirth: '',
    height: '',
    weight: '',
    bodyType: '',
    fitnessGoal: '',
    activityLevel: '',
    isTrainer: false,
    profileImageUrl: null,
    profileImageKey: null,
  });
  expect(issues(result)).toEqual({ firstName: MESSAGES.firstNameRequired, lastName: MESSAGES.lastNameRequired });
});

it('the password change puts the mismatch on confirmPassword', () => {
  const result = changePasswordSchema.safeParse({
    currentPassword: 'secret1',
    newPassword: 'secret2',
    confirmPassword: 'secret3',
  });
  expect(issues(result)).toEqual({ confirmPassword: MESSAGES.passwordsDontMatch });
});
