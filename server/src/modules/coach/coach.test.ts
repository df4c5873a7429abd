import { COACH_MESSAGES as M } from '@common/coach-texts';
import { addDays, isoWeekday, utcIsoDate } from '@common/fitness/dates';
import type { CoachHistory, CoachSettings, CoachSuggestion } from '@common/schemas/coach';
import type { WorkoutLog } from '@common/schemas/workout-logs';
import type { WorkoutPlan } from '@common/schemas/workouts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { hevyCsv } from '../../test/factories/history-import';
import { buildLog, buildOwnExercise, buildPlan, exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { acceptDefaults, commitResult, importClient } from '../../test/history-import-client';
import { useTestApp } from '../../test/test-app';

// GET /api/exercises/{id}/suggestion (issue 33's contract) with its four examples (kg member,
// barbell bench press, default steps), the plan's scheme and its switch, steps and plates, RPE
// per set from the logger and from a Hevy file, and who may ask.

const ctx = useTestApp();
let bench: number;
let squat: number;

beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
  bench = await exerciseIdOf(ctx.db, 'Bench Press');
  squat = await exerciseIdOf(ctx.db, 'Back Squat');
});

const shape = (s: CoachSuggestion) => s.sets.map((x) => `${x.weight ?? '-'}x${x.reps}`).join(' ');
const logBench = (userId: number, date: string, sets: { reps: number; weightKg: number; rpe?: number }[]) =>
  buildLog(ctx.db, userId, { date, exercises: [{ exerciseId: bench, sets }] });
const at = (weightKg: number, ...reps: number[]) => reps.map((r) => ({ weightKg, reps: r }));

async function suggestion(cookie: string, id: number, query = '') {
  const res = await apiAs(ctx, cookie).get(`/api/exercises/${id}/suggestion${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CoachSuggestion>();
}

describe("the contract's examples", () => {
  it('last session 3 × 12 at 60 kg with range 8-12 → 62.5 kg × 8', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await logBench(user.id, '2025-03-10', at(60, 12, 12, 12));
    const s = await suggestion(cookie, bench, '?scheme=double&min=8&max=12');
    expect(s).toMatchObject({ exerciseId: bench, unit: 'kg', outcome: 'progress', plan: null });
    expect(s.progression).toEqual({ scheme: 'double', min: 8, max: 12 });
    expect(shape(s)).toBe('62.5x8 62.5x8 62.5x8');
    expect(s.sets[0].weightKg).toBe(62.5);
    expect(s.why).toMatch(/add 2.5 kg/);
    expect(s.lastSession).toMatchObject({ date: '2025-03-10', sets: [{ reps: 12, weightKg: 60, rpe: null }, {}, {}] });
    // Double progression over 8-12 is also what no query and no plan give.
    expect(shape(await suggestion(cookie, bench))).toBe('62.5x8 62.5x8 62.5x8');
  });

  it('last session 60 kg × 12, 11, 10 → 60 kg aiming 12, 12, 11', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await logBench(user.id, '2025-03-10', at(60, 12, 11, 10));
    const s = await suggestion(cookie, bench);
    expect(s.outcome).toBe('repeat');
    expect(shape(s)).toBe('60x12 60x12 60x11');
  });

  it('three sessions with no progress at 60 kg → 52.5 kg with a deload line', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    for (const date of ['2025-03-10', '2025-03-12', '2025-03-14']) await logBench(user.id, date, at(60, 10, 9, 8));
    const s = await suggestion(cookie, bench);
    expect(s.outcome).toBe('deload');
    expect(shape(s)).toBe('52.5x8 52.5x8 52.5x8');
    expect(s.why).toBe(
      'Three sessions at 60 kg without progress: deload to 52.5 kg (90%, rounded down to a weight you can load) and build back up.',
    );
  });

  it('a set of 100 kg × 5 at RPE 8 with scheme=rpe&reps=3&rpe=9 → 110 kg × 3', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await logBench(user.id, '2025-03-10', [{ weightKg: 100, reps: 5, rpe: 8 }]);
    const s = await suggestion(cookie, bench, '?scheme=rpe&reps=3&rpe=9');
    expect(s.outcome).toBe('effort');
    expect(s.progression).toEqual({ scheme: 'rpe', reps: 3, rpe: 9 });
    expect(shape(s)).toBe('110x3');
  });

  it('scheme=linear&reps=5 adds a step after every set reached 5', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await logBench(user.id, '2025-03-10', at(80, 5, 5, 5));
    expect(shape(await suggestion(cookie, bench, '?scheme=linear&reps=5'))).toBe('82.5x5 82.5x5 82.5x5');
  });
});

describe('what the suggestion rests on', () => {
  it('no history: no weight (D6), and an exercise of time gets none either', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    expect(await suggestion(cookie, bench)).toMatchObject({ outcome: 'first_session', sets: [], lastSession: null });
  });

  it('only the member’s own history counts', async () => {
    const other = await buildSignedInUser(ctx.db);
    await logBench(other.user.id, '2025-03-10', at(60, 12, 12, 12));
    const { cookie } = await buildSignedInUser(ctx.db);
    expect((await suggestion(cookie, bench)).outcome).toBe('first_session');
  });

  it('a lb member is answered in lb on the 5 lb grid', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await ctx.db.query(`update users set weight_unit = 'lb' where id = $1`, [user.id]);
    await logBench(user.id, '2025-03-10', at(61.23, 12, 12)); // 135 lb
    const s = await suggestion(cookie, bench);
    expect(s.unit).toBe('lb');
    expect(s.sets[0]).toEqual({ weight: 140, weightKg: 63.5, reps: 8, unit: 'lb' });
    expect(s.warmups.map((w) => `${w.weight}x${w.reps}`)).toEqual(['45x10', '55x5', '80x3', '110x2']);
  });

  it('follows the active plan’s scheme and number of sets, and names the plan', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const planId = await buildPlan(ctx.db, user.id, {
      active: true,
      name: 'Strength Block',
      schedule: [
        {
          weekday: 1,
          title: 'Push',
          exercises: [{ exerciseId: bench, sets: 5, reps: 5, progression: { scheme: 'linear', reps: 5 } }],
        },
      ],
    });
    await logBench(user.id, '2025-03-10', at(80, 5, 5, 5));
    const s = await suggestion(cookie, bench);
    expect(s.plan).toEqual({ id: planId, name: 'Strength Block' });
    expect(s).toMatchObject({ progressionFrom: 'plan', planDay: { weekday: 1, title: 'Push' } });
    expect(s.progression).toEqual({ scheme: 'linear', reps: 5 });
    expect(shape(s)).toBe('82.5x5 82.5x5 82.5x5 82.5x5 82.5x5');
    // A query overrides it, for a try.
    const tried = await suggestion(cookie, bench, '?scheme=double&min=3&max=5');
    expect(tried).toMatchObject({ plan: null, planDay: null, progressionFrom: 'query' });
    expect(shape(tried)).toBe('82.5x3 82.5x3 82.5x3');
  });

  it('uses the member’s steps and plates', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await logBench(user.id, '2025-03-10', at(60, 12, 12));
    const res = await apiAs(ctx, cookie).put('/api/coach/settings', {
      unit: 'kg',
      steps: { barbell: 5 },
      barWeight: 20,
      plates: [10, 20, 5],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CoachSettings>()).toMatchObject({
      steps: { barbell: 5, dumbbell: 2, machine: 5, cable: 5, kettlebell: 4 },
      customSteps: ['barbell'],
      plates: [20, 10, 5],
    });
    // 60 + 5 = 65 is not loadable with pairs of 20, 10 and 5 on a 20 kg bar: 70 is.
    expect(shape(await suggestion(cookie, bench))).toBe('70x8 70x8');
  });
});

describe('a plan with the exercise on two days', () => {
  // The tester's plan: bench 3 × 10 on one day and 5 × 5 two days later; a 5-set session logged.
  // `today` must be within a day of the real date, so the days are placed around it.
  const today = utcIsoDate();
  const later = addDays(today, 2);
  async function twoDayPlan(userId: number) {
    return buildPlan(ctx.db, userId, {
      active: true,
      name: 'Two bench days',
      schedule: [
        { weekday: isoWeekday(today), title: 'Volume', exercises: [{ exerciseId: bench, sets: 3, reps: 10 }] },
        { weekday: isoWeekday(later), title: 'Heavy', exercises: [{ exerciseId: bench, sets: 5, reps: 5 }] },
      ],
    });
  }

  it('follows the entry of the next day the member trains it, says which day, and the why-line lists its sets', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const planId = await twoDayPlan(user.id);
    await logBench(user.id, addDays(today, -5), at(60, 9, 9, 8, 8, 7));
    // Not logged today: today's entry, 3 sets, and the line says those 3.
    const first = await suggestion(cookie, bench, `?today=${today}`);
    expect(first).toMatchObject({
      plan: { id: planId, name: 'Two bench days' },
      planDay: { weekday: isoWeekday(today), title: 'Volume' },
      progressionFrom: 'default',
      defaults: { step: 2.5, bar: 20 },
    });
    expect(shape(first)).toBe('60x10 60x10 60x9');
    expect(first.why).toBe('Stay at 60 kg and aim one rep more on each set below the top: 10, 10, 9.');
    // Logged today: the next day that has bench, its 5 sets.
    await logBench(user.id, today, at(60, 10, 10, 9));
    const next = await suggestion(cookie, bench, `?today=${today}`);
    expect(next.planDay).toEqual({ weekday: isoWeekday(later), title: 'Heavy' });
    expect(shape(next)).toBe('60x11 60x11 60x10 60x10 60x10');
    expect(next.why).toBe('Stay at 60 kg and aim one rep more on each set below the top: 11, 11, 10, 10, 10.');
  });

  it('“Use for {day}” changes only that day’s entry; the other day keeps its own', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const planId = await twoDayPlan(user.id);
    await logBench(user.id, addDays(today, -5), at(60, 5, 5, 5));
    const api = apiAs(ctx, cookie);
    const res = await api.put(`/api/workout-plans/${planId}/exercises/${bench}/progression`, {
      progression: { scheme: 'linear', reps: 5 },
      weekday: isoWeekday(later),
    });
    expect(res.statusCode, res.body).toBe(200);
    const byDay = new Map(res.json<WorkoutPlan>().schedule.map((d) => [d.weekday, d.exercises[0].progression]));
    expect(byDay.get(isoWeekday(later))).toEqual({ scheme: 'linear', reps: 5 });
    expect(byDay.get(isoWeekday(today))).toBeNull();
    // Today's suggestion still follows today's entry, the default, said to be one.
    const s = await suggestion(cookie, bench, `?today=${today}`);
    expect(s).toMatchObject({ progressionFrom: 'default', progression: { scheme: 'double', min: 8, max: 12 } });
    // A day without the exercise, and a weekday that is none, change nothing.
    const free = [1, 2, 3, 4, 5, 6, 7].find((d) => d !== isoWeekday(today) && d !== isoWeekday(later))!;
    const notThere = await api.put(`/api/workout-plans/${planId}/exercises/${bench}/progression`, {
      progression: null,
      weekday: free,
    });
    expect(notThere.statusCode).toBe(404);
    expect(notThere.json().message).toBe(M.exerciseNotOnDay);
    const bad = await api.put(`/api/workout-plans/${planId}/exercises/${bench}/progression`, {
      progression: null,
      weekday: 8,
    });
    expect(bad.statusCode).toBe(400);
    const { rows } = await ctx.db.query(
      `select d.weekday from workout_plan_exercises pe join workout_plan_days d on d.id = pe.day_id
       where d.plan_id = $1 and pe.progression is not null`,
      [planId],
    );
    expect(rows).toEqual([{ weekday: isoWeekday(later) }]);
  });
});

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
