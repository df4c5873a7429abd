import { EXERCISE_MESSAGES as X } from '@common/exercises-texts';
import type { ExerciseDetail, ExerciseProgress, ExerciseSession } from '@common/schemas/workout-exercises';
import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildLog, buildOwnExercise, buildPlan, exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

// The exercise page (issue 30 point 3) and mending the past (point 5): records by logging type,
// history, the all-time chart, notes, merging and renaming.

const ctx = useTestApp();

let bench: number;
let assistedPullUp: number;
let lateralDumbbell: number;
let lateralMachine: number;

/** A catalogue exercise of the same movement as `name`, with another equipment. */
async function variantOf(name: string, equipment: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `select v.id from exercises e join exercises v on v.movement = e.movement and v.user_id is null
     where e.user_id is null and e.name = $1 and v.equipment = $2`,
    [name, equipment],
  );
  if (!rows[0]) throw new Error(`no ${equipment} variant of ${name}`);
  return rows[0].id;
}

beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
  bench = await exerciseIdOf(ctx.db, 'Bench Press');
  assistedPullUp = await variantOf('Pull-Up', 'assisted_bodyweight');
  lateralDumbbell = await exerciseIdOf(ctx.db, 'Lateral Raise');
  lateralMachine = await variantOf('Lateral Raise', 'machine');
});

const detail = async (cookie: string, id: number) =>
  (await apiAs(ctx, cookie).get(`/api/exercises/${id}`)).json<ExerciseDetail>();

describe('GET /api/exercises/{id}: the records', () => {
  it('counts the heaviest weight, the best estimated 1RM, the best set volume and rep maxes; warm-ups never', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await buildLog(ctx.db, user.id, {
      date: '2025-01-10',
      exercises: [
        {
          exerciseId: bench,
          sets: [
            { kind: 'warmup', reps: 1, weightKg: 200 },
            { reps: 5, weightKg: 100 },
            { reps: 8, weightKg: 90 },
          ],
        },
      ],
    });
    await buildLog(ctx.db, user.id, {
      date: '2025-02-10',
      exercises: [
        {
          exerciseId: bench,
          sets: [
            { reps: 20, weightKg: 105 },
            { reps: 1, weightKg: 102.5 },
          ],
        },
      ],
    });
    const { records, sessions, firstPerformed, lastPerformed } = await detail(cookie, bench);
    expect({ sessions, firstPerformed, lastPerformed }).toEqual({
      sessions: 2,
      firstPerformed: '2025-01-10',
      lastPerformed: '2025-02-10',
    });
    expect(records.bestLoad).toMatchObject({ weightKg: 105, reps: 20, date: '2025-02-10' });
    // Epley: 100 x (1 + 5/30) = 116.7 and 90 x (1 + 8/30) = 114; the 20-rep set is past the formula's
    // range, so it counts as what was lifted (105): the best estimate is 116.7.
    expect(records.bestOneRepMax?.kg).toBeCloseTo(116.7, 1);
    // 105 x 20 = 2,100 kg in one set.
    expect(records.bestSetVolume?.kg).toBe(2100);
    const repMax = (reps: number) => records.repMaxes.find((r) => r.reps === reps)?.set.weightKg;
    expect([repMax(1), repMax(5), repMax(8), repMax(12)]).toEqual([105, 105, 105, 105]);
    expect(records.longestDistance).toBeNull();
  });

  it('never estimates a 1RM below a weight lifted for one rep or more', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await buildLog(ctx.db, user.id, {
      date: '2025-03-01',
      exercises: [
        {
          exerciseId: bench,
          sets: [
            { reps: 15, weightKg: 120 },
            { reps: 10, weightKg: 60 },
          ],
        },
      ],
    });
    const { records } = await detail(cookie, bench);
    expect(records.bestOneRepMax?.kg).toBe(120);
    const { body } = await apiAs(ctx, cookie).get('/api/workout-records');
    expect(JSON.parse(body).find((r: { exerciseId: number }) => r.exerciseId === bench).bestOneRepMaxKg).toBe(120);
  });

  it('ranks less assistance as better on an assisted exercise, and gives it no 1RM', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await buildLog(ctx.db, user.id, {
      date: '2025-04-01',
      exercises: [
        {
          exerciseId: assistedPullUp,
          sets: [
            { reps: 8, weightKg: 32 },
            { reps: 6, weightKg: 25 },
          ],
        },
      ],
    });
    await buildLog(ctx.db, user.id, {
      date: '2025-04-08',
      exercises: [
        {
          exerciseId: assistedPullUp,
          sets: [
            { reps: 5, weightKg: 18 },
            { reps: 10, weightKg: 30 },
          ],
        },
      ],
    });
    const { exercise, records } = await detail(cookie, assistedPullUp);
    expect(exercise.loggingType).toBe('assisted_bodyweight');
    expect(records.bestLoad).toMatchObject({ weightKg: 18, reps: 5, date: '2025-04-08' });
    expect(records.bestOneRepMax).toBeNull();
    expect(records.bestSetVolume).toBeNull();
    const repMax = (reps: number) => records.repMaxes.find((r) => r.reps === reps)?.set.weightKg;
    expect([repMax(5), repMax(6), repMax(8), repMax(10), repMax(11)]).toEqual([18, 25, 30, 30, undefined]);
    const all = (await apiAs(ctx, cookie).get('/api/workout-records')).json();
    expect(all.find((r: { exerciseId: number }) => r.exerciseId === assistedPullUp)).toMatchObject({
      heaviestWeightKg: 18,
      heaviestWeightOn: '2025-04-08',
      bestOneRepMaxKg: null,
      loggingType: 'assisted_bodyweight',
    });
    const progress = (await apiAs(ctx, cookie).get(`/api/exercises/${assistedPullUp}/progress`)).json();
    expect(progress).toEqual({
      metric: 'assistance',
      lowerIsBetter: true,
      points: [
        { date: '2025-04-01', value: 25, logId: expect.any(Number) },
        { date: '2025-04-08', value: 18, logId: expect.any(Number) },
      ],
    });
  });

  it('never mixes equipment: the machine and the dumbbell lateral raise have their own records', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await buildLog(ctx.db, user.id, {
      date: '2025-05-01',
      exercises: [
        { exerciseId: lateralDumbbell, sets: [{ reps: 12, weightKg: 12 }] },
        { exerciseId: lateralMachine, sets: [{ reps: 12, weightKg: 45 }] },
      ],
    });
    expect((await detail(cookie, lateralDumbbell)).records.bestLoad?.weightKg).toBe(12);
    expect((await detail(cookie, lateralMachine)).records.bestLoad?.weightKg).toBe(45);
    const all = (await apiAs(ctx, cookie).get('/api/workout-records')).json();
    const heaviest = (id: number) => all.find((r: { exerciseId: number }) => r.exerciseId === id).heaviestWeightKg;
    expect([heaviest(lateralDumbbell), heaviest(lateralMachine)]).toEqual([12, 45]);
  });

  it('shows no figure for an exercise never logged, and hides another member’s own exercise (404)', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const fresh = await detail(cookie, bench);
    expect(fresh).toMatchObject({ sessions: 0, firstPerformed: null, lastPerformed: null, note: null });
    expect(fresh.records).toEqual({
      bestLoad: null,
      bestOneRepMax: null,
      bestSetVolume: null,
      repMaxes: [],
      mostReps: null,
      longestDuration: null,
      longestDistance: null,
      fastestPace: null,
    });
    const other = await buildUser(ctx.db);
    const theirs = await buildOwnExercise(ctx.db, other.id);
    for (const path of ['', '/history', '/progress']) {
      expect((await apiAs(ctx, cookie).get(`/api/exercises/${theirs.id}${path}`)).statusCode).toBe(404);
    }
    expect((await apiAs(ctx).get(`/api/exercises/${bench}`)).statusCode).toBe(401);
    expect(user.id).toBeGreaterThan(0);
  });
});

describe('GET /api/exercises/{id}/history and /progress', () => {
  it('pages the sessions newest first by keyset, and charts every session, all time', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    // Sessions from 2019 to 2025: older than any 52-week window.
    const dates = ['2019-06-01', '2021-06-01', '2023-06-01', '2025-06-01', '2025-06-08'];
    for (const [i, date] of dates.entries()) {
      await buildLog(ctx.db, user.id, {
        date,
        title: `Day ${i}`,
        exercises: [{ exerciseId: bench, sets: [{ reps: 1, weightKg: 100 + i }] }],
      });
    }
    const page = async (query: string) =>
      (await apiAs(ctx, cookie).get(`/api/exercises/${bench}/history?${query}`)).json<ExerciseSession[]>();
    const first = await page('limit=2');
    expect(first.map((s) => s.date)).toEqual(['2025-06-08', '2025-06-01']);
    const second = await page(`limit=2&before=${first[1].id}`);
    expect(second.map((s) => s.date)).toEqual(['2023-06-01', '2021-06-01']);
    const last = await page(`limit=2&before=${second[1].id}`);
    expect(last.map((s) => [s.date, s.title, s.sets[0].weightKg])).toEqual([['2019-06-01', 'Day 0', 100]]);
    const progress = (await apiAs(ctx, cookie).get(`/api/exercises/${bench}/progress`)).json<ExerciseProgress>();
    expect(progress.metric).toBe('one_rep_max');
    expect(progress.points.map((p) => [p.date, p.value])).toEqual(dates.map((d, i) => [d, 100 + i]));
  });
});

describe('PUT /api/exercises/{id}/note', () => {
  it('keeps the member’s own note, private to them; an empty note removes it', async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    const put = (cookie: string, body: unknown) => apiAs(ctx, cookie).put(`/api/exercises/${bench}/note`, body);
    expect((await put(a.cookie, { body: 'Seat 4, grip one finger wider' })).statusCode).toBe(204);
    expect((await detail(a.cookie, bench)).note).toBe('Seat 4, grip one finger wider');
    expect((await detail(b.cookie, bench)).note).toBeNull();
    const tooLong = await put(a.cookie, { body: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.body).toBe(X.noteMax);
    expect((await put(a.cookie, { body: '  ' })).statusCode).toBe(204);
    expect((await detail(a.cookie, bench)).note).toBeNull();
  });

  it('treats a note of only invisible characters as empty: it removes the note', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const put = (body: string) => apiAs(ctx, cookie).put(`/api/exercises/${bench}/note`, { body });
    expect((await put('Seat 4')).statusCode).toBe(204);
    // Zero-width space, joiner and byte-order mark: trim() keeps them, nothing shows.
    expect((await put(' \u200B\u200D\uFEFF ')).statusCode).toBe(204);
    expect((await detail(cookie, bench)).note).toBeNull();
  });
});

describe('PATCH /api/exercises/{id}', () => {
  it('renames and changes an own exercise; a catalogue one is 403, a taken name 409', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const own = await buildOwnExercise(ctx.db, user.id, { name: 'Shrug (DB)' });
    await buildOwnExercise(ctx.db, user.id, { name: 'Taken Name' });
    const patch = (id: number, body: unknown) => apiAs(ctx, cookie).patch(`/api/exercises/${id}`, body);
    const res = await patch(own.id, { name: 'Dumbbell Shrug (mine)', primaryMuscles: ['traps'] });
    expect(res.statusCode).toBe(200);
    // The group follows the first primary muscle when the member names no group.
    expect(res.json()).toMatchObject({ name: 'Dumbbell Shrug (mine)', primaryMuscles: ['traps'], muscleGroup: 'back' });
    const group = await patch(own.id, { muscleGroup: null });
    expect(group.json()).toMatchObject({ muscleGroup: null, primaryMuscles: ['traps'] });
    expect((await patch(own.id, { name: 'taken name' })).statusCode).toBe(409);
    const catalogue = await patch(bench, { name: 'My Bench' });
    expect(catalogue.statusCode).toBe(403);
    expect(catalogue.json().message).toBe(X.onlyOwnEdited);
    expect((await patch(own.id, { primaryMuscles: ['toes'] })).statusCode).toBe(400);
    // A name of only zero-width characters is no name: the exercise keeps its own.
    const invisible = await patch(own.id, { name: '\u200B\u200C' });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().errors).toEqual({ name: M.exerciseNameRequired });
  });
});

describe('POST /api/exercises/{id}/merge', () => {
  it('moves every set, plan entry, favourite and note to the other exercise in one go, and records recount', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const skull = await exerciseIdOf(ctx.db, 'Skull Crusher');
    const own = await buildOwnExercise(ctx.db, user.id, { name: 'Skullcrusher (Barbell) import' });
    await buildLog(ctx.db, user.id, {
      date: '2025-01-01',
      exercises: [{ exerciseId: own.id, sets: [{ reps: 10, weightKg: 40 }] }],
    });
    await buildLog(ctx.db, user.id, {
      date: '2025-02-01',
      exercises: [{ exerciseId: skull, sets: [{ reps: 10, weightKg: 35 }] }],
    });
    const planId = await buildPlan(ctx.db, user.id, {
      schedule: [{ weekday: 2, title: 'Arms', exercises: [{ exerciseId: own.id, sets: 3, reps: 10 }] }],
    });
    await apiAs(ctx, cookie).put(`/api/exercise-favourites/${own.id}`);
    await apiAs(ctx, cookie).put(`/api/exercises/${own.id}/note`, { body: 'Elbows in' });
    await apiAs(ctx, cookie).put(`/api/exercises/${skull}/note`, { body: 'EZ bar' });
    // The catalogue exercise's record is 35 kg until the own exercise's 40 kg joins it.
    expect((await detail(cookie, skull)).records.bestLoad?.weightKg).toBe(35);

    const merge = (id: number, body: unknown) => apiAs(ctx, cookie).post(`/api/exercises/${id}/merge`, body);
    const res = await merge(own.id, { intoExerciseId: skull });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sessionsMoved: 1, deleted: true });

    const after = await detail(cookie, skull);
    expect(after.sessions).toBe(2);
    expect(after.records.bestLoad).toMatchObject({ weightKg: 40, date: '2025-01-01' });
    expect(after.note).toBe('EZ bar\n\nElbows in');
    const { rows: planned } = await ctx.db.query(
      `select pe.exercise_id from workout_plan_exercises pe join workout_plan_days d on d.id = pe.day_id
       where d.plan_id = $1`,
      [planId],
    );
    expect(planned).toEqual([{ exercise_id: skull }]);
    const favourites = (await apiAs(ctx, cookie).get('/api/exercise-favourites')).json();
    expect(favourites).toContain(skull);
    expect((await apiAs(ctx, cookie).get(`/api/exercises/${own.id}`)).statusCode).toBe(404);
  });

  it('moves a member’s logs of a catalogue exercise without touching the exercise or anyone else’s logs', async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    const deadlift = await exerciseIdOf(ctx.db, 'Deadlift');
    const skull = await exerciseIdOf(ctx.db, 'Skull Crusher');
    for (const member of [a, b]) {
      await buildLog(ctx.db, member.user.id, {
        date: '2025-01-01',
        exercises: [{ exerciseId: deadlift, sets: [{ reps: 10, weightKg: 30 }] }],
      });
    }
    const res = await apiAs(ctx, a.cookie).post(`/api/exercises/${deadlift}/merge`, { intoExerciseId: skull });
    expect(res.json()).toEqual({ sessionsMoved: 1, deleted: false });
    expect((await detail(a.cookie, deadlift)).sessions).toBe(0);
    expect((await detail(b.cookie, deadlift)).sessions).toBe(1);
  });

  it('refuses merging into itself or into an exercise outside the library, storing nothing', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const own = await buildOwnExercise(ctx.db, user.id);
    const other = await buildOwnExercise(ctx.db, (await buildUser(ctx.db)).id);
    const merge = (body: unknown) => apiAs(ctx, cookie).post(`/api/exercises/${own.id}/merge`, body);
    const self = await merge({ intoExerciseId: own.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(X.mergeIntoItself);
    const foreign = await merge({ intoExerciseId: other.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(X.mergeTargetUnknown);
    expect((await merge({})).statusCode).toBe(400);
    expect((await apiAs(ctx, cookie).get(`/api/exercises/${own.id}`)).statusCode).toBe(200);
  });
});
