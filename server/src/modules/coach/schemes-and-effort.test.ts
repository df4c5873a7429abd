import { COACH_MESSAGES as M } from '@common/coach-texts';
import type { CoachHistory, CoachSettings } from '@common/schemas/coach';
import type { WorkoutLog } from '@common/schemas/workout-logs';
import type { WorkoutPlan } from '@common/schemas/workouts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { coachExercises, shape, suggestionFor } from '../../test/coach';
import { buildSignedInUser } from '../../test/factories';
import { hevyCsv } from '../../test/factories/history-import';
import { buildLog, buildOwnExercise, buildPlan, exerciseIdOf } from '../../test/factories/workouts';
import { acceptDefaults, commitResult, importClient } from '../../test/history-import-client';
import { useTestApp } from '../../test/test-app';

// The rest of the coach (issue 33): switching a plan exercise's scheme, RPE per set from the
// logger and from a Hevy file, the logger's history, who may ask, and the OpenAPI contract.

const ctx = useTestApp();
let bench: number;
let squat: number;
beforeAll(async () => {
  ({ bench, squat } = await coachExercises(ctx.db));
});
const suggestion = (cookie: string, id: number, query = '') => suggestionFor(ctx, cookie, id, query);
const logBench = (userId: number, date: string, sets: { reps: number; weightKg: number; rpe?: number }[]) =>
  buildLog(ctx.db, userId, { date, exercises: [{ exerciseId: bench, sets }] });

describe('switching a plan exercise’s scheme', () => {
  it('saves the scheme and rep range on every entry of the exercise, and null goes back to the default', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const planId = await buildPlan(ctx.db, user.id, { active: true });
    const api = apiAs(ctx, cookie);
    const res = await api.put(`/api/workout-plans/${planId}/exercises/${bench}/progression`, {
      progression: { scheme: 'double', min: 6, max: 10 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json<WorkoutPlan>();
    expect(plan.schedule[0].exercises[0].progression).toEqual({ scheme: 'double', min: 6, max: 10 });
    expect(plan.schedule[1].exercises[0].progression).toBeNull();
    expect((await suggestion(cookie, bench)).progression).toEqual({ scheme: 'double', min: 6, max: 10 });
    const back = await api.put(`/api/workout-plans/${planId}/exercises/${bench}/progression`, { progression: null });
    expect(back.json<WorkoutPlan>().schedule[0].exercises[0].progression).toBeNull();
  });

  it('refuses an exercise not in the plan, bad targets, and another member’s plan', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const planId = await buildPlan(ctx.db, user.id);
    const api = apiAs(ctx, cookie);
    const curl = await exerciseIdOf(ctx.db, 'Lateral Raise');
    const notIn = await api.put(`/api/workout-plans/${planId}/exercises/${curl}/progression`, { progression: null });
    expect(notIn.statusCode).toBe(404);
    expect(notIn.json().message).toBe(M.exerciseNotInPlan);
    const bad = await api.put(`/api/workout-plans/${planId}/exercises/${bench}/progression`, {
      progression: { scheme: 'rpe', reps: 15, rpe: 9 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.rpeReps);
    const other = await buildSignedInUser(ctx.db);
    const theirs = await apiAs(ctx, other.cookie).put(`/api/workout-plans/${planId}/exercises/${bench}/progression`, {
      progression: null,
    });
    expect([403, 404]).toContain(theirs.statusCode);
    const { rows } = await ctx.db.query(
      `select progression from workout_plan_exercises pe join workout_plan_days d on d.id = pe.day_id
       where d.plan_id = $1 and progression is not null`,
      [planId],
    );
    expect(rows).toEqual([]);
  });

  it('a plan saved with schemes keeps them', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await apiAs(ctx, cookie).post('/api/workout-plans', {
      name: 'RPE block',
      level: 'advanced',
      goal: 'strength',
      frequency: 2,
      durationWeeks: 4,
      schedule: [
        {
          weekday: 2,
          exercises: [{ exerciseId: squat, sets: 3, reps: 3, progression: { scheme: 'rpe', reps: 3, rpe: 8.5 } }],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<WorkoutPlan>().schedule[0].exercises[0].progression).toEqual({ scheme: 'rpe', reps: 3, rpe: 8.5 });
  });
});

describe('RPE per set', () => {
  it('the logger stores RPE or RIR per set and answers them', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await apiAs(ctx, cookie).post('/api/workout-logs', {
      date: '2025-03-10',
      title: 'Bench',
      durationMinutes: 40,
      exercises: [
        {
          exerciseId: bench,
          sets: [
            { reps: 5, weightKg: 100, rpe: 8.5 },
            { reps: 5, weightKg: 100, rir: 1 },
            { reps: 5, weightKg: 100 },
          ],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<WorkoutLog>().exercises[0].sets.map((s) => [s.rpe, s.rir])).toEqual([
      [8.5, null],
      [null, 1],
      [null, null],
    ]);
  });

  it('refuses an RPE that is not 1 to 10 in halves and stores nothing', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const res = await apiAs(ctx, cookie).post('/api/workout-logs', {
      date: '2025-03-10',
      durationMinutes: 40,
      exercises: [{ exerciseId: bench, sets: [{ reps: 5, weightKg: 100, rpe: 7.3 }] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.setRpeInvalid);
    expect((await ctx.db.query('select 1 from workout_logs where user_id = $1', [user.id])).rowCount).toBe(0);
  });

  it('keeps the RPE of a Hevy import, and the effort-based scheme reads it', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    const csv = hevyCsv([
      {
        start: '2025-03-10 07:00',
        title: 'Push',
        minutes: 50,
        sets: [
          { exercise: 'Bench Press (Barbell)', kind: 'warmup', weight: 40, reps: 10 },
          { exercise: 'Bench Press (Barbell)', weight: 100, reps: 5, rpe: 8 },
          { exercise: 'Bench Press (Barbell)', weight: 100, reps: 5 },
        ],
      },
    ]);
    const preview = await client.preview(csv);
    commitResult(await client.commit(preview.token, { exercises: acceptDefaults(preview) }));
    const s = await suggestion(cookie, bench, '?scheme=rpe&reps=3&rpe=9');
    expect(s.lastSession?.sets.map((x) => x.rpe)).toEqual([null, 8, null]);
    expect(shape(s)).toBe('110x3 110x3');
  });
});

describe('the logger’s history', () => {
  it('answers each exercise’s latest six sessions, newest first, with effort, for exercises in the library', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    for (let day = 1; day <= 8; day += 1)
      await logBench(user.id, `2025-03-${String(day).padStart(2, '0')}`, [{ weightKg: 50 + day, reps: 8, rpe: 7 }]);
    const theirs = await buildOwnExercise(ctx.db, (await buildSignedInUser(ctx.db)).user.id, { name: 'Secret Lift' });
    const res = await apiAs(ctx, cookie).get(`/api/coach/history?exerciseIds=${bench},${squat},${theirs.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const [benchHistory, squatHistory, ...rest] = res.json<CoachHistory[]>();
    expect(rest).toEqual([]);
    expect(benchHistory).toMatchObject({ exerciseId: bench, equipment: 'barbell', loggingType: 'weight_reps' });
    expect(benchHistory.sessions.map((s) => s.date)).toEqual([
      '2025-03-08',
      '2025-03-07',
      '2025-03-06',
      '2025-03-05',
      '2025-03-04',
      '2025-03-03',
    ]);
    expect(benchHistory.sessions[0].sets).toEqual([{ kind: 'normal', reps: 8, weightKg: 58, rpe: 7, rir: null }]);
    expect(squatHistory).toMatchObject({ exerciseId: squat, sessions: [] });
  });
});

describe('who may ask, and bad input', () => {
  it('a visitor gets 401; another member’s own exercise and an unknown one 404', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/api/exercises/${bench}/suggestion` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/coach/settings' })).statusCode).toBe(401);
    const owner = await buildSignedInUser(ctx.db);
    const own = await buildOwnExercise(ctx.db, owner.user.id, { name: 'My Press' });
    const { cookie } = await buildSignedInUser(ctx.db);
    expect((await apiAs(ctx, cookie).get(`/api/exercises/${own.id}/suggestion`)).statusCode).toBe(404);
    expect((await apiAs(ctx, cookie).get('/api/exercises/999999/suggestion')).statusCode).toBe(404);
    expect((await apiAs(ctx, owner.cookie).get(`/api/exercises/${own.id}/suggestion`)).statusCode).toBe(200);
  });

  it.each([
    ['?scheme=double&min=12&max=8', M.rangeInvalid],
    ['?scheme=double&min=8', M.rangeInvalid],
    ['?scheme=linear', M.repsInvalid],
    ['?scheme=rpe&reps=3&rpe=11', M.rpeTarget],
    ['?scheme=rpe&reps=3&rpe=8.3', M.rpeTarget],
    ['?scheme=rpe&reps=15&rpe=9', M.rpeReps],
    ['?scheme=fast', M.schemeInvalid],
    ['?min=8&max=12', M.schemeMissing],
  ])('%s is a 400 saying what is wrong', async (query, message) => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await apiAs(ctx, cookie).get(`/api/exercises/${bench}/suggestion${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('bad settings are refused and store nothing', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, cookie);
    for (const body of [
      { unit: 'kg', steps: { barbell: 0 }, barWeight: null, plates: [] },
      { unit: 'kg', steps: {}, barWeight: null, plates: [-5] },
      { unit: 'st', steps: {}, barWeight: null, plates: [] },
      { unit: 'kg', steps: {}, barWeight: null, plates: Array.from({ length: 25 }, () => 5) },
    ]) {
      const res = await api.put('/api/coach/settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await ctx.db.query('select 1 from coach_settings where user_id = $1', [user.id])).rowCount).toBe(0);
    // Nothing set: the defaults, labelled as such.
    expect((await api.get('/api/coach/settings')).json<CoachSettings>()).toEqual({
      unit: 'kg',
      steps: { barbell: 2.5, dumbbell: 2, machine: 5, cable: 5, kettlebell: 4 },
      customSteps: [],
      barWeight: 20,
      customBar: false,
      plates: [],
    });
    expect((await api.get('/api/coach/settings?unit=lb')).json<CoachSettings>().steps.machine).toBe(10);
  });
});

describe('the contract in the OpenAPI document', () => {
  type Schema = { $ref?: string; properties?: Record<string, Schema>; items?: Schema; required?: string[] };
  type Parameter = { name: string; in: string };
  it('documents GET /api/exercises/{id}/suggestion: its query overrides and its answer', async () => {
    const res = await ctx.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<
        string,
        Record<
          string,
          {
            parameters: Parameter[];
            responses: Record<string, Schema & { content: Record<string, { schema: Schema }> }>;
          }
        >
      >;
      components: { schemas: Record<string, Schema> };
    }>();
    const op = doc.paths['/api/exercises/{id}/suggestion']?.get;
    expect(op).toBeDefined();
    expect(op.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['id']);
    expect(op.parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual([
      'scheme',
      'min',
      'max',
      'reps',
      'rpe',
      'today',
    ]);
    const resolve = (s: Schema): Schema => (s.$ref ? doc.components.schemas[s.$ref.split('/').pop()!] : s);
    const answer = resolve(op.responses['200'].content['application/json'].schema);
    expect(Object.keys(answer.properties ?? {})).toEqual(
      expect.arrayContaining([
        'sets',
        'unit',
        'progression',
        'progressionFrom',
        'planDay',
        'defaults',
        'why',
        'outcome',
        'warmups',
        'lastSession',
      ]),
    );
    const set = resolve(resolve(answer.properties!.sets).items!);
    expect(Object.keys(set.properties ?? {})).toEqual(expect.arrayContaining(['weight', 'reps', 'unit', 'weightKg']));
  });
});
