import { randomUUID } from 'node:crypto';
import { utcIsoDate } from '@common/fitness/dates';
import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { buildPlan, exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

// Issue 17: a workout finished offline is sent with a client-made Idempotency-Key, maybe many
// times; the server stores it at most once and answers every attempt with the same log.

const ctx = useTestApp();
let bench: number;
let squat: number;
let row: number;

beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
  [bench, squat, row] = await Promise.all(
    ['Bench Press', 'Back Squat', 'Bent-Over Barbell Row'].map((name) => exerciseIdOf(ctx.db, name)),
  );
});

function offlineWorkout(overrides: Record<string, unknown> = {}) {
  return {
    date: utcIsoDate(),
    title: 'Basement session',
    durationMinutes: 45,
    exercises: [
      { exerciseId: bench, sets: [{ reps: 8, weightKg: 60 }] },
      {
        exerciseId: squat,
        sets: [
          { reps: 5, weightKg: 100 },
          { reps: 5, weightKg: 105 },
        ],
      },
      { exerciseId: row, sets: [{ reps: 10, weightKg: 50 }] },
    ],
    ...overrides,
  };
}

function sync(cookie: string, key: string | undefined, body: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/workout-logs',
    payload: body as object,
    headers: key ? { cookie, 'idempotency-key': key } : { cookie },
  });
}

async function logCount(userId: number): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>('select count(*)::int as n from workout_logs where user_id = $1', [
    userId,
  ]);
  return rows[0].n;
}

async function setCount(userId: number): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>(
    'select count(*)::int as n from workout_log_sets where user_id = $1',
    [userId],
  );
  return rows[0].n;
}

describe('POST /api/workout-logs with an Idempotency-Key', () => {
  it('stores the workout once when the same request is sent three times, answering each with the same log', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const key = randomUUID();
    const first = await sync(cookie, key, offlineWorkout());
    const second = await sync(cookie, key, offlineWorkout());
    const third = await sync(cookie, key, offlineWorkout());
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201]);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    expect(first.json().totalSets).toBe(4);
    expect(await logCount(user.id)).toBe(1);
    expect(await setCount(user.id)).toBe(4);
  });

  it('stores the workout once when concurrent requests (two tabs syncing) carry the same key', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => sync(cookie, key, offlineWorkout())));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await logCount(user.id)).toBe(1);
    expect(await setCount(user.id)).toBe(4);
  });

  it('answers a retry whose first response was lost with the stored log, even after its plan was deleted', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const planId = await buildPlan(ctx.db, user.id, { name: 'Garage Plan' });
    const key = randomUUID();
    const body = offlineWorkout({ planId });
    const stored = await sync(cookie, key, body);
    expect(stored.statusCode).toBe(201);
    await ctx.db.query('delete from workout_plans where id = $1', [planId]);
    const retry = await sync(cookie, key, body);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().id).toBe(stored.json().id);
    expect(await logCount(user.id)).toBe(1);
  });

  it('stores different keys as different workouts, and requests without a key as before', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await sync(cookie, randomUUID(), offlineWorkout());
    await sync(cookie, randomUUID(), offlineWorkout());
    await sync(cookie, undefined, offlineWorkout());
    await sync(cookie, undefined, offlineWorkout());
    expect(await logCount(user.id)).toBe(4);
  });

  it("keeps keys per member: another member's same key stores their own workout", async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    const key = randomUUID();
    const mine = await sync(a.cookie, key, offlineWorkout());
    const theirs = await sync(b.cookie, key, offlineWorkout({ title: 'Their session' }));
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json()).toMatchObject({ userId: b.user.id, title: 'Their session' });
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await logCount(a.user.id)).toBe(1);
    expect(await logCount(b.user.id)).toBe(1);
  });

  it('refuses a key reused for a different workout (422) and stores nothing more', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const key = randomUUID();
    await sync(cookie, key, offlineWorkout());
    const reused = await sync(cookie, key, offlineWorkout({ title: 'Something else' }));
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(M.idempotencyKeyReused);
    expect(await logCount(user.id)).toBe(1);
  });

  it('refuses a key that is not a UUID (400), a visitor (401), and stores nothing after a refused body', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const bad = await sync(cookie, 'not-a-uuid', offlineWorkout());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.idempotencyKeyInvalid);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/workout-logs',
      payload: offlineWorkout(),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(visitor.statusCode).toBe(401);
    const key = randomUUID();
    const refused = await sync(cookie, key, offlineWorkout({ planId: 999_999 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ planId: M.planUnknown });
    // The key was not used up by the refused body: the corrected workout is stored under it.
    const corrected = await sync(cookie, key, offlineWorkout({ planId: null }));
    expect(corrected.statusCode).toBe(201);
    expect(await logCount(user.id)).toBe(1);
  });
});
