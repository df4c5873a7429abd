import { MEAL_MESSAGES } from '@common/meals-texts';
import { MAX_ENTRIES_PER_DAY } from '@common/schemas/meal-logs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildFood, buildMealLog, buildMealPlan, ensureStarterFoods, starterFood } from '../../test/factories/meals';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
let banana: Awaited<ReturnType<typeof starterFood>>;
beforeAll(async () => {
  await ensureStarterFoods(ctx.db);
  banana = await starterFood(ctx.db, 'banana');
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const today = () => new Date().toISOString().slice(0, 10);
const entry = { foodId: null, name: 'Toast', grams: 30, calories: 80, protein: 3, carbs: 15, fat: 1 };

describe('POST /api/meal-logs', () => {
  it('logs a food with its figures computed from the grams, and the day adds up against the target', async () => {
    const { cookie } = await buildSignedInUser(ctx.db, {
      weightKg: 70,
      heightCm: 170,
      dateOfBirth: '1990-01-01',
      activityLevel: 'moderately_active',
      fitnessGoal: 'weight_loss',
    });
    const date = '2025-03-10';
    const res = await call('POST', '/api/meal-logs', cookie, {
      date,
      meal: 'breakfast',
      foodId: banana.id,
      grams: 120,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      date,
      meal: 'breakfast',
      foodId: banana.id,
      name: 'Banana',
      grams: 120,
      calories: 106.8,
      protein: 1.3,
      carbs: 27.4,
      fat: 0.4,
    });
    await call('POST', '/api/meal-logs', cookie, { date, meal: 'snack', foodId: banana.id, grams: 100 });

    const day = (await call('GET', `/api/meal-logs?date=${date}`, cookie)).json();
    expect(day.date).toBe(date);
    expect(day.entries.map((e: { meal: string }) => e.meal)).toEqual(['breakfast', 'snack']);
    expect(day.totals).toEqual({ calories: 195.8, protein: 2.4, carbs: 50.2, fat: 0.7 });
    // No followed plan and no target of their own: the diary has no target (the screen asks for one).
    expect(day).toMatchObject({ target: null, percent: null });
    // The estimate is only offered as a suggestion. Age 35 on that day:
    // 10 x 70 + 6.25 x 170 - 5 x 35 - 78 = 1509.5; x 1.55 x 0.8 = 1871.8 -> 1870.
    const state = (await call('GET', `/api/nutrition/target?date=${date}`, cookie)).json();
    expect(state).toMatchObject({ target: null, own: null });
    expect(state.suggestion).toMatchObject({ goal: 'weight_loss', calories: 1870, protein: 126, missing: [] });
  });

  it('gives a new member an empty day and no target; the suggestion names what it lacked', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const day = (await call('GET', `/api/meal-logs?date=${today()}`, cookie)).json();
    expect(day.entries).toEqual([]);
    expect(day.totals).toEqual({ calories: 0, protein: 0, carbs: 0, fat: 0 });
    expect(day).toMatchObject({ target: null, percent: null });
    const state = (await call('GET', '/api/nutrition/target', cookie)).json();
    expect(state.suggestion.missing).toEqual(['weight', 'height', 'age', 'activityLevel']);
  });

  it.each([
    [{ date: '2025-02-30' }, 'date', MEAL_MESSAGES.dateInvalid],
    [{ date: '10/03/2025' }, 'date', MEAL_MESSAGES.dateInvalid],
    [{ meal: 'brunch' }, 'meal', MEAL_MESSAGES.mealInvalid],
    [{ grams: 0 }, 'grams', MEAL_MESSAGES.gramsRange],
    [{ grams: 'lots' }, 'grams', MEAL_MESSAGES.gramsInvalid],
    [{ foodId: undefined }, 'foodId', MEAL_MESSAGES.foodRequired],
  ])('refuses %o with 400 and the message on its field', async (override, field, message) => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await call('POST', '/api/meal-logs', cookie, {
      date: today(),
      meal: 'lunch',
      foodId: banana.id,
      grams: 100,
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('refuses dates in the future or before 2000, and foods that are not visible', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const base = { meal: 'lunch', foodId: banana.id, grams: 100 };
    for (const date of ['2999-01-01', '1999-12-31']) {
      const res = await call('POST', '/api/meal-logs', cookie, { ...base, date });
      expect(res.json()).toMatchObject({ message: MEAL_MESSAGES.dateOutOfRange });
    }
    const other = await buildUser(ctx.db);
    const hidden = await buildFood(ctx.db, other.id);
    const res = await call('POST', '/api/meal-logs', cookie, { ...base, date: today(), foodId: hidden.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MEAL_MESSAGES.unknownFood);
  });

  it(`keeps at most ${MAX_ENTRIES_PER_DAY} entries a day`, async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    for (let i = 0; i < MAX_ENTRIES_PER_DAY; i++) await buildMealLog(ctx.db, user.id, '2025-01-02', 'snack', entry);
    const res = await call('POST', '/api/meal-logs', cookie, {
      date: '2025-01-02',
      meal: 'snack',
      foodId: banana.id,
      grams: 10,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MEAL_MESSAGES.dayFull);
  });

  it('401 for a visitor', async () => {
    expect(
      (await call('POST', '/api/meal-logs', undefined, { date: today(), meal: 'lunch', foodId: banana.id, grams: 1 }))
        .statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/meal-logs')).statusCode).toBe(401);
  });
});

describe('GET /api/meal-logs', () => {
  it("defaults to today in the member's time zone, shows only their own entries, and refuses unknown zones", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const other = await buildUser(ctx.db);
    const tz = 'Pacific/Kiritimati'; // UTC+14: its today is often not UTC's
    const theirToday = new Intl.DateTimeFormat('en-CA', { timeZone: tz, dateStyle: 'short' }).format(new Date());
    await buildMealLog(ctx.db, user.id, theirToday, 'lunch', entry);
    await buildMealLog(ctx.db, other.id, theirToday, 'lunch', entry);
    const day = (await call('GET', `/api/meal-logs?tz=${encodeURIComponent(tz)}`, cookie)).json();
    expect(day.date).toBe(theirToday);
    expect(day.entries).toHaveLength(1);
    expect((await call('GET', '/api/meal-logs', cookie)).json().date).toBe(today());
    const bad = await call('GET', '/api/meal-logs?tz=Mars/Olympus', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MEAL_MESSAGES.timeZoneInvalid);
  });
});

describe('POST /api/meal-logs/from-plan', () => {
  it("logs every food of a plan's meal, from the plan's own figures", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const plan = await buildMealPlan(ctx.db, user.id, {
      meals: [{ meal: 'lunch', foods: [entry, { ...entry, name: 'Soup', calories: 150 }] }],
    });
    const res = await call('POST', '/api/meal-logs/from-plan', cookie, {
      date: '2025-05-05',
      planId: plan.id,
      meal: 'lunch',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().map((e: { name: string; calories: number }) => [e.name, e.calories])).toEqual([
      ['Toast', 80],
      ['Soup', 150],
    ]);
    const empty = await call('POST', '/api/meal-logs/from-plan', cookie, {
      date: '2025-05-05',
      planId: plan.id,
      meal: 'dinner',
    });
    expect(empty.json().message).toBe(MEAL_MESSAGES.planMealEmpty);
  });

  it("logs a food deleted since from the plan's snapshot, linked to no food, instead of failing", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const shake = await buildFood(ctx.db, user.id, { name: 'Protein shake' });
    const plan = await buildMealPlan(ctx.db, user.id, {
      meals: [{ meal: 'dinner', foods: [{ ...entry, foodId: shake.id, name: 'Protein shake', calories: 200 }] }],
    });
    expect((await call('DELETE', `/api/foods/${shake.id}`, cookie)).statusCode).toBe(204);
    const res = await call('POST', '/api/meal-logs/from-plan', cookie, {
      date: today(),
      planId: plan.id,
      meal: 'dinner',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject([{ foodId: null, name: 'Protein shake', calories: 200 }]);
  });

  it("refuses another member's own plan as unknown (404: it is theirs alone), and an unknown one (404)", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const other = await buildUser(ctx.db);
    const plan = await buildMealPlan(ctx.db, other.id);
    const body = { date: today(), planId: plan.id, meal: 'breakfast' };
    expect((await call('POST', '/api/meal-logs/from-plan', cookie, body)).statusCode).toBe(404);
    expect((await call('POST', '/api/meal-logs/from-plan', cookie, { ...body, planId: 9_999_999 })).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /api/meal-logs/{id}', () => {
  it('the owner removes an entry (204); to a stranger it does not exist (404); unknown 404; visitor 401', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const stranger = await buildSignedInUser(ctx.db);
    const log = await buildMealLog(ctx.db, user.id, '2025-04-04', 'dinner', entry);
    expect((await call('DELETE', `/api/meal-logs/${log.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/meal-logs/${log.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/meal-logs/${log.id}`, cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/meal-logs/${log.id}`, cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/meal-logs?date=2025-04-04', cookie)).json().entries).toEqual([]);
  });
});

describe('PUT /api/meal-logs/{id}', () => {
  it("corrects the amount: the figures follow from the food, and the day's totals with them", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const food = await buildFood(ctx.db, user.id, { calories: 250, protein: 3.1, carbs: 40, fat: 7.5 });
    const logged = await call('POST', '/api/meal-logs', cookie, {
      date: '2025-04-05',
      meal: 'lunch',
      foodId: food.id,
      grams: 1,
    });
    expect(logged.statusCode, logged.body).toBe(201);
    // 1 g holds 0.03 g of protein, stored as 0.0: the food, not the snapshot, gives 200 g its 6.2 g.
    const res = await call('PUT', `/api/meal-logs/${logged.json().id}`, cookie, { grams: 200 });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { grams: 200, calories: 500, protein: 6.2, carbs: 80, fat: 15 };
    expect(res.json()).toMatchObject({ id: logged.json().id, foodId: food.id, meal: 'lunch', ...expected });
    const day = (await call('GET', '/api/meal-logs?date=2025-04-05', cookie)).json();
    expect(day.entries).toMatchObject([expected]);
    expect(day.totals).toEqual({ calories: 500, protein: 6.2, carbs: 80, fat: 15 });
  });

  it('scales the snapshot of a food deleted since, the only figures the diary has of it', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const log = await buildMealLog(ctx.db, user.id, '2025-04-06', 'dinner', entry);
    const res = await call('PUT', `/api/meal-logs/${log.id}`, cookie, { grams: 45 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Toast', grams: 45, calories: 120, protein: 4.5, carbs: 22.5, fat: 1.5 });
  });

  it("refuses bad amounts and changes nothing; another member's entry does not exist, even to an admin", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const stranger = await buildSignedInUser(ctx.db);
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const log = await buildMealLog(ctx.db, user.id, '2025-04-07', 'snack', entry);
    for (const grams of [0, -5, 2001, '30', null]) {
      const res = await call('PUT', `/api/meal-logs/${log.id}`, cookie, { grams });
      expect(res.statusCode, `${grams}`).toBe(400);
    }
    expect((await call('PUT', `/api/meal-logs/${log.id}`, undefined, { grams: 60 })).statusCode).toBe(401);
    expect((await call('PUT', `/api/meal-logs/${log.id}`, stranger.cookie, { grams: 60 })).statusCode).toBe(404);
    expect((await call('PUT', `/api/meal-logs/${log.id}`, admin.cookie, { grams: 60 })).statusCode).toBe(404);
    expect((await call('PUT', '/api/meal-logs/999999999', cookie, { grams: 60 })).statusCode).toBe(404);
    const day = (await call('GET', '/api/meal-logs?date=2025-04-07', cookie)).json();
    expect(day.entries).toMatchObject([{ grams: 30, calories: 80 }]);
  });
});

describe('GET /api/nutrition/targets (what a new plan is built for)', () => {
  it('answers the estimate, labelled so, for the profile goal or another; the own target once set', async () => {
    const { cookie } = await buildSignedInUser(ctx.db, { weightKg: 90, fitnessGoal: 'strength' });
    const estimate = (await call('GET', '/api/nutrition/targets', cookie)).json();
    expect(estimate).toMatchObject({ basis: 'estimate', missing: ['height', 'age', 'activityLevel'] });
    const loss = (await call('GET', '/api/nutrition/targets?goal=weight_loss', cookie)).json();
    expect(loss.calories).toBeLessThan(estimate.calories);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/nutrition/target',
      headers: { cookie },
      payload: { calories: 2400 },
    });
    const own = (await call('GET', '/api/nutrition/targets?goal=weight_loss', cookie)).json();
    expect(own).toMatchObject({ basis: 'own', calories: 2400, protein: null, carbs: null, fat: null, missing: [] });
    expect((await call('GET', '/api/nutrition/targets?goal=nope', cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/nutrition/targets')).statusCode).toBe(401);
  });

  it('gives no protein target when the member set only calories: nothing is derived from the estimate', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const put = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/nutrition/target', headers: { cookie }, payload });
    expect((await put({ calories: 1000, protein: '' })).statusCode).toBe(200);
    for (const goal of ['muscle_gain', 'weight_loss', 'maintenance', 'performance']) {
      const basis = (await call('GET', `/api/nutrition/targets?goal=${goal}`, cookie)).json();
      expect(basis).toEqual({ basis: 'own', calories: 1000, protein: null, carbs: null, fat: null, missing: [] });
    }
    // A protein target they set is theirs, and shows.
    await put({ calories: 1000, protein: 80 });
    expect((await call('GET', '/api/nutrition/targets', cookie)).json()).toMatchObject({ basis: 'own', protein: 80 });
  });
});
