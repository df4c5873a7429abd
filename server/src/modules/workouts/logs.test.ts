import { addDays, utcIsoDate } from '@common/fitness/dates';
import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser, follow } from '../../test/factories';
import { buildLog, buildOwnExercise, buildPlan, exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
let bench: number;
let run: number;
const today = utcIsoDate();

beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
  bench = await exerciseIdOf(ctx.db, 'Bench Press');
  run = await exerciseIdOf(ctx.db, 'Running');
});

function logBody(overrides: Record<string, unknown> = {}) {
  return {
    date: today,
    title: 'Chest and a run',
    durationMinutes: 60,
    notes: 'Felt strong',
    exercises: [
      {
        exerciseId: bench,
        sets: [
          { reps: 10, weightKg: 60 },
          { reps: 8, weightKg: 70 },
        ],
      },
      { exerciseId: run, sets: [{ durationSeconds: 1500, distanceKm: 5 }] },
    ],
    ...overrides,
  };
}

describe('POST /api/workout-logs', () => {
  it('saves the workout with its sets, volume and an estimated calorie figure', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db, { weightKg: 80 });
    const res = await apiAs(ctx, cookie).post('/api/workout-logs', logBody());
    expect(res.statusCode).toBe(201);
    const log = res.json();
    expect(log).toMatchObject({
      userId: user.id,
      date: today,
      title: 'Chest and a run',
      durationMinutes: 60,
      notes: 'Felt strong',
      planId: null,
      totalSets: 3,
      totalVolumeKg: 10 * 60 + 8 * 70,
      // Mean MET of 2 strength sets (5) and 1 cardio set (7) = 17/3, x 80 kg x 1 h.
      estimatedCalories: Math.round((17 / 3) * 80),
    });
    expect(log.exercises).toEqual([
      {
        exerciseId: bench,
        name: 'Bench Press',
        muscleGroup: 'chest',
        equipment: 'barbell',
        category: 'strength',
        loggingType: 'weight_reps',
        notes: null,
        supersetGroup: null,
        sets: [
          { kind: 'normal', reps: 10, weightKg: 60, durationSeconds: null, distanceKm: null, rpe: null, rir: null },
          { kind: 'normal', reps: 8, weightKg: 70, durationSeconds: null, distanceKm: null, rpe: null, rir: null },
        ],
      },
      {
        exerciseId: run,
        name: 'Running',
        muscleGroup: 'full_body',
        equipment: 'bodyweight',
        category: 'cardio',
        loggingType: 'distance_duration',
        notes: null,
        supersetGroup: null,
        sets: [
          { kind: 'normal', reps: null, weightKg: null, durationSeconds: 1500, distanceKm: 5, rpe: null, rir: null },
        ],
      },
    ]);
    expect((await apiAs(ctx, cookie).get(`/api/workout-logs/${log.id}`)).json()).toEqual(log);
  });

  it("links the member's own plan (its name is the default title); another member's plan is refused", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const planId = await buildPlan(ctx.db, user.id, { name: 'My Split' });
    const res = await apiAs(ctx, cookie).post('/api/workout-logs', logBody({ planId, title: '' }));
    expect(res.json()).toMatchObject({ planId, planName: 'My Split', title: 'My Split' });
    const other = await buildUser(ctx.db);
    const theirs = await buildPlan(ctx.db, other.id);
    const refused = await apiAs(ctx, cookie).post('/api/workout-logs', logBody({ planId: theirs }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ planId: M.planUnknown });
  });

  it.each([
    [{ date: '2025-02-30' }, 'date', M.logDateInvalid],
    [{ date: addDays(today, 2) }, 'date', M.logDateFuture],
    [{ date: '1900-01-01' }, 'date', M.logDateTooOld],
    [{ durationMinutes: 0 }, 'durationMinutes', M.logDurationRange],
    [{ durationMinutes: 601 }, 'durationMinutes', M.logDurationRange],
    [{ exercises: [] }, 'exercises', M.logExercisesRequired],
    [{ notes: 'x'.repeat(2001) }, 'notes', M.logNotesMax],
    [{ exercises: [{ exerciseId: 1, sets: [] }] }, 'exercises', M.logSetsRequired],
    [{ exercises: [{ exerciseId: 1, sets: [{ weightKg: 50 }] }] }, 'exercises', M.setValueRequired],
    [{ exercises: [{ exerciseId: 1, sets: [{ reps: 5, weightKg: 5000 }] }] }, 'exercises', M.setWeightRange],
  ])('refuses %o with 400 "%s: %s"', async (override, field, message) => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await apiAs(ctx, cookie).post('/api/workout-logs', logBody(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it("keeps each set's kind and the superset groups, and refuses unknown kinds", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const call = apiAs(ctx, cookie);
    const body = logBody({
      exercises: [
        {
          exerciseId: bench,
          supersetGroup: 1,
          sets: [
            { kind: 'warmup', reps: 12, weightKg: 20 },
            { reps: 8, weightKg: 70 },
            { kind: 'failure', reps: 6, weightKg: 70 },
          ],
        },
        { exerciseId: run, supersetGroup: 1, sets: [{ durationSeconds: 600, distanceKm: 2 }] },
      ],
    });
    const res = await call.post('/api/workout-logs', body);
    expect(res.statusCode).toBe(201);
    const log = (await call.get(`/api/workout-logs/${res.json().id}`)).json();
    expect(log.exercises.map((e: { supersetGroup: number | null }) => e.supersetGroup)).toEqual([1, 1]);
    expect(log.exercises[0].sets.map((s: { kind: string }) => s.kind)).toEqual(['warmup', 'normal', 'failure']);

    const bad = logBody({ exercises: [{ exerciseId: bench, sets: [{ kind: 'jumbo', reps: 5, weightKg: 50 }] }] });
    expect((await call.post('/api/workout-logs', bad)).statusCode).toBe(400);
  });

  it("accepts tomorrow's date (members east of UTC) and refuses another member's exercise", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    expect((await apiAs(ctx, cookie).post('/api/workout-logs', logBody({ date: addDays(today, 1) }))).statusCode).toBe(
      201,
    );
    const other = await buildUser(ctx.db);
    const theirs = await buildOwnExercise(ctx.db, other.id);
    const res = await apiAs(ctx, cookie).post(
      '/api/workout-logs',
      logBody({ exercises: [{ exerciseId: theirs.id, sets: [{ reps: 5 }] }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.exerciseUnknown);
    expect((await apiAs(ctx).post('/api/workout-logs', logBody())).statusCode).toBe(401);
  });
});

describe('GET /api/workout-logs', () => {
  it('lists own logs by date, latest first, paged after the last one seen, within a date range', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const other = await buildUser(ctx.db);
    await buildLog(ctx.db, other.id, { date: '2025-05-05' });
    // Logged out of order: a late entry for an earlier date sorts by its date.
    const may3 = await buildLog(ctx.db, user.id, { date: '2025-05-03' });
    const may1 = await buildLog(ctx.db, user.id, { date: '2025-05-01' });
    const may3b = await buildLog(ctx.db, user.id, { date: '2025-05-03' });
    const may2 = await buildLog(ctx.db, user.id, { date: '2025-05-02' });
    const ids = async (q: string) =>
      (await apiAs(ctx, cookie).get(`/api/workout-logs${q}`)).json().map((l: { id: number }) => l.id);
    expect(await ids('')).toEqual([may3b, may3, may2, may1]);
    expect(await ids('?limit=2')).toEqual([may3b, may3]);
    expect(await ids(`?limit=2&before=${may3}`)).toEqual([may2, may1]);
    expect(await ids('?from=2025-05-02&to=2025-05-02')).toEqual([may2]);
    expect((await apiAs(ctx, cookie).get('/api/workout-logs?from=nope')).statusCode).toBe(400);
  });
});

describe('GET|PUT|DELETE /api/workout-logs/{id}', () => {
  it("lets others read a log only as the owner's workout activity choice allows", async () => {
    const owner = await buildUser(ctx.db);
    const logId = await buildLog(ctx.db, owner.id, { date: '2025-04-01' });
    const stranger = await buildSignedInUser(ctx.db);
    const friend = await buildSignedInUser(ctx.db);
    await follow(ctx.db, owner.id, friend.user.id);
    await follow(ctx.db, friend.user.id, owner.id);
    expect((await apiAs(ctx, stranger.cookie).get(`/api/workout-logs/${logId}`)).statusCode).toBe(404);
    expect((await apiAs(ctx, friend.cookie).get(`/api/workout-logs/${logId}`)).statusCode).toBe(200);
    expect((await apiAs(ctx, friend.cookie).get('/api/workout-logs/999999')).statusCode).toBe(404);
  });

  it('the owner replaces a log; others get 403 and the log is unchanged', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db, { isAdmin: true });
    const created = (await apiAs(ctx, owner.cookie).post('/api/workout-logs', logBody())).json();
    const changed = logBody({
      title: 'Just bench',
      durationMinutes: 30,
      exercises: [{ exerciseId: bench, sets: [{ reps: 5, weightKg: 80 }] }],
    });
    expect((await apiAs(ctx, other.cookie).put(`/api/workout-logs/${created.id}`, changed)).statusCode).toBe(403);
    const res = await apiAs(ctx, owner.cookie).put(`/api/workout-logs/${created.id}`, changed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, title: 'Just bench', totalSets: 1, totalVolumeKg: 400 });
    const bad = await apiAs(ctx, owner.cookie).put(`/api/workout-logs/${created.id}`, {
      ...changed,
      exercises: [],
    });
    expect(bad.statusCode).toBe(400);
    expect((await apiAs(ctx, owner.cookie).get(`/api/workout-logs/${created.id}`)).json().totalSets).toBe(1);
  });

  it('deletes for the owner (or an admin), with its sets', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    const logId = await buildLog(ctx.db, owner.user.id, { date: '2025-04-01' });
    // Hidden from the other member: not theirs to see (404); shown, it is still not theirs (403).
    expect((await apiAs(ctx, other.cookie).delete(`/api/workout-logs/${logId}`)).statusCode).toBe(404);
    await ctx.db.query(`update user_settings set workout_activity = 'public' where user_id = $1`, [owner.user.id]);
    expect((await apiAs(ctx, other.cookie).delete(`/api/workout-logs/${logId}`)).statusCode).toBe(403);
    expect((await apiAs(ctx, owner.cookie).delete(`/api/workout-logs/${logId}`)).statusCode).toBe(204);
    expect((await apiAs(ctx, owner.cookie).delete(`/api/workout-logs/${logId}`)).statusCode).toBe(404);
    const { rows } = await ctx.db.query('select count(*)::int as n from workout_log_sets where user_id = $1', [
      owner.user.id,
    ]);
    expect(rows[0].n).toBe(0);
  });
});
