import { randomUUID } from 'node:crypto';
import type { QueryResult } from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../../db/pool';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { buildMealPlan, ensureStarterFoods, starterFood } from '../../test/factories/meals';
import { relationRead } from '../../test/plan-reads';
import { useTestApp } from '../../test/test-app';
import { purgeExpiredMealKeys } from './index';
import { MEAL_KEY_PURGE_BATCH, MEAL_KEY_RETENTION_DAYS } from './log-idempotency';
import { deleteExpiredKeysQuery } from './log-repository';

// A meal's Idempotency-Key is retried only right after an error, so meal_log_keys forgets it after
// the retention (the hourly purge) instead of growing by a row per add forever. The entries stay.

const ctx = useTestApp();
let bananaId: number;
beforeAll(async () => {
  await ensureStarterFoods(ctx.db);
  bananaId = (await starterFood(ctx.db, 'banana')).id;
});

const RETENTION_HOURS = MEAL_KEY_RETENTION_DAYS * 24;
const date = '2025-06-02';
const banana = () => ({ date, meal: 'breakfast', foodId: bananaId, grams: 120 });

function add(cookie: string, key: string, url = '/api/meal-logs', body: object = banana()) {
  return ctx.app.inject({ method: 'POST', url, payload: body, headers: { cookie, 'idempotency-key': key } });
}

/** Dates the key's row back, as if the add had been made `hours` ago. */
async function age(userId: number, key: string, hours: number): Promise<void> {
  const { rowCount } = await ctx.db.query(
    `update meal_log_keys set created_at = now() - $3 * interval '1 hour' where user_id = $1 and client_key = $2`,
    [userId, key, hours],
  );
  expect(rowCount).toBe(1);
}

async function keysOf(userId: number): Promise<string[]> {
  const { rows } = await ctx.db.query<{ client_key: string }>(
    'select client_key from meal_log_keys where user_id = $1 order by client_key',
    [userId],
  );
  return rows.map((r) => r.client_key);
}

/** `count` keys of the member made `hoursAgo`, as many adds would have left them. */
async function insertKeys(db: Queryable, userId: number, count: number, hoursAgo: number): Promise<void> {
  await db.query(
    `insert into meal_log_keys (user_id, client_key, request_hash, created_at)
     select $1, gen_random_uuid(), 'hash', now() - $2 * interval '1 hour' from generate_series(1, $3)`,
    [userId, hoursAgo, count],
  );
}

async function diaryOf(userId: number) {
  const { rows } = await ctx.db.query('select * from meal_logs where user_id = $1 order by id', [userId]);
  return rows;
}

describe('meal log keys after the retention', () => {
  it('replays a key younger than the retention after the purge ran: the retry is still stored once', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const key = randomUUID();
    const first = await add(cookie, key);
    expect(first.statusCode).toBe(201);
    await age(user.id, key, RETENTION_HOURS - 1);
    await purgeExpiredMealKeys(ctx.db);
    const retry = await add(cookie, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await diaryOf(user.id)).toHaveLength(1);
    expect(await keysOf(user.id)).toEqual([key]);
  });

  it("purges only the keys older than the retention: the member's younger keys and another member's stay", async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    const [old, young, recent] = [randomUUID(), randomUUID(), randomUUID()];
    for (const key of [old, young, recent]) expect((await add(a.cookie, key)).statusCode).toBe(201);
    // The other member used the same key as the old one, and another: theirs are their own rows.
    for (const key of [old, young]) expect((await add(b.cookie, key)).statusCode).toBe(201);
    await age(a.user.id, old, RETENTION_HOURS + 1);
    await age(a.user.id, young, RETENTION_HOURS - 1);
    await age(b.user.id, young, RETENTION_HOURS - 1);
    expect(await purgeExpiredMealKeys(ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await keysOf(a.user.id)).toEqual([young, recent].sort());
    expect(await keysOf(b.user.id)).toEqual([old, young].sort());
    // A second run (another instance, the next hour) takes nothing of theirs.
    await purgeExpiredMealKeys(ctx.db);
    expect(await keysOf(a.user.id)).toEqual([young, recent].sort());
  });

  it('never touches the entries: the diary is the same after the purge, and its entries still change', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const plan = await buildMealPlan(ctx.db, user.id, {
      meals: [
        {
          meal: 'lunch',
          foods: [
            { foodId: null, name: 'Toast', grams: 30, calories: 80, protein: 3, carbs: 15, fat: 1 },
            { foodId: null, name: 'Soup', grams: 250, calories: 150, protein: 6, carbs: 20, fat: 4 },
          ],
        },
      ],
    });
    const [food, meal] = [randomUUID(), randomUUID()];
    expect((await add(cookie, food)).statusCode).toBe(201);
    const fromPlan = await add(cookie, meal, '/api/meal-logs/from-plan', { date, planId: plan.id, meal: 'lunch' });
    expect(fromPlan.statusCode).toBe(201);
    await age(user.id, food, RETENTION_HOURS + 1);
    await age(user.id, meal, 30 * 24);
    const before = await diaryOf(user.id);
    expect(before).toHaveLength(3);
    await purgeExpiredMealKeys(ctx.db);
    expect(await keysOf(user.id)).toEqual([]);
    expect(await diaryOf(user.id)).toEqual(before);
    const member = apiAs(ctx, cookie);
    const [soup] = fromPlan.json().filter((e: { name: string }) => e.name === 'Soup');
    expect((await member.put(`/api/meal-logs/${soup.id}`, { grams: 300 })).statusCode).toBe(200);
    expect((await member.delete(`/api/meal-logs/${soup.id}`)).statusCode).toBe(204);
    expect((await member.get(`/api/meal-logs?date=${date}`)).json().entries).toHaveLength(2);
  });

  it('takes a request with a purged key as a new add (by then no client retries it)', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const key = randomUUID();
    const first = await add(cookie, key);
    await age(user.id, key, RETENTION_HOURS + 1);
    await purgeExpiredMealKeys(ctx.db);
    const late = await add(cookie, key);
    expect(late.statusCode).toBe(201);
    expect(late.headers['idempotent-replayed']).toBeUndefined();
    expect(late.json().id).not.toBe(first.json().id);
    expect(await diaryOf(user.id)).toHaveLength(2);
    // The key is remembered anew, from now: its retry is replayed again.
    expect((await add(cookie, key)).headers['idempotent-replayed']).toBe('true');
    expect(await keysOf(user.id)).toEqual([key]);
  });

  it('purges a backlog larger than a batch in several statements of at most a batch each', async () => {
    const { user } = await buildSignedInUser(ctx.db);
    const backlog = 2 * MEAL_KEY_PURGE_BATCH + 500;
    await insertKeys(ctx.db, user.id, backlog, RETENTION_HOURS + 1);
    const query = vi.spyOn(ctx.db, 'query');
    let purged: number;
    let deleted: number[];
    try {
      purged = await purgeExpiredMealKeys(ctx.db);
      const answers = await Promise.all(query.mock.results.map((r) => r.value as Promise<QueryResult>));
      deleted = answers.map((a) => a.rowCount ?? 0);
    } finally {
      query.mockRestore();
    }
    expect(purged).toBeGreaterThanOrEqual(backlog);
    expect(await keysOf(user.id)).toEqual([]);
    // Full batches until one comes back short.
    expect(deleted).toHaveLength(Math.floor(purged / MEAL_KEY_PURGE_BATCH) + 1);
    for (const n of deleted) expect(n).toBeLessThanOrEqual(MEAL_KEY_PURGE_BATCH);
  });

  it('reads only the expired keys (meal_log_keys_created_at_idx), not every key of every member', async () => {
    const { user } = await buildSignedInUser(ctx.db);
    const client = await ctx.db.connect();
    try {
      await client.query('begin');
      await insertKeys(client, user.id, 5000, 1);
      await insertKeys(client, user.id, 10, RETENTION_HOURS + 1);
      await client.query('analyze meal_log_keys');
      const { rows: expired } = await client.query<{ n: number }>(
        'select count(*)::int as n from meal_log_keys where created_at < now() - make_interval(days => $1)',
        [MEAL_KEY_RETENTION_DAYS],
      );
      const read = await relationRead(
        client,
        deleteExpiredKeysQuery(MEAL_KEY_RETENTION_DAYS, MEAL_KEY_PURGE_BATCH),
        'meal_log_keys',
      );
      expect(read.plan, read.plan).toContain('meal_log_keys_created_at_idx');
      // Each expired key read twice (found by its time, deleted by its ctid); none of the others.
      expect({ rows: read.rows, fullScans: read.fullScans }, read.plan).toEqual({
        rows: 2 * Math.min(expired[0].n, MEAL_KEY_PURGE_BATCH),
        fullScans: 0,
      });
      await client.query('rollback');
    } finally {
      client.release();
    }
  });
});
