import { type SettingsProfileFormInput, settingsProfileFormSchema } from '@common/schemas/people';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { inWeightUnit, WEIGHT_LIMITS_LB, weightTextToKg } from './body-weight-unit';
import { settingsProfileDefaults } from './profile-form-values';

const values = (weight: string): SettingsProfileFormInput => ({
  name: 'Ada Lovelace',
  bio: '',
  height: '',
  weight,
  bodyType: '',
  fitnessGoal: '',
  activityLevel: '',
});
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('the body weight in pounds', () => {
  it('is sent in kg and shown back in pounds', async () => {
    const result = await inWeightUnit(zodResolver(settingsProfileFormSchema), 'lb')(
      values('176.4'),
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ weight: 80.01 });
    const profile = { name: 'Ada', bio: null, height: null, weight: 80.01 } as never;
    expect(settingsProfileDefaults(profile, 'lb').weight).toBe('176.4');
    expect(settingsProfileDefaults(profile).weight).toBe('80.01');
  });

  it('speaks pounds when out of range, and the pound limits stay within the kg ones', async () => {
    const lb = inWeightUnit(zodResolver(settingsProfileFormSchema), 'lb');
    expect((await lb(values('50'), undefined, options)).errors.weight?.message).toBe(
      `Weight must be at least ${WEIGHT_LIMITS_LB.min}lb`,
    );
    expect((await lb(values('700'), undefined, options)).errors.weight?.message).toBe(
      `Weight must be at most ${WEIGHT_LIMITS_LB.max}lb`,
    );
    expect((await lb(values(String(WEIGHT_LIMITS_LB.min)), undefined, options)).errors).toEqual({});
    expect((await lb(values(String(WEIGHT_LIMITS_LB.max)), undefined, options)).errors).toEqual({});
    expect((await lb(values('heavy'), undefined, options)).errors.weight?.message).toBe('Weight must be a number');
  });

  it('leaves kg, blanks and non-numbers as typed', () => {
    expect(weightTextToKg('80', 'kg')).toBe('80');
    expect(weightTextToKg('', 'lb')).toBe('');
    expect(weightTextToKg('abc', 'lb')).toBe('abc');
    expect(weightTextToKg('100', 'lb')).toBe('45.36');
  });
});
