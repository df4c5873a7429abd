import { describe, expect, it } from 'vitest';
import { MEAL_MESSAGES } from '../meals-texts';
import { ownTargetBodySchema } from './nutrition-target';

const caloriesError = (calories: unknown) => {
  const result = ownTargetBodySchema.safeParse({ calories });
  return result.success ? null : result.error.issues.find((i) => i.path[0] === 'calories')?.message;
};

describe('ownTargetBodySchema calories', () => {
  it('says a figure with decimals must be a whole number, not that it is out of range', () => {
    expect(caloriesError('2000.5')).toBe(MEAL_MESSAGES.targetCaloriesWhole);
    expect(caloriesError(2000.5)).toBe(MEAL_MESSAGES.targetCaloriesWhole);
  });

  it('keeps the range and required messages, and accepts whole numbers as text or number', () => {
    expect(caloriesError('700')).toBe(MEAL_MESSAGES.targetCaloriesRange);
    expect(caloriesError('6001')).toBe(MEAL_MESSAGES.targetCaloriesRange);
    expect(caloriesError('')).toBe(MEAL_MESSAGES.targetCaloriesRequired);
    expect(ownTargetBodySchema.parse({ calories: '2000' })).toEqual({
      calories: 2000,
      protein: null,
      carbs: null,
      fat: null,
    });
  });
});
