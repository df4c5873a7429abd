import { PLAN_LIMITS } from '@common/meals-limits';
import { MEAL_MESSAGES } from '@common/meals-texts';
import { MEAL_TYPES } from '@common/schemas/meals';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

// Each portion of a plan is 1 to 2,000 g and a meal holds 30 foods, so four meals could hold 240 kg
// of food: totals the plan's columns cannot store, and the save failed with "Something went wrong".
// The day is bounded instead, with a message that says by what.
const ctx = useTestApp();

const oil = { name: 'Olive oil', calories: 900, protein: 0, carbs: 0, fat: 100 };

/** A plan of `portions` portions of 2,000 g of the food, spread over the meals. */
function planOf(foodId: number, portions: number) {
  const meals = MEAL_TYPES.map((meal, m) => ({
    meal,
    foods: Array.from({ length: portions }, (_, i) => i)
      .filter((i) => i % MEAL_TYPES.length === m)
      .map(() => ({ foodId, grams: PLAN_LIMITS.gramsMax })),
  })).filter((m) => m.foods.length > 0);
  return { name: 'Bulk', goal: 'muscle_gain', meals };
}

describe(`a plan's day of more than ${PLAN_LIMITS.dayGramsMax} g of food`, () => {
  it('is refused, created or changed, with the message on the meals, and nothing is stored', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, cookie);
    const food = (await api.post('/api/foods', oil)).json();
    const saved = (await api.post('/api/meal-plans', planOf(food.id, 1))).json();

    for (const portions of [4 * PLAN_LIMITS.foodsPerMeal, 11]) {
      const created = await api.post('/api/meal-plans', planOf(food.id, portions));
      expect(created.statusCode, `${portions} portions`).toBe(400);
      expect(created.json()).toMatchObject({
        message: MEAL_MESSAGES.planTooHeavy,
        errors: { meals: MEAL_MESSAGES.planTooHeavy },
      });
      const changed = await api.put(`/api/meal-plans/${saved.id}`, planOf(food.id, portions));
      expect(changed.statusCode, `${portions} portions`).toBe(400);
      expect(changed.json().errors).toEqual({ meals: MEAL_MESSAGES.planTooHeavy });
    }
    const { rows } = await ctx.db.query('select id, calories from meal_plans where user_id = $1', [user.id]);
    expect(rows).toEqual([{ id: saved.id, calories: 18_000 }]);
  });

  it('at the bound, is saved with every figure computed', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, cookie);
    const food = (await api.post('/api/foods', oil)).json();
    const res = await api.post('/api/meal-plans', planOf(food.id, PLAN_LIMITS.dayGramsMax / PLAN_LIMITS.gramsMax));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ calories: 180_000, protein: 0, carbs: 0, fat: 20_000 });
  });
});
