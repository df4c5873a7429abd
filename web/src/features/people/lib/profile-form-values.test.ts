import type { Profile } from '@common/schemas/people';
import { describe, expect, it } from 'vitest';
import { editProfileDefaults, splitName } from './profile-form-values';

describe('splitName', () => {
  it('keeps stored first and last names', () => {
    expect(splitName({ firstName: 'Ada', lastName: 'Lovelace', name: 'x' })).toEqual(['Ada', 'Lovelace']);
  });
  it('splits the full name on spaces when a part is missing: the first word, then the rest', () => {
    expect(splitName({ firstName: null, lastName: null, name: 'Mary Ann  Smith' })).toEqual(['Mary', 'Ann Smith']);
    expect(splitName({ firstName: 'Mo', lastName: null, name: 'Mo Salah' })).toEqual(['Mo', 'Salah']);
    expect(splitName({ firstName: null, lastName: null, name: 'cher' })).toEqual(['cher', '']);
  });
});

it('turns unset numbers and choices into empty text for the form', () => {
  const profile = {
    firstName: 'A',
    lastName: 'B',
    name: 'A B',
    bio: null,
    dateOfBirth: null,
    height: 180.5,
    weight: null,
    bodyType: null,
    fitnessGoal: 'strength',
    activityLevel: null,
    isTrainer: false,
    profileImageUrl: null,
    profileImageKey: null,
  } as unknown as Profile;
  expect(editProfileDefaults(profile)).toMatchObject({
    height: '180.5',
    weight: '',
    bodyType: '',
    fitnessGoal: 'strength',
  });
});
