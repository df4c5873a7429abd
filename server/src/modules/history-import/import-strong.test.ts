import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, follow } from '../../test/factories';
import { importFixture } from '../../test/factories/history-import';
import { loadWorkoutLibrary } from '../../test/factories/workouts';
import { acceptDefaults, commitResult, importClient, progressEvents } from '../../test/history-import-client';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
beforeAll(() => loadWorkoutLibrary(ctx.db));

async function setsOf(userId: number) {
  const { rows } = await ctx.db.query<{
    date: string;
    title: string;
    exercise: string;
    kind: string;
    reps: number | null;
    weight_kg: number | null;
    distance_km: number | null;
    duration_seconds: number | null;
  }>(
    `select l.performed_on::text as date, l.title, e.name as exercise, s.kind, s.reps, s.weight_kg, s.distance_km,
       s.duration_seconds
     from workout_logs l join workout_log_exercises le on le.log_id = l.id join exercises e on e.id = le.exercise_id
     join workout_log_sets s on s.log_exercise_id = le.id
     where l.user_id = $1 order by l.performed_on, le.position, s.position`,
    [userId],
  );
  return rows;
}

describe('Strong import, older export (comma, no units in the header)', () => {
  it('previews counts, dates, skipped rows and the certain matches without writing a workout', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const preview = await importClient(ctx, cookie).preview(importFixture('strong-older.csv'));
    expect(preview).toMatchObject({
      source: 'strong',
      format: 'Strong (older export)',
      workouts: 2,
      sets: 9,
      warmupSets: 1,
      newWorkouts: 2,
      alreadyImported: 0,
      dateRange: { from: '2023-01-15', to: '2023-01-17' },
      skipped: { notDone: 1, restTimers: 1 },
      problemCount: 0,
      units: { weightStated: null, needsWeight: true, needsDistance: true },
    });
    const bench = preview.exercises.find((e) => e.name === 'Bench Press (Barbell)');
    // Strong's names are aliases of the catalogue's: the same movement with the same equipment.
    expect(bench).toMatchObject({
      status: 'matched',
      matchedBy: 'alias',
      sets: 4,
      workouts: 1,
      match: { name: 'Bench Press', equipment: 'barbell' },
      options: [],
      proposed: null,
    });
    expect(preview.exercises.find((e) => e.name === 'Squat (Barbell)')?.match?.name).toBe('Back Squat');
    expect(preview.exercises.find((e) => e.name === 'Running')).toMatchObject({ status: 'matched', matchedBy: 'name' });
    expect((await ctx.db.query('select 1 from workout_logs where user_id = $1', [user.id])).rowCount).toBe(0);
  });

  it('commits in the chosen units with kinds kept, then lists the workouts in history', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, cookie);
    const preview = await client.preview(importFixture('strong-older.csv'));
    const res = await client.commit(preview.token, {
      weightUnit: 'kg',
      distanceUnit: 'km',
      exercises: acceptDefaults(preview),
    });
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const stages = progressEvents(res.body).flatMap((e) => (e.type === 'progress' ? [e.stage] : []));
    expect(stages).toEqual(expect.arrayContaining(['checking', 'writing', 'done']));
    expect(commitResult(res)).toMatchObject({ workoutsImported: 2, setsImported: 9, workoutsSkipped: 0 });
    const sets = await setsOf(user.id);
    expect(sets.map((s) => [s.exercise, s.kind, s.weight_kg, s.reps])).toEqual([
      ['Bench Press', 'warmup', 40, 10],
      ['Bench Press', 'normal', 80, 8],
      ['Bench Press', 'normal', 82.5, 6],
      ['Bench Press', 'dropset', 60, 12],
      ['Lateral Raise', 'normal', 12.9, 15],
      ['Back Squat', 'normal', 100, 5],
      ['Back Squat', 'normal', 100, 5],
      ['Back Squat', 'failure', 90, 9],
      ['Running', 'normal', null, null],
    ]);
    expect(sets.at(-1)).toMatchObject({ distance_km: 3.2, duration_seconds: 1200, date: '2023-01-17' });
    const history = (await ctx.app.inject({ method: 'GET', url: '/api/workout-logs', headers: { cookie } })).json();
    expect(
      history.map((l: { date: string; title: string; durationMinutes: number }) => [
        l.date,
        l.title,
        l.durationMinutes,
      ]),
    ).toEqual([
      ['2023-01-17', 'Legs', 45],
      ['2023-01-15', 'Push Day', 65],
    ]);
    expect(history[1].notes).toContain('Felt strong, slept well');
  });

  it('converts a file in lb, and tells followers nothing: no post, no notification', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const follower = await buildUser(ctx.db);
    await follow(ctx.db, follower.id, user.id);
    const client = importClient(ctx, cookie);
    const preview = await client.preview(importFixture('strong-older.csv'), '?weightUnit=lb&distanceUnit=mi');
    expect(preview.units).toMatchObject({ weight: 'lb', distance: 'mi', needsWeight: true });
    commitResult(
      await client.commit(preview.token, {
        weightUnit: 'lb',
        distanceUnit: 'mi',
        exercises: acceptDefaults(preview),
      }),
    );
    const sets = await setsOf(user.id);
    // 80 lb = 80 x 0.45359237 kg; 3.2 mi = 3.2 x 1.609344 km (rounded as the database keeps them).
    expect(sets[1].weight_kg).toBe(Number((80 * 0.45359237).toFixed(2)));
    expect(sets.at(-1)?.distance_km).toBe(Number((3.2 * 1.609344).toFixed(3)));
    expect((await ctx.db.query('select 1 from posts where user_id = $1', [user.id])).rowCount).toBe(0);
    expect((await ctx.db.query('select 1 from notifications where user_id = $1', [follower.id])).rowCount).toBe(0);
  });
});
