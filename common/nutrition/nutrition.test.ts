import { describe, expect, it } from 'vitest';
import { percentOf, portionNutrients, sumNutrients } from './nutrients';
import { computePlan } from './plan-totals';
import { ageOn, computeTargets, MIN_DAILY_CALORIES, mealGoalFor } from './targets';

const oats = { calories: 379, protein: 13.2, carbs: 67.7, fat: 6.5 };
const milk = { calories: 34, protein: 3.4, carbs: 5, fat: 0.1 };

describe('portions and totals', () => {
  it('scales per-100 g figures to the grams eaten, to one decimal', () => {
    expect(portionNutrients(oats, 58)).toEqual({ calories: 219.8, protein: 7.7, carbs: 39.3, fat: 3.8 });
    expect(portionNutrients(oats, 0.5)).toEqual({ calories: 1.9, protein: 0.1, carbs: 0.3, fat: 0 });
  });

  it('a plan total is the sum of its meals, a meal total the sum of its foods, meals in day order', () => {
    const { meals, totals } = computePlan([
      { meal: 'snack', foods: [{ grams: 100, per100g: milk }] },
      {
        meal: 'breakfast',
        foods: [
          { grams: 50, per100g: oats },
          { grams: 200, per100g: milk },
        ],
      },
    ]);
    expect(meals.map((m) => m.meal)).toEqual(['breakfast', 'snack']);
    expect(meals[0]).toMatchObject({ calories: 257.5, protein: 13.4, carbs: 43.9, fat: 3.5 });
    expect(totals).toEqual(sumNutrients(meals));
    expect(totals.calories).toBe(291.5);
  });

  it('percent of a target is unclamped and 0 without a target', () => {
    expect(percentOf(1500, 2000)).toBe(75);
    expect(percentOf(2400, 2000)).toBe(120);
    expect(percentOf(10, 0)).toBe(0);
  });
});

describe('targets', () => {
  const complete = {
    weightKg: 70,
    heightCm: 170,
    dateOfBirth: '1995-06-15',
    activityLevel: 'moderately_active' as const,
    fitnessGoal: 'maintenance' as const,
  };

  it('Mifflin-St Jeor with the sex-neutral constant, times the activity factor', () => {
    const t = computeTargets(complete, '2025-06-15');
    // 10 x 70 + 6.25 x 170 - 5 x 30 - 78 = 1534.5; x 1.55 = 2378.47, rounded to 10 kcal.
    expect(t).toMatchObject({ bmr: 1535, tdee: 2378, calories: 2380, goal: 'maintenance', missing: [] });
    expect(t.protein).toBe(98); // 1.4 g/kg
    expect(t.fat).toBe(79); // 30 % of energy / 9
    expect(t.carbs).toBe(Math.round((2380 - 98 * 4 - 79 * 9) / 4));
  });

  it('adjusts energy and protein by goal: loss < maintenance < gain', () => {
    const loss = computeTargets(complete, '2025-06-15', 'weight_loss');
    const gain = computeTargets(complete, '2025-06-15', 'muscle_gain');
    expect(loss.calories).toBe(1900);
    expect(gain.calories).toBe(2620);
    expect(gain.protein).toBe(140);
  });

  it('uses defaults for missing inputs and names them', () => {
    const t = computeTargets(
      { weightKg: null, heightCm: null, dateOfBirth: null, activityLevel: null, fitnessGoal: null },
      '2025-01-01',
    );
    expect(t.missing).toEqual(['weight', 'height', 'age', 'activityLevel']);
    expect(t.inputs).toEqual({ weightKg: 70, heightCm: 170, age: 30, activityLevel: 'lightly_active' });
    expect(t.goal).toBe('maintenance');
  });

  it('never goes below the safe minimum', () => {
    const small = {
      ...complete,
      weightKg: 40,
      heightCm: 145,
      dateOfBirth: '1940-01-01',
      activityLevel: 'sedentary' as const,
    };
    expect(computeTargets(small, '2025-01-01', 'weight_loss').calories).toBe(MIN_DAILY_CALORIES);
  });

  it('reads the profile goal as a meal goal', () => {
    expect(mealGoalFor('strength')).toBe('muscle_gain');
    expect(mealGoalFor('endurance')).toBe('performance');
    expect(mealGoalFor('flexibility')).toBe('maintenance');
    expect(mealGoalFor('weight_loss')).toBe('weight_loss');
  });

  it('counts age in whole years, birthday included', () => {
    expect(ageOn('2000-03-10', '2025-03-09')).toBe(24);
    expect(ageOn('2000-03-10', '2025-03-10')).toBe(25);
  });
});
