import { MEAL_MESSAGES } from '@common/meals-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildFood, ensureStarterFoods } from '../../test/factories/meals';
import { useTestApp } from '../../test/test-app';
import { STARTER_FOODS } from './data/foods';
import { loadStarterFoods } from './starter-foods';

const ctx = useTestApp();
beforeAll(() => ensureStarterFoods(ctx.db));

const get = (url: string, cookie?: string) => ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
const names = (res: { json: () => { name: string }[] }) => res.json().map((f) => f.name);

describe('starter foods', () => {
  it('are loaded once, idempotently, and corrected values are applied on the next start', async () => {
    const count = async () =>
      (await ctx.db.query('select count(*)::int as n from foods where user_id is null')).rows[0].n;
    expect(await count()).toBe(STARTER_FOODS.length);
    await ctx.db.query(`update foods set calories = 1 where slug = 'banana'`);
    expect(await loadStarterFoods(ctx.db)).toBe(1);
    expect(await count()).toBe(STARTER_FOODS.length);
    const { rows } = await ctx.db.query(`select calories from foods where slug = 'banana'`);
    expect(rows[0].calories).toBe(89);
  });
});

describe('GET /api/foods?q=', () => {
  it('finds names starting with the text first, then names containing it, case-insensitively', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await get('/api/foods?q=CHICKEN&limit=100', cookie);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual([
      'Chicken breast, skinless, raw',
      'Chicken breast, skinless, roasted',
      'Chicken thigh, skinless, roasted',
    ]);
    const inside = names(await get('/api/foods?q=breast&limit=100', cookie));
    expect(inside).toContain('Turkey breast, roasted');
    const oats = (await get('/api/foods?q=oat', cookie)).json();
    expect(oats[0]).toMatchObject({ name: 'Oatmeal, cooked with water', calories: 71, isCustom: false });
    expect(oats.map((f: { name: string }) => f.name).indexOf('Overnight')).toBe(-1);
  });

  it('prefix matches come before substring matches', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    expect(names(await get('/api/foods?q=egg&limit=100', cookie))).toEqual([
      'Egg noodles, cooked',
      'Egg white, raw',
      'Egg, hard-boiled',
      'Egg, whole, raw',
      'Eggplant, cooked',
      'Veggie burger patty',
    ]);
  });

  it('pages with before over both groups without repeating or skipping', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const first100 = names(await get('/api/foods?q=e&limit=100', cookie));
    const paged: string[] = [];
    let before: number | undefined;
    for (;;) {
      const page = (await get(`/api/foods?q=e&limit=7${before ? `&before=${before}` : ''}`, cookie)).json();
      paged.push(...page.map((f: { name: string }) => f.name));
      if (page.length < 7) break;
      before = page[page.length - 1].id;
    }
    const { rows } = await ctx.db.query(
      `select count(*)::int as n from foods where user_id is null and name ilike '%e%'`,
    );
    expect(paged).toHaveLength(rows[0].n);
    expect(new Set(paged).size).toBe(paged.length);
    expect(paged.slice(0, 100)).toEqual(first100);
  });

  it('treats % and _ literally and answers an empty list for no match', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const percent = names(await get('/api/foods?q=%25', cookie));
    expect(percent.length).toBeGreaterThan(0);
    expect(percent.every((n) => n.includes('%'))).toBe(true);
    expect((await get('/api/foods?q=_', cookie)).json()).toEqual([]);
    expect((await get('/api/foods?q=zzzz', cookie)).json()).toEqual([]);
  });

  it("shows a member their own foods, never another member's", async () => {
    const me = await buildSignedInUser(ctx.db);
    const other = await buildUser(ctx.db);
    await buildFood(ctx.db, me.user.id, { name: 'Grandma lasagne' });
    await buildFood(ctx.db, other.id, { name: 'Grandma pie' });
    const found = (await get('/api/foods?q=grandma', me.cookie)).json();
    expect(found).toEqual([expect.objectContaining({ name: 'Grandma lasagne', isCustom: true })]);
  });

  it('401 for a visitor, 400 for bad paging', async () => {
    expect((await get('/api/foods?q=egg')).statusCode).toBe(401);
    const { cookie } = await buildSignedInUser(ctx.db);
    expect((await get('/api/foods?limit=0', cookie)).statusCode).toBe(400);
  });
});

describe('POST /api/foods and DELETE /api/foods/{id}', () => {
  const body = { name: 'Protein muffin', calories: 320, protein: 20, carbs: 35, fat: 10, servingGrams: 80 };
  const post = (payload: object, cookie: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/foods', payload, headers: { cookie } });

  it('adds a private food and refuses the same name twice (409)', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await post(body, cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...body, isCustom: true, category: 'custom' });
    const again = await post({ ...body, name: 'PROTEIN MUFFIN' }, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: MEAL_MESSAGES.foodNameTaken,
      errors: { name: MEAL_MESSAGES.foodNameTaken },
    });
    const someoneElse = await buildSignedInUser(ctx.db);
    expect((await post(body, someoneElse.cookie)).statusCode).toBe(201);
  });

  it.each([
    [{ name: 'x' }, 'name', MEAL_MESSAGES.foodNameMin],
    [{ calories: 950 }, 'calories', MEAL_MESSAGES.caloriesRange],
    // A figure not given is asked for, never taken as 0.
    [{ calories: undefined }, 'calories', MEAL_MESSAGES.caloriesRequired],
    [{ fat: undefined }, 'fat', MEAL_MESSAGES.macroRequired],
    [{ protein: -1 }, 'protein', MEAL_MESSAGES.macroRange],
    [{ protein: 60, carbs: 30, fat: 20 }, 'fat', MEAL_MESSAGES.macrosOver100],
    [{ servingGrams: 0 }, 'servingGrams', MEAL_MESSAGES.servingRange],
  ])('refuses %o with the message on its field', async (override, field, message) => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await post({ ...body, ...override }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('the owner deletes their food; a stranger gets 404; starter foods are locked (403)', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const stranger = await buildSignedInUser(ctx.db);
    const food = (await post({ ...body, name: 'Delete me' }, owner.cookie)).json();
    const del = (id: number, cookie: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/foods/${id}`, headers: { cookie } });
    expect((await del(food.id, stranger.cookie)).statusCode).toBe(404);
    expect((await del(food.id, owner.cookie)).statusCode).toBe(204);
    expect((await del(food.id, owner.cookie)).statusCode).toBe(404);
    const { rows } = await ctx.db.query(`select id from foods where slug = 'apple'`);
    const locked = await del(rows[0].id, owner.cookie);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(MEAL_MESSAGES.starterFoodLocked);
  });
});

describe('GET /api/recipes', () => {
  it("answers the goal's recipes four at a time, the spec's cards first, and pages for real", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const first = (await get('/api/recipes?goal=weight_loss', cookie)).json();
    expect(first.map((r: { name: string }) => r.name)).toEqual([
      'Protein Oatmeal Bowl',
      'Grilled Chicken Salad',
      'Baked Salmon with Veggies',
      'Greek Yogurt Parfait',
    ]);
    expect(first[0].ingredients.length).toBeGreaterThan(0);
    expect(first[0].steps.length).toBeGreaterThan(0);
    const next = (await get(`/api/recipes?goal=weight_loss&before=${first[3].id}`, cookie)).json();
    expect(next).toHaveLength(4);
    expect(next.every((r: { goals: string[] }) => r.goals.includes('weight_loss'))).toBe(true);
    expect(next.map((r: { id: number }) => r.id)).not.toContain(first[0].id);
    const gain = (await get('/api/recipes?goal=muscle_gain&limit=100', cookie)).json();
    expect(gain.every((r: { goals: string[] }) => r.goals.includes('muscle_gain'))).toBe(true);
  });

  it('one recipe by id; 404 unknown; 400 bad goal; 401 visitor', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const oatmeal = (await get('/api/recipes/1', cookie)).json();
    expect(oatmeal.name).toBe('Protein Oatmeal Bowl');
    expect(Math.round(oatmeal.calories)).toBe(450);
    expect((await get('/api/recipes/999', cookie)).statusCode).toBe(404);
    expect((await get('/api/recipes?goal=bulk', cookie)).json().errors.goal).toBe(MEAL_MESSAGES.goalInvalid);
    expect((await get('/api/recipes')).statusCode).toBe(401);
  });
});
