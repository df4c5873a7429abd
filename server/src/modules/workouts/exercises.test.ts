import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildLog, buildOwnExercise, loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';
import { EXERCISE_LIBRARY } from './data/exercise-library';
import { seedCuratedPlans, syncExerciseLibrary } from './reference-data';
import { clientFor } from './test-client';

const ctx = useTestApp();

beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
});

describe('the curated library and recommended plans (startup task)', () => {
  it('holds at least 100 curated exercises with muscle group and equipment, loaded once', async () => {
    expect(EXERCISE_LIBRARY.length).toBeGreaterThanOrEqual(100);
    expect(await syncExerciseLibrary(ctx.db)).toBe(0);
    const { rows } = await ctx.db.query('select count(*)::int as n from exercises where user_id is null');
    expect(rows[0].n).toBe(EXERCISE_LIBRARY.length);
    expect(new Set(EXERCISE_LIBRARY.map((e) => e[0].toLowerCase())).size).toBe(EXERCISE_LIBRARY.length);
  });

  it("seeds the spec's recommended plans once: a plan an admin deleted stays deleted", async () => {
    const { rows } = await ctx.db.query<{ name: string; level: string; frequency: number; minutes: number }>(
      `select name, level, frequency, minutes_per_session as minutes from workout_plans where curated order by id`,
    );
    expect(rows.slice(0, 2)).toEqual([
      { name: 'Strength Builder', level: 'intermediate', frequency: 4, minutes: 45 },
      { name: 'Fat Burner', level: 'beginner', frequency: 5, minutes: 30 },
    ]);
    await ctx.db.query(`delete from workout_plans where name = 'Fat Burner' and curated`);
    expect(await seedCuratedPlans(ctx.db)).toBe(false);
    const after = await ctx.db.query(`select 1 from workout_plans where name = 'Fat Burner'`);
    expect(after.rowCount).toBe(0);
  });
});

describe('GET /api/exercises', () => {
  it("lists the curated library and the member's own exercises, never another member's", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const other = await buildUser(ctx.db);
    await buildOwnExercise(ctx.db, user.id, { name: 'Zercher Carry' });
    await buildOwnExercise(ctx.db, other.id, { name: 'Zercher Secret' });
    const all = (await clientFor(ctx, cookie)('GET', '/api/exercises')).json();
    expect(all.length).toBe(EXERCISE_LIBRARY.length + 1);
    expect(all.find((e: { name: string }) => e.name === 'Bench Press')).toMatchObject({
      muscleGroup: 'chest',
      equipment: 'barbell',
      category: 'strength',
      custom: false,
    });
    const found = (await clientFor(ctx, cookie)('GET', '/api/exercises?q=ZERCHER')).json();
    expect(found).toEqual([expect.objectContaining({ name: 'Zercher Carry', custom: true })]);
    expect((await clientFor(ctx)('GET', '/api/exercises')).statusCode).toBe(401);
  });
});

describe('POST /api/exercises', () => {
  it('adds an exercise of their own, private to them; a second one of the same name is 409', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const body = { name: 'Landmine Press', muscleGroup: 'shoulders', equipment: 'barbell', category: 'strength' };
    const res = await clientFor(ctx, cookie)('POST', '/api/exercises', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...body, custom: true });
    const again = await clientFor(ctx, cookie)('POST', '/api/exercises', { ...body, name: 'landmine press' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ name: M.exerciseNameTaken });
    // Another member may use the same name: it is theirs.
    const other = await buildSignedInUser(ctx.db);
    expect((await clientFor(ctx, other.cookie)('POST', '/api/exercises', body)).statusCode).toBe(201);
  });

  it.each([
    [{ name: '' }, 'name', M.exerciseNameRequired],
    [{ name: 'x'.repeat(81) }, 'name', M.exerciseNameMax],
    [{ muscleGroup: 'toes' }, 'muscleGroup', M.muscleGroupInvalid],
    [{ equipment: 'spaceship' }, 'equipment', M.equipmentInvalid],
    [{ category: 'vibes' }, 'category', M.categoryInvalid],
  ])('refuses %o with 400 "%s: %s"', async (override, field, message) => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const body = { name: 'Thing', muscleGroup: 'core', equipment: 'other', category: 'strength', ...override };
    const res = await clientFor(ctx, cookie)('POST', '/api/exercises', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });
});

describe('DELETE /api/exercises/{id}', () => {
  it('deletes an unused own exercise; one a log uses is 409; curated 403; another member’s 404', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const unused = await buildOwnExercise(ctx.db, user.id);
    const used = await buildOwnExercise(ctx.db, user.id);
    await buildLog(ctx.db, user.id, { date: '2025-03-01', exercises: [{ exerciseId: used.id, sets: [{ reps: 5 }] }] });
    const del = (id: number) => clientFor(ctx, cookie)('DELETE', `/api/exercises/${id}`);
    expect((await del(unused.id)).statusCode).toBe(204);
    const inUse = await del(used.id);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(M.exerciseInUse);
    const { rows } = await ctx.db.query('select id from exercises where user_id is null limit 1');
    expect((await del(rows[0].id)).statusCode).toBe(403);
    const other = await buildUser(ctx.db);
    expect((await del((await buildOwnExercise(ctx.db, other.id)).id)).statusCode).toBe(404);
  });

  it('deleting an account removes its own exercises together with the logs that use them', async () => {
    const user = await buildUser(ctx.db);
    const own = await buildOwnExercise(ctx.db, user.id);
    await buildLog(ctx.db, user.id, { date: '2025-03-01', exercises: [{ exerciseId: own.id, sets: [{ reps: 5 }] }] });
    await ctx.db.query('delete from users where id = $1', [user.id]);
    const { rows } = await ctx.db.query('select count(*)::int as n from exercises where user_id = $1', [user.id]);
    expect(rows[0].n).toBe(0);
  });
});
