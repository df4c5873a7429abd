import { randomUUID } from 'node:crypto';
import { MEAL_MESSAGES } from '@common/meals-texts';
import { MAX_ENTRIES_PER_DAY } from '@common/schemas/meal-logs';
import { WORKOUT_MESSAGES } from '@common/workouts-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../plugins/openapi';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { buildMealPlan, ensureStarterFoods, starterFood } from '../../test/factories/meals';
import { useTestApp } from '../../test/test-app';

// A phone's "Add" can time out after the server stored the entry; the member taps again. With the
// Idempotency-Key the client made for that add, the diary holds the food once, and every attempt
// is answered with the same entry.

const ctx = useTestApp();
let bananaId: number;
beforeAll(async () => {
  await ensureStarterFoods(ctx.db);
  bananaId = (await starterFood(ctx.db, 'banana')).id;
});

const date = '2025-06-02';
const food = (overrides: Record<string, unknown> = {}) => ({
  date,
  meal: 'breakfast',
  foodId: bananaId,
  grams: 120,
  ...overrides,
});
const toast = { foodId: null, name: 'Toast', grams: 30, calories: 80, protein: 3, carbs: 15, fat: 1 };

function add(
  url: '/api/meal-logs' | '/api/meal-logs/from-plan',
  cookie: string,
  key: string | undefined,
  body: object,
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: key ? { cookie, 'idempotency-key': key } : { cookie },
  });
}
const addFood = (cookie: string, key: string | undefined, body: object = food()) =>
  add('/api/meal-logs', cookie, key, body);

async function entryCount(userId: number): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>('select count(*)::int as n from meal_logs where user_id = $1', [
    userId,
  ]);
  return rows[0].n;
}

async function keyCount(userId: number): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>(
    'select count(*)::int as n from meal_log_keys where user_id = $1',
    [userId],
  );
  return rows[0].n;
}

describe('POST /api/meal-logs with an Idempotency-Key', () => {
  it('stores the food once when the same add is sent twice, answering the retry with the same entry', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const key = randomUUID();
    const first = await addFood(cookie, key);
    const retry = await addFood(cookie, key);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ name: 'Banana', grams: 120, calories: 106.8 });
    expect(await entryCount(user.id)).toBe(1);
  });

  it('stores the food once when concurrent requests (a retry racing the first) carry the same key', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => addFood(cookie, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await entryCount(user.id)).toBe(1);
  });

  it('refuses the key reused for another food or amount (422, a clear message) and stores nothing more', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const key = randomUUID();
    const first = await addFood(cookie, key);
    const other = await addFood(cookie, key, food({ grams: 200 }));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: MEAL_MESSAGES.idempotencyKeyReused,
      errors: { idempotencyKey: MEAL_MESSAGES.idempotencyKeyReused },
    });
    // The same key sent to the other route is another request too.
    const plan = await buildMealPlan(ctx.db, user.id, { meals: [{ meal: 'lunch', foods: [toast] }] });
    const fromPlan = await add('/api/meal-logs/from-plan', cookie, key, { date, planId: plan.id, meal: 'lunch' });
    expect(fromPlan.statusCode).toBe(422);
    expect(await entryCount(user.id)).toBe(1);
    const day = (await apiAs(ctx, cookie).get(`/api/meal-logs?date=${date}`)).json();
    expect(day.entries).toEqual([first.json()]);
  });

  it("keeps keys per member: another member's same key stores their own entry", async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    const key = randomUUID();
    const mine = await addFood(a.cookie, key);
    const theirs = await addFood(b.cookie, key, food({ grams: 80 }));
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json()).toMatchObject({ grams: 80 });
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await entryCount(a.user.id)).toBe(1);
    expect(await entryCount(b.user.id)).toBe(1);
  });

  it('stores every add without a key, as before, and different keys as different adds', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const plain = [await addFood(cookie, undefined), await addFood(cookie, undefined)];
    expect(plain.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(plain.map((r) => r.headers['idempotent-replayed'])).toEqual([undefined, undefined]);
    expect(await entryCount(user.id)).toBe(2);
    await addFood(cookie, randomUUID());
    await addFood(cookie, randomUUID());
    expect(await entryCount(user.id)).toBe(4);
    expect(await keyCount(user.id)).toBe(2);
  });

  it('refuses a key that is not a UUID with the workout route’s 400, and does not use a key up on a refusal', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const bad = await addFood(cookie, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(WORKOUT_MESSAGES.idempotencyKeyInvalid);
    const key = randomUUID();
    const refused = await addFood(cookie, key, food({ foodId: 9_999_999 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ foodId: MEAL_MESSAGES.unknownFood });
    // The refused body did not take the key: the corrected add is stored under it.
    const corrected = await addFood(cookie, key);
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await entryCount(user.id)).toBe(1);
  });

  it('refuses an add to a full day without using its key up: once there is room, the retry is stored', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await ctx.db.query(
      `insert into meal_logs (user_id, log_date, meal, food_name, grams, calories, protein, carbs, fat)
       select $1, $2, 'snack', 'Toast', 30, 80, 3, 15, 1 from generate_series(1, $3)`,
      [user.id, date, MAX_ENTRIES_PER_DAY],
    );
    const key = randomUUID();
    const full = await addFood(cookie, key);
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe(MEAL_MESSAGES.dayFull);
    expect(await keyCount(user.id)).toBe(0);
    await ctx.db.query('delete from meal_logs where id = (select min(id) from meal_logs where user_id = $1)', [
      user.id,
    ]);
    const retry = await addFood(cookie, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await entryCount(user.id)).toBe(MAX_ENTRIES_PER_DAY);
  });

  it('answers a retry with the stored entry even after it was corrected; a deleted entry frees its key', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const key = randomUUID();
    const first = await addFood(cookie, key);
    const member = apiAs(ctx, cookie);
    expect((await member.put(`/api/meal-logs/${first.json().id}`, { grams: 150 })).statusCode).toBe(200);
    const retry = await addFood(cookie, key);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toMatchObject({ id: first.json().id, grams: 150 });
    // The member removed the entry: a retry of the add stores it again, as a workout's key goes with its log.
    expect((await member.delete(`/api/meal-logs/${first.json().id}`)).statusCode).toBe(204);
    const again = await addFood(cookie, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await entryCount(user.id)).toBe(1);
    expect(await keyCount(user.id)).toBe(1);
  });
});

describe('POST /api/meal-logs/from-plan with an Idempotency-Key', () => {
  async function planWithLunch(userId: number) {
    return buildMealPlan(ctx.db, userId, {
      meals: [{ meal: 'lunch', foods: [toast, { ...toast, name: 'Soup', calories: 150 }, { ...toast, name: 'Pear' }] }],
    });
  }

  it("stores the plan's meal once: a replay answers the same list of entries and adds no row", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const plan = await planWithLunch(user.id);
    const body = { date, planId: plan.id, meal: 'lunch' };
    const key = randomUUID();
    const first = await add('/api/meal-logs/from-plan', cookie, key, body);
    expect(first.statusCode).toBe(201);
    expect(first.json().map((e: { name: string }) => e.name)).toEqual(['Toast', 'Soup', 'Pear']);
    const retry = await add('/api/meal-logs/from-plan', cookie, key, body);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await entryCount(user.id)).toBe(3);
    // Concurrent retries too: still the one list.
    const raced = await Promise.all(
      Array.from({ length: 4 }, () => add('/api/meal-logs/from-plan', cookie, key, body)),
    );
    expect(raced.map((r) => r.json())).toEqual(Array(4).fill(first.json()));
    expect(await entryCount(user.id)).toBe(3);
  });

  it('stores the meal once when the first requests race with one key, and each answers the same list', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const plan = await planWithLunch(user.id);
    const body = { date, planId: plan.id, meal: 'lunch' };
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => add('/api/meal-logs/from-plan', cookie, key, body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(4).fill(201));
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await entryCount(user.id)).toBe(3);
  });

  it('refuses the key reused for another meal of the plan (422) and stores nothing more', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const plan = await buildMealPlan(ctx.db, user.id, {
      meals: [
        { meal: 'lunch', foods: [toast] },
        { meal: 'dinner', foods: [{ ...toast, name: 'Rice' }] },
      ],
    });
    const key = randomUUID();
    await add('/api/meal-logs/from-plan', cookie, key, { date, planId: plan.id, meal: 'lunch' });
    const other = await add('/api/meal-logs/from-plan', cookie, key, { date, planId: plan.id, meal: 'dinner' });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(MEAL_MESSAGES.idempotencyKeyReused);
    expect(await entryCount(user.id)).toBe(1);
  });

  it('logs the meal twice without a key, as before', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const plan = await planWithLunch(user.id);
    const body = { date, planId: plan.id, meal: 'lunch' };
    expect((await add('/api/meal-logs/from-plan', cookie, undefined, body)).statusCode).toBe(201);
    expect((await add('/api/meal-logs/from-plan', cookie, undefined, body)).statusCode).toBe(201);
    expect(await entryCount(user.id)).toBe(6);
  });
});

describe('meal log keys', () => {
  it('are forgotten with the member’s account', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await addFood(cookie, randomUUID());
    expect(await keyCount(user.id)).toBe(1);
    expect((await apiAs(ctx, cookie).delete(`/api/users/${user.id}`)).statusCode).toBe(204);
    expect(await keyCount(user.id)).toBe(0);
  });

  it('are documented: both adds list the optional Idempotency-Key header in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ url: OPENAPI_PATH })).json();
    for (const path of ['/api/meal-logs', '/api/meal-logs/from-plan', '/api/workout-logs']) {
      const parameters: { name: string; in: string; required?: boolean }[] = doc.paths[path].post.parameters ?? [];
      const header = parameters.find((p) => p.in === 'header' && p.name === 'idempotency-key');
      expect(header, path).toBeDefined();
      expect(header?.required, path).not.toBe(true);
      // The key reused for another body is a documented error answer.
      expect(doc.paths[path].post.responses['422'], path).toBeDefined();
    }
    expect(doc.paths['/api/meal-logs/{id}'].delete.responses['422']).toBeUndefined();
    const meals = doc.paths['/api/meal-logs'].post.parameters.find((p: { in: string }) => p.in === 'header');
    expect(meals.description).toContain('Idempotent-Replayed');
    expect(meals.schema).toMatchObject({ type: 'string', format: 'uuid' });
  });
});
