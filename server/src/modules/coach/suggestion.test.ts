import { COACH_MESSAGES as M } from '@common/coach-texts';
import { addDays, isoWeekday, utcIsoDate } from '@common/fitness/dates';
import type { CoachHistory, CoachSettings } from '@common/schemas/coach';
import type { WorkoutPlan } from '@common/schemas/workouts';
import { beforeAll, describe, expect, it } from 'vitest';
import { suggestFromHistory } from '@/features/coach/lib/suggest-from-history';
import { apiAs } from '../../test/api-client';
import { at, coachExercises, shape, suggestionFor } from '../../test/coach';
import { buildSignedInUser } from '../../test/factories';
import { buildLog, buildPlan } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

// GET /api/exercises/{id}/suggestion (issue 33's contract): its four examples (kg member, barbell
// bench press, default steps), what the suggestion rests on (history, units, the plan's scheme,
// steps and plates), and a plan that holds the exercise on two days.

const ctx = useTestApp();
let bench: number;
beforeAll(async () => {
  ({ bench } = await coachExercises(ctx.db));
});
const suggestion = (cookie: string, id: number, query = '') => suggestionFor(ctx, cookie, id, query);
const logBench = (userId: number, date: string, sets: { reps: number; weightKg: number; rpe?: number }[]) =>
  buildLog(ctx.db, userId, { date, exercises: [{ exerciseId: bench, sets }] });

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

  it('a workout that holds the exercise twice is one session, not two: no stall after two workouts', async () => {
    // Twice in one log: a day that lists it twice, or two exercises merged into one (issue 30).
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await logBench(user.id, '2025-03-10', at(60, 10, 9, 8));
    await buildLog(ctx.db, user.id, {
      date: '2025-03-12',
      exercises: [
        { exerciseId: bench, sets: at(60, 10, 9, 8) },
        { exerciseId: bench, sets: at(60, 10, 9, 8) },
      ],
    });
    const s = await suggestion(cookie, bench);
    expect(s.outcome).toBe('repeat');
    // The first entry's sets: the suggestion is for the first place of a day (the second follows its own).
    expect(shape(s)).toBe('60x11 60x10 60x9');
    expect(s.lastSession?.sets).toHaveLength(3);
    const res = await apiAs(ctx, cookie).get(`/api/coach/history?exerciseIds=${bench}`);
    expect(res.json<CoachHistory[]>()[0].sessions.map((x) => [x.date, x.sets.length])).toEqual([
      ['2025-03-12', 3],
      ['2025-03-12', 3],
      ['2025-03-10', 3],
    ]);
  });

  it('a day with a heavy entry and a back-off entry: each follows its own sets, the back-off never the heavy weight', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const today = utcIsoDate();
    const heavy = { exerciseId: bench, sets: 1, reps: 3, progression: { scheme: 'linear' as const, reps: 3 } };
    const backOff = {
      exerciseId: bench,
      sets: 3,
      reps: 8,
      progression: { scheme: 'double' as const, min: 8, max: 10 },
    };
    const planId = await buildPlan(ctx.db, user.id, {
      active: true,
      name: 'Top and back-off',
      schedule: [{ weekday: isoWeekday(today), title: 'Bench', exercises: [heavy, backOff] }],
    });
    for (const [date, last] of [
      [addDays(today, -9), 7],
      [addDays(today, -7), 8],
    ] as const)
      await buildLog(ctx.db, user.id, {
        date,
        exercises: [
          { exerciseId: bench, sets: at(100, 3) },
          { exerciseId: bench, sets: at(80, 8, 8, last) },
        ],
      });
    // The exercise page: the day's first place, the heavy entry.
    const page = await suggestion(cookie, bench, `?today=${today}`);
    expect(shape(page)).toBe('102.5x3');
    // The logger and the plan view, from the history the browser receives: each card its own.
    const history = (await apiAs(ctx, cookie).get(`/api/coach/history?exerciseIds=${bench}`)).json<CoachHistory[]>()[0];
    const settings = (await apiAs(ctx, cookie).get('/api/coach/settings')).json<CoachSettings>();
    const plan = { id: planId, name: 'Top and back-off' };
    const card = (entry: typeof heavy | typeof backOff, occurrence: number) =>
      suggestFromHistory({ history, settings, entry: { ...entry, plan }, occurrence });
    expect(shape(card(heavy, 1))).toBe('102.5x3');
    expect(shape(card(backOff, 2))).toBe('80x9 80x9 80x9');
    expect({ ...card(heavy, 1), planDay: page.planDay }).toEqual(page);
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
