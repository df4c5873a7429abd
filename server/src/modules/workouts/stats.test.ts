import { addDays, utcIsoDate, weekStart } from '@common/fitness/dates';
import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildLog, buildPlan, loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
beforeAll(() => loadWorkoutLibrary(ctx.db));

describe('GET /api/workout-records', () => {
  it('keeps warm-up sets in the log but never counts them for records', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await buildLog(ctx.db, user.id, {
      date: '2025-04-01',
      exercises: [
        {
          name: 'Back Squat',
          sets: [
            { kind: 'warmup', reps: 20, weightKg: 140 },
            { kind: 'normal', reps: 5, weightKg: 100 },
            { kind: 'dropset', reps: 8, weightKg: 80 },
          ],
        },
      ],
    });
    const records = (await apiAs(ctx, cookie).get('/api/workout-records')).json();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ heaviestWeightKg: 100, mostReps: 8 });
  });

  it('never takes a load logged with 0 reps as the heaviest: nothing was lifted', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await buildLog(ctx.db, user.id, {
      date: '2025-04-02',
      exercises: [
        {
          name: 'Back Squat',
          sets: [
            { reps: 0, weightKg: 300 },
            { reps: 3, weightKg: 120 },
          ],
        },
      ],
    });
    const records = (await apiAs(ctx, cookie).get('/api/workout-records')).json();
    expect(records[0]).toMatchObject({ heaviestWeightKg: 120 });
  });

  it('derives heaviest weight, best Epley 1RM, most reps, longest distance and fastest pace per exercise', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await buildLog(ctx.db, user.id, {
      date: '2025-03-01',
      exercises: [
        {
          name: 'Bench Press',
          sets: [
            { reps: 5, weightKg: 90 },
            { reps: 15, weightKg: 60 },
          ],
        },
        { name: 'Running', sets: [{ distanceKm: 5, durationSeconds: 1500 }] },
      ],
    });
    await buildLog(ctx.db, user.id, {
      date: '2025-03-08',
      exercises: [
        { name: 'Bench Press', sets: [{ reps: 1, weightKg: 100 }] },
        { name: 'Running', sets: [{ distanceKm: 10, durationSeconds: 3300 }] },
      ],
    });
    // Another member's heavier lifts never count.
    const other = await buildUser(ctx.db);
    await buildLog(ctx.db, other.id, {
      date: '2025-03-08',
      exercises: [{ name: 'Bench Press', sets: [{ reps: 1, weightKg: 200 }] }],
    });

    const records = (await apiAs(ctx, cookie).get('/api/workout-records')).json();
    const bench = records.find((r: { exercise: string }) => r.exercise === 'Bench Press');
    expect(bench).toMatchObject({
      sessions: 2,
      lastPerformed: '2025-03-08',
      heaviestWeightKg: 100,
      heaviestWeightOn: '2025-03-08',
      // 90 x (1 + 5/30) = 105 beats the single at 100; the 15-rep set gives no estimate.
      bestOneRepMaxKg: 105,
      mostReps: 15,
      longestDistanceKm: null,
    });
    const run = records.find((r: { exercise: string }) => r.exercise === 'Running');
    expect(run).toMatchObject({
      heaviestWeightKg: null,
      bestOneRepMaxKg: null,
      longestDistanceKm: 10,
      longestDurationSeconds: 3300,
      fastestPaceSecondsPerKm: 300,
    });
    expect((await apiAs(ctx).get('/api/workout-records')).statusCode).toBe(401);
  });
});

describe('GET /api/workout-progress', () => {
  it('answers every week, oldest first, with workouts, minutes and volume (empty weeks as zeros)', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const today = utcIsoDate();
    const thisWeek = weekStart(today);
    await buildLog(ctx.db, user.id, {
      date: thisWeek,
      durationMinutes: 40,
      exercises: [
        {
          name: 'Back Squat',
          sets: [
            // A warm-up adds no volume.
            { kind: 'warmup', reps: 10, weightKg: 60 },
            { reps: 5, weightKg: 100 },
            { reps: 5, weightKg: 100 },
          ],
        },
      ],
    });
    await buildLog(ctx.db, user.id, {
      date: thisWeek,
      durationMinutes: 20,
      exercises: [{ name: 'Plank', sets: [{ durationSeconds: 60 }] }],
    });
    await buildLog(ctx.db, user.id, {
      date: addDays(thisWeek, -14),
      durationMinutes: 30,
      exercises: [{ name: 'Bench Press', sets: [{ reps: 10, weightKg: 50 }] }],
    });
    const res = await apiAs(ctx, cookie).get(`/api/workout-progress?weeks=4&today=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { weekStart: addDays(thisWeek, -21), workouts: 0, minutes: 0, volumeKg: 0 },
      { weekStart: addDays(thisWeek, -14), workouts: 1, minutes: 30, volumeKg: 500 },
      { weekStart: addDays(thisWeek, -7), workouts: 0, minutes: 0, volumeKg: 0 },
      { weekStart: thisWeek, workouts: 2, minutes: 60, volumeKg: 1000 },
    ]);
    expect((await apiAs(ctx, cookie).get('/api/workout-progress?weeks=1041')).statusCode).toBe(400);
    expect((await apiAs(ctx, cookie).get('/api/workout-progress?weeks=ever')).statusCode).toBe(400);
    const badToday = await apiAs(ctx, cookie).get('/api/workout-progress?today=2001-01-01');
    expect(badToday.statusCode).toBe(400);
    expect(badToday.json().message).toBe(M.todayInvalid);
  });
});

describe('GET /api/workout-calendar', () => {
  it("shows logged workouts on their dates and the active plan's workouts within its weeks", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    // Started on Monday 2025-06-02 for 1 week: Monday (Push) and Thursday (Legs) are planned.
    const planId = await buildPlan(ctx.db, user.id, {
      name: 'Split',
      active: true,
      startedOn: '2025-06-02',
      durationWeeks: 1,
    });
    const logId = await buildLog(ctx.db, user.id, { date: '2025-06-03', title: 'Extra run', durationMinutes: 25 });
    const res = await apiAs(ctx, cookie).get('/api/workout-calendar?from=2025-06-01&to=2025-06-12');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { date: '2025-06-02', logs: [], planned: { planId, planName: 'Split', title: 'Push', exerciseCount: 1 } },
      { date: '2025-06-03', logs: [{ id: logId, title: 'Extra run', durationMinutes: 25 }], planned: null },
      { date: '2025-06-05', logs: [], planned: { planId, planName: 'Split', title: 'Legs', exerciseCount: 1 } },
    ]);
  });

  it('refuses a reversed range or one longer than 62 days', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    for (const q of ['from=2025-06-10&to=2025-06-01', 'from=2025-01-01&to=2025-06-01', 'from=x&to=y', '']) {
      const res = await apiAs(ctx, cookie).get(`/api/workout-calendar?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBe(M.rangeInvalid);
    }
  });
});
