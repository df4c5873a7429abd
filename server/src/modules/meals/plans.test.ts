import { MEAL_MESSAGES, MEAL_TEXTS } from '@common/meals-texts';
import { MESSAGES } from '@common/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, follow } from '../../test/factories';
import { buildFood, buildMealPlan, ensureStarterFoods, starterFood } from '../../test/factories/meals';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
let oats: Awaited<ReturnType<typeof starterFood>>;
let milk: Awaited<ReturnType<typeof starterFood>>;

beforeAll(async () => {
  await ensureStarterFoods(ctx.db);
  oats = await starterFood(ctx.db, 'oats-rolled');
  milk = await starterFood(ctx.db, 'milk-skim');
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const planBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Cutting week',
  description: 'High protein, lower carbs',
  goal: 'weight_loss',
  meals: [
    {
      meal: 'breakfast',
      foods: [
        { foodId: oats.id, grams: 50 },
        { foodId: milk.id, grams: 200 },
      ],
    },
    { meal: 'snack', foods: [{ foodId: milk.id, grams: 100 }] },
  ],
  ...overrides,
});

describe('POST /api/meal-plans', () => {
  it('computes every figure on the server from the foods, ignoring figures the client sends', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const res = await call('POST', '/api/meal-plans', cookie, { ...planBody(), calories: 1, protein: 999 });
    expect(res.statusCode).toBe(201);
    const plan = res.json();
    // Oats 50 g: 189.5 kcal, 6.6 P, 33.9 C, 3.3 F (rounded 3.25 -> 3.3); milk 200 g: 68, 6.8, 10, 0.2; milk 100 g: 34, 3.4, 5, 0.1.
    expect(plan).toMatchObject({
      userId: user.id,
      name: 'Cutting week',
      description: 'High protein, lower carbs',
      goal: 'weight_loss',
      curated: false,
      calories: 291.5,
      protein: 16.8,
      carbs: 48.9,
      fat: 3.6,
    });
    expect(plan.meals).toEqual([
      {
        meal: 'breakfast',
        foods: [
          { foodId: oats.id, name: oats.name, grams: 50, calories: 189.5, protein: 6.6, carbs: 33.9, fat: 3.3 },
          { foodId: milk.id, name: milk.name, grams: 200, calories: 68, protein: 6.8, carbs: 10, fat: 0.2 },
        ],
        calories: 257.5,
        protein: 13.4,
        carbs: 43.9,
        fat: 3.5,
      },
      {
        meal: 'snack',
        foods: [{ foodId: milk.id, name: milk.name, grams: 100, calories: 34, protein: 3.4, carbs: 5, fat: 0.1 }],
        calories: 34,
        protein: 3.4,
        carbs: 5,
        fat: 0.1,
      },
    ]);
    expect(new Date(plan.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const again = await call('GET', `/api/meal-plans/${plan.id}`, cookie);
    expect(again.json()).toEqual(plan);
  });

  it("makes a member's first plan their active one, and not the next", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const first = (await call('POST', '/api/meal-plans', cookie, planBody())).json();
    const second = (await call('POST', '/api/meal-plans', cookie, planBody({ name: 'Second' }))).json();
    expect(first.isActive).toBe(true);
    expect(second.isActive).toBe(false);
    expect((await call('GET', '/api/meal-plans/active', cookie)).json().id).toBe(first.id);
  });

  it.each([
    [{ name: '' }, 'name', MEAL_MESSAGES.planNameRequired],
    [{ name: 'x'.repeat(101) }, 'name', MEAL_MESSAGES.planNameMax],
    [{ description: 'x'.repeat(501) }, 'description', MEAL_MESSAGES.descriptionMax],
    [{ goal: 'bulk' }, 'goal', MEAL_MESSAGES.goalInvalid],
    [{ meals: [] }, 'meals', MEAL_MESSAGES.planEmpty],
    [{ meals: [{ meal: 'brunch', foods: [] }] }, 'meals', MEAL_MESSAGES.mealInvalid],
    [{ meals: [{ meal: 'lunch', foods: [{ foodId: 1, grams: 0 }] }] }, 'meals', MEAL_MESSAGES.gramsRange],
    [{ meals: [{ meal: 'lunch', foods: [{ foodId: 1, grams: 2001 }] }] }, 'meals', MEAL_MESSAGES.gramsRange],
    [{ meals: [{ meal: 'lunch', foods: [{ grams: 10 }] }] }, 'meals', MEAL_MESSAGES.foodRequired],
  ])('refuses %o with 400 and a clear message', async (override, field, message) => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await call('POST', '/api/meal-plans', cookie, planBody(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('refuses a meal listed twice and a plan with no food at all', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const twice = await call('POST', '/api/meal-plans', cookie, {
      ...planBody(),
      meals: [
        { meal: 'lunch', foods: [{ foodId: oats.id, grams: 10 }] },
        { meal: 'lunch', foods: [{ foodId: oats.id, grams: 10 }] },
      ],
    });
    expect(twice.json()).toMatchObject({ message: MEAL_MESSAGES.mealRepeated });
    const empty = await call('POST', '/api/meal-plans', cookie, planBody({ meals: [{ meal: 'lunch', foods: [] }] }));
    expect(empty.json()).toMatchObject({ message: MEAL_MESSAGES.planEmpty });
  });

  it("refuses foods that do not exist or are another member's private food", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const other = await buildUser(ctx.db);
    const theirs = await buildFood(ctx.db, other.id);
    for (const foodId of [theirs.id, 9_999_999]) {
      const res = await call(
        'POST',
        '/api/meal-plans',
        cookie,
        planBody({ meals: [{ meal: 'lunch', foods: [{ foodId, grams: 100 }] }] }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MEAL_MESSAGES.unknownFood, errors: { meals: MEAL_MESSAGES.unknownFood } });
    }
  });

  it('lets only admins create recommended (curated) plans, which every member then sees', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const denied = await call('POST', '/api/meal-plans', cookie, planBody({ curated: true }));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(MEAL_MESSAGES.curatedAdminOnly);

    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const created = await call(
      'POST',
      '/api/meal-plans',
      admin.cookie,
      planBody({ curated: true, name: 'Recommended' }),
    );
    expect(created.json()).toMatchObject({ curated: true, isActive: false });
    const curated = (await call('GET', '/api/meal-plans/curated', cookie)).json();
    expect(curated.map((p: { id: number }) => p.id)).toContain(created.json().id);
    const read = await call('GET', `/api/meal-plans/${created.json().id}`, cookie);
    expect(read.statusCode).toBe(200);
  });

  it('answers 401 to a visitor', async () => {
    expect((await call('POST', '/api/meal-plans', undefined, planBody())).statusCode).toBe(401);
    expect((await call('GET', '/api/meal-plans')).statusCode).toBe(401);
  });
});

describe('GET /api/meal-plans', () => {
  it("lists only the member's own plans, newest first, paged with before", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const other = await buildUser(ctx.db);
    await buildMealPlan(ctx.db, other.id);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await buildMealPlan(ctx.db, user.id, { name: `Plan ${i}` })).id);
    const page1 = (await call('GET', '/api/meal-plans?limit=2', cookie)).json();
    expect(page1.map((p: { id: number }) => p.id)).toEqual([ids[2], ids[1]]);
    const page2 = (await call('GET', `/api/meal-plans?limit=2&before=${ids[1]}`, cookie)).json();
    expect(page2.map((p: { id: number }) => p.id)).toEqual([ids[0]]);
    expect((await call('GET', '/api/meal-plans/count', cookie)).json()).toEqual({ count: 3 });
  });

  it('validates paging parameters', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await call('GET', '/api/meal-plans?limit=500', cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.limit).toBe('limit must be at most 100');
  });
});

describe('GET, PUT, DELETE /api/meal-plans/{id}', () => {
  it('owner updates the plan; figures are recomputed; others get 404 (or 403 once the profile shows it), unknown 404, bad id 400', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const stranger = await buildSignedInUser(ctx.db);
    const plan = (await call('POST', '/api/meal-plans', owner.cookie, planBody())).json();

    const body = planBody({
      name: 'Bulk',
      goal: 'muscle_gain',
      meals: [{ meal: 'dinner', foods: [{ foodId: oats.id, grams: 200 }] }],
    });
    // A stranger may not see the member's plans (a friends-only profile): the plan does not exist for them.
    expect((await call('PUT', `/api/meal-plans/${plan.id}`, stranger.cookie, body)).statusCode).toBe(404);
    expect((await call('GET', `/api/meal-plans/${plan.id}`, stranger.cookie)).statusCode).toBe(404);
    // Once the owner's profile is public, the stranger sees the plan exists (it is on the profile): 403.
    await ctx.db.query(`update user_settings set profile_visibility = 'public' where user_id = $1`, [owner.user.id]);
    expect((await call('PUT', `/api/meal-plans/${plan.id}`, stranger.cookie, body)).statusCode).toBe(403);
    expect((await call('GET', `/api/meal-plans/${plan.id}`, stranger.cookie)).statusCode).toBe(403);
    const updated = await call('PUT', `/api/meal-plans/${plan.id}`, owner.cookie, body);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: plan.id,
      name: 'Bulk',
      goal: 'muscle_gain',
      calories: 758,
      protein: 26.4,
    });
    expect(updated.json().meals.map((m: { meal: string }) => m.meal)).toEqual(['dinner']);

    expect((await call('GET', '/api/meal-plans/9999999', owner.cookie)).statusCode).toBe(404);
    expect((await call('PUT', '/api/meal-plans/9999999', owner.cookie, body)).statusCode).toBe(404);
    const bad = await call('GET', '/api/meal-plans/abc', owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid id');
    const invalid = await call('PUT', `/api/meal-plans/${plan.id}`, owner.cookie, { ...body, name: '' });
    expect(invalid.statusCode).toBe(400);
    expect((await call('GET', `/api/meal-plans/${plan.id}`, owner.cookie)).json().name).toBe('Bulk');
  });

  it('an admin may read, edit and delete any plan', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const plan = (await call('POST', '/api/meal-plans', owner.cookie, planBody())).json();
    expect((await call('GET', `/api/meal-plans/${plan.id}`, admin.cookie)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/meal-plans/${plan.id}`, admin.cookie, planBody({ name: 'Fixed' }))).json().name,
    ).toBe('Fixed');
    expect((await call('DELETE', `/api/meal-plans/${plan.id}`, admin.cookie)).statusCode).toBe(204);
  });

  it('the owner deletes a plan (204); a stranger cannot (404: not theirs to see); then it is gone (404)', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const stranger = await buildSignedInUser(ctx.db);
    const plan = (await call('POST', '/api/meal-plans', owner.cookie, planBody())).json();
    expect((await call('DELETE', `/api/meal-plans/${plan.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/meal-plans/${plan.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/meal-plans/${plan.id}`, owner.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/meal-plans/${plan.id}`, owner.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/meal-plans/${plan.id}`)).statusCode).toBe(401);
  });
});

describe('active plan', () => {
  it('the owner switches their active plan; only one is active; others cannot', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const stranger = await buildSignedInUser(ctx.db);
    const a = await buildMealPlan(ctx.db, user.id, { isActive: true });
    const b = await buildMealPlan(ctx.db, user.id);
    expect((await call('POST', `/api/meal-plans/${b.id}/active`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/meal-plans/${b.id}/active`, cookie)).json().isActive).toBe(true);
    expect((await call('GET', `/api/meal-plans/${a.id}`, cookie)).json().isActive).toBe(false);
    expect((await call('DELETE', `/api/meal-plans/${b.id}/active`, cookie)).json().isActive).toBe(false);
    expect((await call('GET', '/api/meal-plans/active', cookie)).json()).toBeNull();
  });
});

describe('GET /api/meal-plans/user/{userId}', () => {
  it('follows the owner profile visibility: public to all, friends to mutual follows, private to self and admins', async () => {
    const owner = await buildUser(ctx.db);
    await buildMealPlan(ctx.db, owner.id, { name: 'Shared plan' });
    const friend = await buildSignedInUser(ctx.db);
    const fan = await buildSignedInUser(ctx.db);
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    await follow(ctx.db, owner.id, friend.user.id);
    await follow(ctx.db, friend.user.id, owner.id);
    await follow(ctx.db, fan.user.id, owner.id);
    const url = `/api/meal-plans/user/${owner.id}`;
    const visibility = (choice: string) =>
      ctx.db.query('update user_settings set profile_visibility = $2 where user_id = $1', [owner.id, choice]);

    await visibility('public');
    expect((await call('GET', url, fan.cookie)).json()[0]).toMatchObject({ name: 'Shared plan', userId: owner.id });

    await visibility('friends');
    expect((await call('GET', url, friend.cookie)).statusCode).toBe(200);
    const denied = await call('GET', url, fan.cookie);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(MEAL_TEXTS.plansPrivate);

    await visibility('private');
    expect((await call('GET', url, friend.cookie)).statusCode).toBe(403);
    expect((await call('GET', url, admin.cookie)).statusCode).toBe(200);
  });

  it('404 for an unknown member, 400 for a bad id, 401 for a visitor', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    expect((await call('GET', '/api/meal-plans/user/9999999', cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/meal-plans/user/zero', cookie)).statusCode).toBe(400);
    const visitor = await call('GET', '/api/meal-plans/user/1');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(MESSAGES.unauthorized);
  });
});

describe('POST /api/meal-plans/generate', () => {
  it("builds a plan from the goal and the member's targets, with real foods, without saving it", async () => {
    const { cookie } = await buildSignedInUser(ctx.db, { weightKg: 80, heightCm: 180, activityLevel: 'very_active' });
    const res = await call('POST', '/api/meal-plans/generate', cookie, { goal: 'muscle_gain' });
    expect(res.statusCode).toBe(200);
    const generated = res.json();
    expect(generated).toMatchObject({ name: 'Custom Meal Plan', goal: 'muscle_gain', variant: 0 });
    expect(generated.meals.map((m: { meal: string }) => m.meal)).toEqual(['breakfast', 'lunch', 'dinner', 'snack']);
    expect(Math.abs(generated.calories - generated.targets.calories) / generated.targets.calories).toBeLessThan(0.05);
    // No target of their own: the plan says it was portioned for the estimate, and what it lacked.
    expect(generated.targets).toMatchObject({ basis: 'estimate', missing: ['age'] });
    expect(
      generated.meals
        .flatMap((m: { foods: { foodId: number }[] }) => m.foods)
        .every((f: { foodId: number }) => f.foodId > 0),
    ).toBe(true);
    expect((await call('GET', '/api/meal-plans/count', cookie)).json().count).toBe(0);

    // Same request, same plan; saving it gives the same figures, computed again by the server.
    expect((await call('POST', '/api/meal-plans/generate', cookie, { goal: 'muscle_gain' })).json()).toEqual(generated);
    const saved = await call('POST', '/api/meal-plans', cookie, {
      name: generated.name,
      description: generated.description,
      goal: generated.goal,
      meals: generated.meals.map((m: { meal: string; foods: { foodId: number; grams: number }[] }) => ({
        meal: m.meal,
        foods: m.foods.map(({ foodId, grams }) => ({ foodId, grams })),
      })),
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ calories: generated.calories, protein: generated.protein });
  });

  it('a lower target for weight loss gives a smaller plan; bad goal or variant is a 400', async () => {
    const { cookie } = await buildSignedInUser(ctx.db, { weightKg: 80 });
    const loss = (await call('POST', '/api/meal-plans/generate', cookie, { goal: 'weight_loss' })).json();
    const gain = (await call('POST', '/api/meal-plans/generate', cookie, { goal: 'muscle_gain' })).json();
    expect(loss.calories).toBeLessThan(gain.calories);
    expect((await call('POST', '/api/meal-plans/generate', cookie, { goal: 'x' })).statusCode).toBe(400);
    const variant = await call('POST', '/api/meal-plans/generate', cookie, { goal: 'maintenance', variant: -1 });
    expect(variant.json().errors.variant).toBe(MEAL_MESSAGES.variantInvalid);
    expect((await call('POST', '/api/meal-plans/generate', undefined, { goal: 'maintenance' })).statusCode).toBe(401);
  });

  it("portions every goal to the member's own calories, and keeps a protein target they did not set empty", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    for (const calories of [1000, 1500]) {
      await call('PUT', '/api/nutrition/target', cookie, { calories });
      for (const goal of ['muscle_gain', 'weight_loss', 'maintenance', 'performance']) {
        for (const variant of [0, 1, 2]) {
          const plan = (await call('POST', '/api/meal-plans/generate', cookie, { goal, variant })).json();
          // Built for their own number: no surplus added for muscle gain (it was 1261 for 1000).
          expect(plan.targets).toEqual({ basis: 'own', calories, protein: null, carbs: null, fat: null, missing: [] });
          expect(Math.abs(plan.calories - calories) / calories, `${goal} ${calories} v${variant}`).toBeLessThan(0.05);
          expect(plan.description).toContain(`about ${calories} kcal`);
        }
      }
    }
  });
});
