import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { importFixture } from '../../test/factories/history-import';
import { exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { acceptDefaults, commitResult, importClient } from '../../test/history-import-client';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
beforeAll(() => loadWorkoutLibrary(ctx.db));

const logCount = async (userId: number) =>
  (await ctx.db.query<{ n: number }>('select count(*)::int as n from workout_logs where user_id = $1', [userId]))
    .rows[0].n;

/** hevy.csv as a phone in another locale writes it (ISO dates), plus one newer workout. */
function newerHevyExport(): string {
  const rows: string[][] = parse(importFixture('hevy.csv'), { relax_column_count: true });
  const iso = (text: string) =>
    text.replace(
      /^(\d+) Sep 2025, (\d\d:\d\d)$/,
      (_, day: string, time: string) => `2025-09-${day.padStart(2, '0')} ${time}:00`,
    );
  const shifted = rows.map((r, i) => (i === 0 ? r : r.map((cell, c) => (c === 1 || c === 2 ? iso(cell) : cell))));
  shifted.push([
    'Legs',
    '2025-09-20 07:00:00',
    '2025-09-20 08:00:00',
    '',
    'Squat (Barbell)',
    '',
    '',
    '0',
    'normal',
    '120',
    '5',
    '',
    '',
    '',
  ]);
  return stringify(shifted);
}

describe('re-import is safe', () => {
  it('skips every workout of the same file, and says how many', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    const first = await client.preview(importFixture('hevy.csv'));
    commitResult(await client.commit(first.token, { exercises: acceptDefaults(first) }));
    expect(await logCount(user.id)).toBe(2);

    const again = await client.preview(importFixture('hevy.csv'));
    expect(again).toMatchObject({ workouts: 2, alreadyImported: 2, newWorkouts: 0 });
    const result = commitResult(await client.commit(again.token, { exercises: acceptDefaults(again) }));
    expect(result).toMatchObject({ workoutsImported: 0, workoutsSkipped: 2, setsImported: 0 });
    expect(await logCount(user.id)).toBe(2);
  });

  it('imports only the new workouts of a newer export that overlaps, whatever the phone’s date format', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    const first = await client.preview(importFixture('hevy.csv'));
    commitResult(await client.commit(first.token, { exercises: acceptDefaults(first) }));
    const newer = await client.preview(newerHevyExport());
    expect(newer).toMatchObject({ workouts: 3, alreadyImported: 2, newWorkouts: 1 });
    const result = commitResult(await client.commit(newer.token, { exercises: acceptDefaults(newer) }));
    expect(result).toMatchObject({
      workoutsImported: 1,
      workoutsSkipped: 2,
      dateRange: { from: '2025-09-20', to: '2025-09-20' },
    });
    expect(await logCount(user.id)).toBe(3);
  });

  it('brings back an imported workout the member deleted', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    const first = await client.preview(importFixture('hevy.csv'));
    commitResult(await client.commit(first.token, { exercises: acceptDefaults(first) }));
    const { rows } = await ctx.db.query<{ id: number }>('select id from workout_logs where user_id = $1 limit 1', [
      user.id,
    ]);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/workout-logs/${rows[0].id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(204);
    const again = await client.preview(importFixture('hevy.csv'));
    expect(again.alreadyImported).toBe(1);
    expect(commitResult(await client.commit(again.token, { exercises: acceptDefaults(again) })).workoutsImported).toBe(
      1,
    );
  });

  it('remembers the member’s choice of exercise for a name', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    const frontSquat = await exerciseIdOf(ctx.db, 'Front Squat');
    const first = await client.preview(importFixture('hevy-locale-dates.csv'));
    expect(first.exercises.find((e) => e.name === 'Squat (Barbell)')?.match?.name).toBe('Back Squat');
    // The member says otherwise (their export called front squats "Squat"): their choice wins from now on.
    const choices = [
      ...acceptDefaults(first),
      { name: 'Squat (Barbell)', action: 'match' as const, exerciseId: frontSquat },
    ];
    commitResult(await client.commit(first.token, { exercises: choices }));
    const next = await client.preview(newerHevyExport());
    expect(next.exercises.find((e) => e.name === 'Squat (Barbell)')).toMatchObject({
      status: 'matched',
      matchedBy: 'earlier_import',
      match: { exerciseId: frontSquat, name: 'Front Squat' },
    });
  });
});

describe('imported workouts live in history, calendar and records', () => {
  it('keep their dates, show in the calendar, and count for records without their warm-ups', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    const preview = await client.preview(importFixture('hevy.csv'));
    commitResult(await client.commit(preview.token, { exercises: acceptDefaults(preview) }));
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.json());
    const calendar = await get('/api/workout-calendar?from=2025-09-01&to=2025-09-30');
    expect(calendar.map((d: { date: string }) => d.date)).toEqual(['2025-09-15', '2025-09-17']);
    const records = await get('/api/workout-records');
    // Bench: warm-up 40 x 10 never counts; 100 x 3 is the heaviest and the best one-rep max.
    expect(records.find((r: { exercise: string }) => r.exercise === 'Bench Press')).toMatchObject({
      heaviestWeightKg: 100,
      heaviestWeightOn: '2025-09-15',
      mostReps: 10,
      bestOneRepMaxKg: 110,
    });
    const logs = await get('/api/workout-logs');
    const push = logs.find((l: { title: string }) => l.title === 'Push 💪');
    expect(push.exercises.map((e: { supersetGroup: number | null }) => e.supersetGroup)).toEqual([null, 1, 1]);
    expect(push.exercises[0].sets.map((s: { kind: string }) => s.kind)).toEqual(['warmup', 'normal', 'dropset']);
  });
});
