import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildLog, buildOwnExercise, loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';
import { seedCuratedPlans } from '../workouts';
import { CATALOGUE } from './catalogue';
import { EXERCISE_LIBRARY } from './catalogue/legacy-library';
import { syncCatalogue } from './catalogue-sync';

const ctx = useTestApp();

beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
});

describe('the exercise catalogue and recommended plans (startup task)', () => {
  it('writes the whole catalogue once: a second start changes nothing', async () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(350);
    expect(await syncCatalogue(ctx.db)).toEqual({ added: 0, changed: 0 });
    const { rows } = await ctx.db.query(
      'select count(*)::int as n, count(catalogue_key)::int as keyed from exercises where user_id is null',
    );
    expect(rows[0]).toEqual({ n: CATALOGUE.length, keyed: CATALOGUE.length });
  });

  it('keeps the rows the old library wrote: a name logged before is the same row, now with its key', async () => {
    const { rows } = await ctx.db.query<{ name: string; equipment: string; catalogue_key: string }>(
      'select name, equipment, catalogue_key from exercises where user_id is null and lower(name) = any($1::text[])',
      [EXERCISE_LIBRARY.map(([name]) => name.toLowerCase())],
    );
    expect(rows).toHaveLength(EXERCISE_LIBRARY.length);
    for (const [name, , equipment] of EXERCISE_LIBRARY) {
      expect(rows.find((r) => r.name === name)).toMatchObject({ equipment, catalogue_key: expect.any(String) });
    }
  });

  it('renames an entry in place (its logs follow) and adds a new one, never deleting', async () => {
    const { user } = await buildSignedInUser(ctx.db);
    const entry = CATALOGUE.find((e) => e.name === 'Bench Press')!;
    const { rows: before } = await ctx.db.query('select id from exercises where catalogue_key = $1', [entry.key]);
    const logId = await buildLog(ctx.db, user.id, { date: '2025-03-01' });
    const renamed = [{ ...entry, name: 'Barbell Bench Press (renamed)' }];
    const added = { ...entry, key: 'test_only_movement.barbell', name: 'Test Only Movement', aliases: [] };
    expect(await syncCatalogue(ctx.db, [...renamed, added])).toEqual({ added: 1, changed: 1 });
    const { rows: after } = await ctx.db.query('select id, name from exercises where catalogue_key = $1', [entry.key]);
    expect(after[0]).toEqual({ id: before[0].id, name: 'Barbell Bench Press (renamed)' });
    const { rows: logged } = await ctx.db.query('select exercise_id from workout_log_exercises where log_id = $1', [
      logId,
    ]);
    expect(logged[0].exercise_id).toBe(before[0].id);
    // Back as it was, for the other tests.
    await syncCatalogue(ctx.db);
    await ctx.db.query(`delete from exercises where catalogue_key = 'test_only_movement.barbell'`);
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
    const all = (await apiAs(ctx, cookie).get('/api/exercises')).json();
    expect(all.length).toBe(CATALOGUE.length + 1);
    expect(all.find((e: { name: string }) => e.name === 'Bench Press')).toMatchObject({
      muscleGroup: 'chest',
      primaryMuscles: ['chest'],
      equipment: 'barbell',
      category: 'strength',
      loggingType: 'weight_reps',
      aliases: expect.arrayContaining(['Bench Press (Barbell)']),
      custom: false,
    });
    expect(all.some((e: { name: string }) => e.name === 'Zercher Secret')).toBe(false);
    const found = (await apiAs(ctx, cookie).get('/api/exercises?q=ZERCHER%20CARY')).json();
    expect(found[0]).toEqual(expect.objectContaining({ name: 'Zercher Carry', custom: true }));
    expect((await apiAs(ctx).get('/api/exercises')).statusCode).toBe(401);
  });

  it('searches names and aliases with typos, and filters by equipment, muscle group, muscle and own', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await buildOwnExercise(ctx.db, user.id, { name: 'Sandbag Shouldering', muscleGroup: 'full_body' });
    const get = async (query: string) =>
      (await apiAs(ctx, cookie).get(`/api/exercises?${query}`)).json() as {
        name: string;
        equipment: string;
        muscleGroup: string;
        primaryMuscles: string[];
        secondaryMuscles: string[];
        custom: boolean;
      }[];
    expect((await get('q=bech%20pres'))[0].name).toBe('Bench Press');
    // Hevy's name for it is an alias.
    expect((await get('q=skullcrusher')).map((e) => e.name)).toContain('Skull Crusher');
    const machines = await get('equipment=machine');
    expect(machines.length).toBeGreaterThan(10);
    expect(machines.every((e) => e.equipment === 'machine')).toBe(true);
    const chest = await get('muscleGroup=chest');
    expect(chest.every((e) => e.muscleGroup === 'chest')).toBe(true);
    const traps = await get('muscle=traps');
    expect(traps.length).toBeGreaterThan(0);
    expect(traps.every((e) => [...e.primaryMuscles, ...e.secondaryMuscles].includes('traps'))).toBe(true);
    expect((await get('custom=true')).map((e) => e.name)).toEqual(['Sandbag Shouldering']);
    expect((await get('custom=false')).length).toBe(CATALOGUE.length);
    const bad = await apiAs(ctx, cookie).get('/api/exercises?equipment=spaceship');
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/exercises', () => {
  it('adds an exercise of their own, private to them; a second one of the same name is 409', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const body = { name: 'Landmine Press', muscleGroup: 'shoulders', equipment: 'barbell', category: 'strength' };
    const res = await apiAs(ctx, cookie).post('/api/exercises', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...body, custom: true });
    const again = await apiAs(ctx, cookie).post('/api/exercises', { ...body, name: 'landmine press' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ name: M.exerciseNameTaken });
    // Another member may use the same name: it is theirs.
    const other = await buildSignedInUser(ctx.db);
    expect((await apiAs(ctx, other.cookie).post('/api/exercises', body)).statusCode).toBe(201);
  });

  it.each([
    [{ name: '' }, 'name', M.exerciseNameRequired],
    [{ name: 'x'.repeat(81) }, 'name', M.exerciseNameMax],
    // trim() keeps zero-width characters: such a name would be an empty entry in the picker.
    [{ name: '\u200B\u200D\uFE0F' }, 'name', M.exerciseNameRequired],
    [{ muscleGroup: 'toes' }, 'muscleGroup', M.muscleGroupInvalid],
    [{ equipment: 'spaceship' }, 'equipment', M.equipmentInvalid],
    [{ category: 'vibes' }, 'category', M.categoryInvalid],
  ])('refuses %o with 400 "%s: %s"', async (override, field, message) => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const body = { name: 'Thing', muscleGroup: 'core', equipment: 'other', category: 'strength', ...override };
    const res = await apiAs(ctx, cookie).post('/api/exercises', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });
});

describe('DELETE /api/exercises/{id}', () => {
  it('deletes an unused own exercise; one a log uses is 409; a catalogue one 403; another member’s 404', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const unused = await buildOwnExercise(ctx.db, user.id);
    const used = await buildOwnExercise(ctx.db, user.id);
    await buildLog(ctx.db, user.id, { date: '2025-03-01', exercises: [{ exerciseId: used.id, sets: [{ reps: 5 }] }] });
    const del = (id: number) => apiAs(ctx, cookie).delete(`/api/exercises/${id}`);
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
