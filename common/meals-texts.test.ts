import { describe, expect, it } from 'vitest';
import { TARGET_TEXTS } from './meals-texts';

describe('TARGET_TEXTS.typicalValues', () => {
  it('names the profile fields the estimate filled with typical values', () => {
    expect(TARGET_TEXTS.typicalValues(['weight', 'height', 'age', 'activityLevel'])).toBe(
      'Your profile has no weight, height, date of birth or activity level, so the estimate uses typical values for them.',
    );
    expect(TARGET_TEXTS.typicalValues(['age'])).toBe(
      'Your profile has no date of birth, so the estimate uses typical values for it.',
    );
  });

  it('says nothing when the profile held everything', () => {
    expect(TARGET_TEXTS.typicalValues([])).toBe('');
  });
});
