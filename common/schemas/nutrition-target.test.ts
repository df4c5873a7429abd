import { describe, expect, it } from 'vitest';
import { MEAL_MESSAGES } from '../meals-texts';
import { OWN_TARGET_LIMITS } from '../nutrition/daily-target';
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

describe('ownTargetBodySchema macronutrients', () => {
  const gramsError = (protein: unknown) => {
    const result = ownTargetBodySchema.safeParse({ calories: 2200, protein });
    return result.success ? null : result.error.issues.find((i) => i.path[0] === 'protein')?.message;
  };

  it('reads a blank-looking box as "no target", never as 0 g', () => {
    for (const blank of ['', ' ', '\t', null, undefined]) {
      expect(ownTargetBodySchema.parse({ calories: 2200, protein: blank }).protein, String(blank)).toBeNull();
    }
    expect(ownTargetBodySchema.parse({ calories: 2200, protein: '0' }).protein).toBe(0);
  });

  it("answers the grams message, not zod's own, for text it cannot read", () => {
    for (const text of ['12,5', 'Infinity', '1e3', 'abc', '0x50']) {
      expect(gramsError(text), text).toBe(MEAL_MESSAGES.targetGramsRange(OWN_TARGET_LIMITS.protein.max));
    }
    expect(gramsError(true)).toBe(MEAL_MESSAGES.targetGramsRange(OWN_TARGET_LIMITS.protein.max));
  });

  it('reads calories typed with spaces around them, and refuses ones it cannot read', () => {
    expect(ownTargetBodySchema.parse({ calories: ' 2200 ' }).calories).toBe(2200);
    expect(caloriesError('2,200')).toBe(MEAL_MESSAGES.targetCaloriesNumber);
    expect(caloriesError(' ')).toBe(MEAL_MESSAGES.targetCaloriesRequired);
  });
});
