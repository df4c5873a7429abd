import { utcIsoDate } from '@common/fitness/dates';
import { MEAL_MESSAGES } from '@common/meals-texts';
import type { MealDay } from '@common/schemas/meal-logs';
import type { NutritionTargetState } from '@common/schemas/nutrition-target';
import type { GoalsSummary } from '@common/schemas/workout-activity';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { buildMealLog, buildMealPlan, ensureStarterFoods } from '../../test/factories/meals';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
beforeAll(() => ensureStarterFoods(ctx.db));

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie } });
// The goals take the member's today (their local date, within a day of the server's).
const date = utcIsoDate();
const food = (calories: number) => ({
  foodId: null,
  name: 'Rice',
  grams: 100,
  calories,
  protein: 10,
  carbs: 60,
  fat: 2,
});

describe("one nutrition target: the followed plan, else the member's own, else none", () => {
  it('sets, changes and removes the own target; bad values are refused and change nothing', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const put = (body: object) => call('PUT', '/api/nutrition/target', cookie, body);
    const tooLow = await put({ calories: 799 });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().errors.calories).toBe(MEAL_MESSAGES.targetCaloriesRange);
    expect((await put({ calories: 'lots' })).statusCode).toBe(400);
    // A figure with decimals is refused for what it is, not as out of range.
    expect((await put({ calories: '2000.5' })).json().errors.calories).toBe(MEAL_MESSAGES.targetCaloriesWhole);
    expect((await put({})).json().errors.calories).toBe(MEAL_MESSAGES.targetCaloriesRequired);
    expect((await put({ calories: 2000, protein: 501 })).json().errors.protein).toBe(
      MEAL_MESSAGES.targetGramsRange(500),
    );
    expect((await call('GET', '/api/nutrition/target', cookie)).json<NutritionTargetState>().target).toBeNull();

    const saved = (await put({ calories: 2100, protein: 140, carbs: '', fat: null })).json<NutritionTargetState>();
    expect(saved.target).toEqual({ source: 'own', plan: null, calories: 2100, protein: 140, carbs: null, fat: null });
    expect(saved.own).toEqual({ calories: 2100, protein: 140, carbs: null, fat: null });
    expect((await put({ calories: 1900 })).json<NutritionTargetState>().target?.calories).toBe(1900);
    expect((await call('DELETE', '/api/nutrition/target', cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/nutrition/target', cookie)).json<NutritionTargetState>()).toMatchObject({
      target: null,
      own: null,
    });
  });

  it('a followed plan is the target while followed; unfollowing brings the own target back', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await call('PUT', '/api/nutrition/target', cookie, { calories: 2110 });
    const plan = await buildMealPlan(ctx.db, user.id, {
      name: 'Lean Bulk',
      isActive: true,
      meals: [{ meal: 'lunch', foods: [food(1000.4), food(689.8)] }],
    });
    const state = (await call('GET', '/api/nutrition/target', cookie)).json<NutritionTargetState>();
    expect(state.target).toEqual({
      source: 'plan',
      plan: { id: plan.id, name: 'Lean Bulk' },
      calories: 1690,
      protein: 20,
      carbs: 120,
      fat: 4,
    });
    expect(state.own?.calories).toBe(2110);
    await call('DELETE', `/api/meal-plans/${plan.id}/active`, cookie);
    expect((await call('GET', '/api/nutrition/target', cookie)).json<NutritionTargetState>().target?.source).toBe(
      'own',
    );
  });

  it('the diary and the goals give the same target and percentage for the same day', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await buildMealPlan(ctx.db, user.id, {
      name: 'Lean Bulk',
      isActive: true,
      meals: [{ meal: 'dinner', foods: [food(1690)] }],
    });
    await buildMealLog(ctx.db, user.id, date, 'breakfast', food(420.5));
    await buildMealLog(ctx.db, user.id, date, 'lunch', food(137.3));
    const day = (await call('GET', `/api/meal-logs?date=${date}`, cookie)).json<MealDay>();
    const goals = (await call('GET', `/api/users/${user.id}/goals?today=${date}`, cookie)).json<GoalsSummary>();
    // 557.8 of 1,690 kcal: 33 %.
    expect(day.percent).toBe(33);
    expect(goals.nutritionProgress).toBe(day.percent);
    expect(goals.nutrition?.target).toEqual(day.target);
    expect(goals.nutrition?.eaten).toEqual(day.totals);
    expect(day.target).toMatchObject({ source: 'plan', plan: { name: 'Lean Bulk' }, calories: 1690 });
  });
});
