import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { buildLog, buildOwnExercise, exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
let bench: number;
let squat: number;
let run: number;

beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
  [bench, squat, run] = await Promise.all(
    ['Bench Press', 'Back Squat', 'Running'].map((name) => exerciseIdOf(ctx.db, name)),
  );
});

const set = (reps: number, weightKg: number, kind: 'normal' | 'warmup' = 'normal') => ({
  kind,
  reps,
  weightKg,
  durationSeconds: null,
  distanceKm: null,
  rpe: null,
  rir: null,
});

describe('GET /api/workout-logs/last-sets', () => {
  it("answers each exercise's latest session by date, with its sets in order, in the order asked", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await buildLog(ctx.db, user.id, {
      date: '2025-03-10',
      exercises: [{ name: 'Bench Press', sets: [{ reps: 5, weightKg: 80 }] }],
    });
    // Logged later but dated earlier: by date, it is not the last session.
    await buildLog(ctx.db, user.id, {
      date: '2025-03-01',
      exercises: [{ name: 'Bench Press', sets: [{ reps: 10, weightKg: 40 }] }],
    });
    const latest = await buildLog(ctx.db, user.id, {
      date: '2025-03-12',
      exercises: [
        { name: 'Back Squat', sets: [{ reps: 5, weightKg: 100 }] },
        {
          name: 'Bench Press',
          sets: [
            { kind: 'warmup', reps: 12, weightKg: 20 },
            { reps: 8, weightKg: 60 },
            { reps: 6, weightKg: 62.5 },
          ],
        },
      ],
    });
    const res = await apiAs(ctx, cookie).get(`/api/workout-logs/last-sets?exerciseIds=${run},${bench},${squat}`);
    expect(res.statusCode).toBe(200);
    // Never run: no entry, rather than an empty one.
    expect(res.json()).toEqual([
      {
        exerciseId: bench,
        logId: latest,
        date: '2025-03-12',
        sets: [set(12, 20, 'warmup'), set(8, 60), set(6, 62.5)],
      },
      { exerciseId: squat, logId: latest, date: '2025-03-12', sets: [set(5, 100)] },
    ]);
  });

  it('keeps to sessions up to a date, and before the log being edited', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const first = await buildLog(ctx.db, user.id, {
      date: '2025-05-01',
      exercises: [{ name: 'Bench Press', sets: [{ reps: 5, weightKg: 70 }] }],
    });
    const second = await buildLog(ctx.db, user.id, {
      date: '2025-05-08',
      exercises: [{ name: 'Bench Press', sets: [{ reps: 5, weightKg: 72.5 }] }],
    });
    await buildLog(ctx.db, user.id, {
      date: '2025-05-15',
      exercises: [{ name: 'Bench Press', sets: [{ reps: 5, weightKg: 75 }] }],
    });
    const call = apiAs(ctx, cookie);
    const logIdOf = async (query: string) =>
      (await call.get(`/api/workout-logs/last-sets?exerciseIds=${bench}${query}`)).json()[0]?.logId;
    expect(await logIdOf('&date=2025-05-10')).toBe(second);
    expect(await logIdOf(`&excludeLogId=${second}`)).toBe(first);
    expect(await logIdOf('&date=2025-04-30')).toBeUndefined();
  });

  it("follows a log's new date when it is edited", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const call = apiAs(ctx, cookie);
    const older = await buildLog(ctx.db, user.id, {
      date: '2025-06-01',
      exercises: [{ name: 'Bench Press', sets: [{ reps: 5, weightKg: 70 }] }],
    });
    const newer = await buildLog(ctx.db, user.id, {
      date: '2025-06-05',
      exercises: [{ name: 'Bench Press', sets: [{ reps: 5, weightKg: 75 }] }],
    });
    expect((await call.get(`/api/workout-logs/last-sets?exerciseIds=${bench}`)).json()[0].logId).toBe(newer);
    const moved = await call.put(`/api/workout-logs/${older}`, {
      date: '2025-06-09',
      durationMinutes: 30,
      exercises: [{ exerciseId: bench, sets: [{ reps: 5, weightKg: 70 }] }],
    });
    expect(moved.statusCode).toBe(200);
    expect((await call.get(`/api/workout-logs/last-sets?exerciseIds=${bench}`)).json()[0]).toMatchObject({
      logId: older,
      date: '2025-06-09',
    });
  });

  it("answers only the caller's own sessions, and needs a session", async () => {
    const { user: other } = await buildSignedInUser(ctx.db);
    await buildLog(ctx.db, other.id, {
      date: '2025-07-01',
      exercises: [{ name: 'Bench Press', sets: [{ reps: 5, weightKg: 200 }] }],
    });
    const { cookie } = await buildSignedInUser(ctx.db);
    expect((await apiAs(ctx, cookie).get(`/api/workout-logs/last-sets?exerciseIds=${bench}`)).json()).toEqual([]);
    expect((await apiAs(ctx).get(`/api/workout-logs/last-sets?exerciseIds=${bench}`)).statusCode).toBe(401);
  });

  it.each([
    ['', 'missing'],
    ['exerciseIds=abc', 'not ids'],
    ['exerciseIds=1,,2', 'an empty id'],
    ['exerciseIds=0', 'id zero'],
    [`exerciseIds=${Array.from({ length: 31 }, (_, i) => i + 1).join(',')}`, 'more than 30'],
  ])('refuses exerciseIds %s (%s) with a clear message', async (query) => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await apiAs(ctx, cookie).get(`/api/workout-logs/last-sets?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/exerciseIds must be 1 to 30 exercise ids/);
  });

  it('reads every exercise in one query, through the (member, exercise, date) index', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const own = (await buildOwnExercise(ctx.db, user.id, { name: 'Landmine Press' })).id;
    await buildLog(ctx.db, user.id, {
      date: '2025-08-01',
      exercises: [
        { name: 'Bench Press', sets: [{ reps: 5, weightKg: 70 }] },
        { name: 'Back Squat', sets: [{ reps: 5, weightKg: 90 }] },
        { exerciseId: own, sets: [{ reps: 8, weightKg: 30 }] },
      ],
    });
    const query = vi.spyOn(ctx.db, 'query');
    try {
      const res = await apiAs(ctx, cookie).get(`/api/workout-logs/last-sets?exerciseIds=${bench},${squat},${own}`);
      expect(res.json()).toHaveLength(3);
      const sqlOf = (args: unknown[]) =>
        String(typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text);
      const touching = query.mock.calls.filter((args) => sqlOf(args).includes('workout_log_exercises'));
      expect(touching).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
    // With sequential scans off, the planner can answer from the index: it exists and fits the probe.
    const client = await ctx.db.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const { rows } = await client.query(
        `explain select le.id from workout_log_exercises le where le.user_id = $1 and le.exercise_id = $2
         order by le.performed_on desc, le.log_id desc, le.position limit 1`,
        [user.id, bench],
      );
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('workout_log_exercises_user_exercise_date_idx');
      await client.query('rollback');
    } finally {
      client.release();
    }
  });
});
