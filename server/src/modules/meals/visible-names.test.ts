import { MEAL_MESSAGES } from '@common/meals-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { ensureStarterFoods, starterFood } from '../../test/factories/meals';
import { useTestApp } from '../../test/test-app';

// A plan's name is its card heading and the target's source ("from your plan ..."); a food's name
// shows in the search, the plan and the diary. One made only of invisible characters (trim() keeps
// a zero-width space) would show as nothing.
const ctx = useTestApp();
let oatsId: number;
beforeAll(async () => {
  await ensureStarterFoods(ctx.db);
  oatsId = (await starterFood(ctx.db, 'oats-rolled')).id;
});

const INVISIBLE = ['\u200b\u200b', '\u200b \u200d', '\u2060\u200b', '\u3164\u3164'];
const figures = { calories: 100, protein: 20, carbs: 3, fat: 1 };
const countOf = async (table: 'foods' | 'meal_plans', userId: number) =>
  (await ctx.db.query(`select count(*)::int as n from ${table} where user_id = $1`, [userId])).rows[0].n;

describe('names of only invisible characters', () => {
  it("are refused for a plan, created or renamed, with the message on the name; the plan's name stays", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, cookie);
    const plan = (name: string) => ({
      name,
      goal: 'maintenance',
      meals: [{ meal: 'breakfast', foods: [{ foodId: oatsId, grams: 50 }] }],
    });
    const saved = (await api.post('/api/meal-plans', plan('Lean week'))).json();
    for (const name of INVISIBLE) {
      const created = await api.post('/api/meal-plans', plan(name));
      expect(created.statusCode, JSON.stringify(name)).toBe(400);
      expect(created.json()).toMatchObject({
        message: MEAL_MESSAGES.planNameInvisible,
        errors: { name: MEAL_MESSAGES.planNameInvisible },
      });
      const renamed = await api.put(`/api/meal-plans/${saved.id}`, plan(name));
      expect(renamed.statusCode, JSON.stringify(name)).toBe(400);
      expect(renamed.json().errors).toEqual({ name: MEAL_MESSAGES.planNameInvisible });
    }
    expect(await countOf('meal_plans', user.id)).toBe(1);
    expect((await api.get(`/api/meal-plans/${saved.id}`)).json().name).toBe('Lean week');
    // Visible text beside invisible characters is a name.
    expect((await api.post('/api/meal-plans', plan('\u200bLean week 2'))).statusCode).toBe(201);
  });

  it('are refused for a food of their own, with the message on the name', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, cookie);
    for (const name of INVISIBLE) {
      const created = await api.post('/api/foods', { name, ...figures });
      expect(created.statusCode, JSON.stringify(name)).toBe(400);
      expect(created.json()).toMatchObject({
        message: MEAL_MESSAGES.foodNameInvisible,
        errors: { name: MEAL_MESSAGES.foodNameInvisible },
      });
    }
    expect(await countOf('foods', user.id)).toBe(0);
    expect((await api.post('/api/foods', { name: 'Oat bar\u200d', ...figures })).statusCode).toBe(201);
  });
});
