import { MEAL_TYPES } from '@common/schemas/meals';
import { MEAL_GOALS } from '@common/vocab';
import { describe, expect, it } from 'vitest';
import { STARTER_FOODS } from './data/foods';
import { RECIPES } from './data/recipes';
import { pageAfter, RECIPE_CATALOG, recipesFor } from './recipe-catalog';

describe('the starter food list', () => {
  it('holds at least 150 foods with unique slugs and names', () => {
    expect(STARTER_FOODS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(STARTER_FOODS.map((f) => f[0])).size).toBe(STARTER_FOODS.length);
    expect(new Set(STARTER_FOODS.map((f) => f[1].toLowerCase())).size).toBe(STARTER_FOODS.length);
  });

  it('has plausible figures: macros within 100 g per 100 g, energy agreeing with 4/4/9 kcal per gram', () => {
    const alcoholic = new Set(['beer', 'wine-red']);
    for (const [slug, , , kcal, protein, carbs, fat, serving] of STARTER_FOODS) {
      expect(protein + carbs + fat, slug).toBeLessThanOrEqual(100);
      expect(serving, slug).toBeGreaterThan(0);
      if (alcoholic.has(slug)) continue;
      const atwater = 4 * protein + 4 * carbs + 9 * fat;
      expect(Math.abs(kcal - atwater), slug).toBeLessThanOrEqual(Math.max(20, kcal * 0.2));
    }
  });
});

describe('the curated recipes', () => {
  it('has at least a dozen recipes with ingredients and steps', () => {
    expect(RECIPES.length).toBeGreaterThanOrEqual(12);
    for (const r of RECIPE_CATALOG) {
      expect(r.ingredients.length, r.name).toBeGreaterThan(0);
      expect(r.steps.length, r.name).toBeGreaterThan(0);
      expect(r.calories, r.name).toBeCloseTo(
        r.ingredients.reduce((s, i) => s + i.calories, 0),
        1,
      );
    }
  });

  it("shows the spec's four cards first for weight loss, with the spec's figures", () => {
    const firstFour = recipesFor('weight_loss').slice(0, 4);
    expect(firstFour.map((r) => [r.meal, r.name, Math.round(r.calories), Math.round(r.protein)])).toEqual([
      ['breakfast', 'Protein Oatmeal Bowl', 450, 30],
      ['lunch', 'Grilled Chicken Salad', 550, 40],
      ['dinner', 'Baked Salmon with Veggies', 620, 45],
      ['snack', 'Greek Yogurt Parfait', 250, 20],
    ]);
  });

  it.each(MEAL_GOALS)('offers every meal of the day for %s, and more than one page', (goal) => {
    const list = recipesFor(goal);
    for (const meal of MEAL_TYPES)
      expect(
        list.some((r) => r.meal === meal),
        meal,
      ).toBe(true);
    expect(list.length).toBeGreaterThan(4);
    expect(list.every((r) => r.goals.includes(goal))).toBe(true);
  });

  it('pages after the id of the last item seen, in list order', () => {
    const list = recipesFor('muscle_gain');
    const first = pageAfter(list, undefined, 4);
    const second = pageAfter(list, first[3].id, 4);
    expect([...first, ...second]).toEqual(list.slice(0, 8));
    expect(pageAfter(list, 99_999, 4)).toEqual([]);
  });
});
