import { describe, expect, it } from 'vitest';
import {
  fitScales,
  type GenerationRecipe,
  generateMealPlan,
  mealCandidates,
  missesTarget,
  PORTION_SCALE,
} from './generate-plan';

// Recipes of one ingredient whose 100 g hold 100 kcal, so grams equal kcal.
const per100g = { calories: 100, protein: 10, carbs: 10, fat: 2.2 };
const recipe = (id: number, meal: GenerationRecipe['meal'], kcal: number): GenerationRecipe => ({
  id,
  name: `R${id}`,
  meal,
  goals: ['muscle_gain'],
  ingredients: [{ foodKey: `f${id}`, name: `F${id}`, grams: kcal, per100g }],
});

describe('mealCandidates', () => {
  it('keeps the recipes that can be portioned to the meal, and only the closest when none can', () => {
    const snacks = [recipe(1, 'snack', 600), recipe(2, 'snack', 240)];
    // 240 kcal reaches 100 (x 0.42); 600 cannot go below 240.
    expect(mealCandidates(snacks, 'snack', 'muscle_gain', 0.4, 100).map((c) => c.recipe.id)).toEqual([2]);
    expect(mealCandidates(snacks, 'snack', 'muscle_gain', 0.4, 300).map((c) => c.recipe.id)).toEqual([1, 2]);
    expect(mealCandidates(snacks, 'snack', 'muscle_gain', 0.4, 50).map((c) => c.recipe.id)).toEqual([2]);
    expect(mealCandidates(snacks, 'lunch', 'muscle_gain', 0.4, 50)).toEqual([]);
  });
});

describe('fitScales', () => {
  it('gives each meal its share when the portions allow it', () => {
    expect(fitScales([500, 500], [250, 750], 1000)).toEqual([0.5, 1.5]);
  });

  it('spreads what a meal held at a bound cannot give over the others, landing on the target', () => {
    // The first meal cannot go below 0.4 x 1000 = 400 kcal; the second gives the rest.
    const scales = fitScales([1000, 1000], [100, 900], 1000);
    expect(scales[0]).toBe(PORTION_SCALE.min);
    expect(scales[0] * 1000 + scales[1] * 1000).toBeCloseTo(1000, 6);
  });

  it('stops at the bounds when no portioning can reach the target', () => {
    expect(fitScales([100, 100], [1000, 1000], 2000)).toEqual([PORTION_SCALE.max, PORTION_SCALE.max]);
  });
});

describe('generateMealPlan', () => {
  it("portions a day to the target's calories, choosing recipes that can be made that small", () => {
    const recipes = [
      recipe(1, 'breakfast', 450),
      recipe(2, 'lunch', 750),
      recipe(3, 'lunch', 520),
      recipe(4, 'dinner', 620),
      recipe(5, 'snack', 580),
      recipe(6, 'snack', 240),
    ];
    const plan = generateMealPlan({ goal: 'muscle_gain', targets: { calories: 1000, protein: 60 }, recipes });
    expect(plan.recipes.find((r) => r.meal === 'snack')?.recipeId).toBe(6);
    expect(Math.abs(plan.totals.calories - 1000)).toBeLessThanOrEqual(20);
    expect(missesTarget(plan.totals.calories, 1000)).toBe(false);
  });
});

describe('missesTarget', () => {
  it('is true beyond 5 % either way, false without a target', () => {
    expect(missesTarget(1050, 1000)).toBe(false);
    expect(missesTarget(1051, 1000)).toBe(true);
    expect(missesTarget(949, 1000)).toBe(true);
    expect(missesTarget(500, 0)).toBe(false);
  });
});
