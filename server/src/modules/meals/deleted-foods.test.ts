import { readFileSync } from 'node:fs';
import type { MealPlan } from '@common/schemas/meals';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { buildMealPlan, ensureStarterFoods, starterFood } from '../../test/factories/meals';
import { useTestApp } from '../../test/test-app';

// A member deletes a food of their own that a plan of theirs holds. The plan keeps the food's
// name and figures, linked to no food (foodId null), as the diary keeps its entries: the builder
// then shows it as no longer in their foods and leaves it out on save. With the food's id kept,
// the builder sent it back and the server refused the save, so the plan could not be changed.

const ctx = useTestApp();
let oats: Awaited<ReturnType<typeof starterFood>>;
beforeAll(async () => {
  await ensureStarterFoods(ctx.db);
  oats = await starterFood(ctx.db, 'oats-rolled');
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie } });

const shake = { name: 'Protein shake', calories: 100, protein: 20, carbs: 3, fat: 1 };

/** What the web builder sends on save (builder-draft.ts draftBody): every food that has an id. */
const builderBody = (plan: MealPlan) => ({
  name: plan.name,
  description: plan.description,
  goal: plan.goal,
  meals: plan.meals.map((m) => ({
    meal: m.meal,
    foods: m.foods.filter((f) => f.foodId !== null).map((f) => ({ foodId: f.foodId, grams: f.grams })),
  })),
});

describe("deleting a food a member's plan holds", () => {
  it('keeps its name and figures in the plan, linked to no food, and the plan can be saved again', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const food = (await call('POST', '/api/foods', cookie, shake)).json();
    const created = await call('POST', '/api/meal-plans', cookie, {
      name: 'Lean week',
      goal: 'maintenance',
      meals: [
        {
          meal: 'breakfast',
          foods: [
            { foodId: food.id, grams: 300 },
            { foodId: oats.id, grams: 50 },
          ],
        },
      ],
    });
    const before: MealPlan = created.json();

    expect((await call('DELETE', `/api/foods/${food.id}`, cookie)).statusCode).toBe(204);

    const after: MealPlan = (await call('GET', `/api/meal-plans/${before.id}`, cookie)).json();
    expect(after.meals[0].foods).toEqual([
      { foodId: null, name: 'Protein shake', grams: 300, calories: 300, protein: 60, carbs: 9, fat: 3 },
      before.meals[0].foods[1],
    ]);
    // What the member planned is unchanged: the totals still count the food.
    expect(after).toMatchObject({ calories: before.calories, protein: before.protein, updatedAt: before.updatedAt });

    const saved = await call('PUT', `/api/meal-plans/${before.id}`, cookie, builderBody(after));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().meals[0].foods).toEqual([before.meals[0].foods[1]]);
  });

  it("an admin's delete unlinks it in the owner's plans too; other plans are not touched", async () => {
    const owner = await buildSignedInUser(ctx.db);
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const food = (await call('POST', '/api/foods', owner.cookie, shake)).json();
    const meals = [{ meal: 'lunch', foods: [{ foodId: food.id, grams: 100 }] }];
    const plan = (
      await call('POST', '/api/meal-plans', owner.cookie, { name: 'A', goal: 'maintenance', meals })
    ).json();
    const other = (
      await call('POST', '/api/meal-plans', admin.cookie, {
        name: 'B',
        goal: 'maintenance',
        meals: [{ meal: 'lunch', foods: [{ foodId: oats.id, grams: 100 }] }],
      })
    ).json();

    expect((await call('DELETE', `/api/foods/${food.id}`, admin.cookie)).statusCode).toBe(204);

    const after = (await call('GET', `/api/meal-plans/${plan.id}`, owner.cookie)).json();
    expect(after.meals[0].foods[0]).toMatchObject({ foodId: null, name: 'Protein shake', calories: 100 });
    expect((await call('GET', `/api/meal-plans/${other.id}`, admin.cookie)).json()).toEqual(other);
  });
});

describe('migration 0249: plans holding foods deleted before', () => {
  const migration = readFileSync(
    new URL('../../db/migrations/0249_meal_plans_unlink_deleted_foods.sql', import.meta.url),
    'utf8',
  );

  it("unlinks the foods that no longer exist, keeping their copy, and leaves every other plan's as it was", async () => {
    const { user } = await buildSignedInUser(ctx.db);
    const kept = { foodId: oats.id, name: oats.name, grams: 50, calories: 189.5, protein: 6.6, carbs: 33.9, fat: 3.3 };
    // As a delete stored it before: the plan's copy keeps the id of a food that is gone.
    const gone = { foodId: 2_000_000_000, name: 'Oat bar', grams: 40, calories: 178.4, protein: 4, carbs: 24, fat: 7 };
    const stale = await buildMealPlan(ctx.db, user.id, {
      meals: [
        { meal: 'breakfast', foods: [kept, gone] },
        { meal: 'snack', foods: [gone] },
      ],
    });
    const fine = await buildMealPlan(ctx.db, user.id, { meals: [{ meal: 'lunch', foods: [kept] }] });
    const mealsOf = async (id: number) =>
      (await ctx.db.query('select meals from meal_plans where id = $1', [id])).rows[0].meals;
    const fineBefore = await mealsOf(fine.id);

    await ctx.db.query(migration);

    const meals = await mealsOf(stale.id);
    expect(meals.map((m: { meal: string }) => m.meal)).toEqual(['breakfast', 'snack']);
    expect(meals[0].foods).toEqual([kept, { ...gone, foodId: null }]);
    expect(meals[1].foods).toEqual([{ ...gone, foodId: null }]);
    expect(meals[0].calories).toBeCloseTo(367.9);
    expect(await mealsOf(fine.id)).toEqual(fineBefore);
  });
});
