import { IMPORT_MESSAGES as M } from '@common/history-import-texts';
import type { ImportedName } from '@common/schemas/history-import';
import type { ExerciseDetail } from '@common/schemas/workout-exercises';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { hevyCsv, importFixture } from '../../test/factories/history-import';
import { buildOwnExercise, exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { acceptDefaults, commitResult, importClient } from '../../test/history-import-client';
import { useTestApp } from '../../test/test-app';

// Mending an import after the fact (issue 30 point 5), and what an import keeps as the file wrote
// it (point 6): names re-mapped move every set logged under them; unknown durations stay unknown.

const ctx = useTestApp();
beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
});

async function importCustomNames(cookie: string) {
  const client = importClient(ctx, cookie);
  const preview = await client.preview(importFixture('hevy-custom-names.csv'));
  commitResult(await client.commit(preview.token, { exercises: acceptDefaults(preview) }));
}

const call = (cookie: string | undefined, method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

describe('GET and PUT /api/history-import/names', () => {
  it('lists each imported name with the exercise it became, and re-maps one: every session moves, records follow', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await importCustomNames(cookie);
    const names = (await call(cookie, 'GET', '/api/history-import/names')).json<ImportedName[]>();
    expect(names.map((n) => [n.name, n.exercise.name, n.sessions]).sort()).toEqual([
      ['Bench Press (Barbell)', 'Bench Press', 1],
      ['Landmine Press (my gym)', 'Landmine Press (my gym)', 1],
      ['Pull Up (Assisted)', expect.stringMatching(/assisted/i), 1],
      ['Tyre Flip (backyard)', 'Tyre Flip (backyard)', 1],
    ]);
    const target = await exerciseIdOf(ctx.db, 'Overhead Press');
    const res = await call(cookie, 'PUT', '/api/history-import/names', {
      name: 'Landmine Press (my gym)',
      action: 'match',
      exerciseId: target,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sessionsMoved: 1,
      exercise: { exerciseId: target, name: 'Overhead Press', equipment: 'barbell' },
    });
    const detail = (await call(cookie, 'GET', `/api/exercises/${target}`)).json<ExerciseDetail>();
    expect(detail.records.bestLoad).toMatchObject({ weightKg: 25, reps: 10, date: '2025-10-03' });
    const after = (await call(cookie, 'GET', '/api/history-import/names')).json<ImportedName[]>();
    expect(after.find((n) => n.name === 'Landmine Press (my gym)')?.exercise.exerciseId).toBe(target);

    // The next import of that name follows the member's choice (a new workout: the names of
    // workouts imported before are not asked about).
    const again = await importClient(ctx, cookie).preview(
      hevyCsv([
        {
          start: '2025-10-10 07:00',
          title: 'Push',
          minutes: 40,
          sets: [{ exercise: 'Landmine Press (my gym)', weight: 25, reps: 10 }],
        },
      ]),
    );
    expect(again.exercises.find((e) => e.name === 'Landmine Press (my gym)')).toMatchObject({
      status: 'matched',
      matchedBy: 'earlier_import',
      match: { exerciseId: target },
    });
  });

  it('re-maps a name to a new own exercise made from the name and its sets', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await importCustomNames(cookie);
    const res = await call(cookie, 'PUT', '/api/history-import/names', {
      name: 'bench press (barbell)',
      action: 'create',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sessionsMoved: 1,
      exercise: { name: 'bench press (barbell)', equipment: 'barbell' },
    });
    const own = (await call(cookie, 'GET', `/api/exercises/${res.json().exercise.exerciseId}`)).json<ExerciseDetail>();
    expect(own.exercise).toMatchObject({ custom: true, loggingType: 'weight_reps', primaryMuscles: ['chest'] });
    expect(own.sessions).toBe(1);
  });

  it('refuses a name no import used (404), an exercise outside the library (400), and visitors (401)', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    await importCustomNames(cookie);
    const theirs = await buildOwnExercise(ctx.db, other.user.id);
    const unknown = await call(cookie, 'PUT', '/api/history-import/names', {
      name: 'Never Imported',
      action: 'create',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.importedNameUnknown);
    const foreign = await call(cookie, 'PUT', '/api/history-import/names', {
      name: 'Tyre Flip (backyard)',
      action: 'match',
      exerciseId: theirs.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect((await call(undefined, 'GET', '/api/history-import/names')).statusCode).toBe(401);
    // Another member sees none of these names.
    expect((await call(other.cookie, 'GET', '/api/history-import/names')).json()).toEqual([]);
  });

  it('keeps the imported name through an edit of the workout', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await importCustomNames(cookie);
    const logs = (await call(cookie, 'GET', '/api/workout-logs')).json();
    const garage = logs.find((l: { title: string }) => l.title === 'Garage Day');
    const body = {
      date: garage.date,
      title: 'Garage Day (edited)',
      durationMinutes: garage.durationMinutes,
      notes: null,
      exercises: garage.exercises.map((e: { exerciseId: number; sets: object[] }) => ({
        exerciseId: e.exerciseId,
        sets: e.sets,
      })),
    };
    expect((await call(cookie, 'PUT', `/api/workout-logs/${garage.id}`, body)).statusCode).toBe(200);
    const names = (await call(cookie, 'GET', '/api/history-import/names')).json<ImportedName[]>();
    expect(names.map((n) => n.name)).toContain('Landmine Press (my gym)');
  });
});

describe('what an import keeps as the file wrote it', () => {
  it('a workout without a duration has an unknown one (and no calorie figure), its notes with their line breaks', async () => {
    const { cookie } = await buildSignedInUser(ctx.db, { weightKg: 80 });
    await importCustomNames(cookie);
    const logs = (await call(cookie, 'GET', '/api/workout-logs')).json();
    const pull = logs.find((l: { title: string }) => l.title === 'Morning Pull');
    expect(pull).toMatchObject({ durationMinutes: null, estimatedCalories: null, notes: 'Line one\nline two' });
    expect(pull.exercises[0]).toMatchObject({
      loggingType: 'assisted_bodyweight',
      notes: 'Band too light\nuse the blue one',
    });
    const garage = logs.find((l: { title: string }) => l.title === 'Garage Day');
    expect(garage.durationMinutes).toBe(65);
    const calendar = (await call(cookie, 'GET', '/api/workout-calendar?from=2025-10-01&to=2025-10-31')).json();
    expect(
      calendar.flatMap((d: { logs: { durationMinutes: number | null }[] }) => d.logs.map((l) => l.durationMinutes)),
    ).toEqual([65, null]);
  });
});
