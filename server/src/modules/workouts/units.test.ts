import { weightFromKg, weightToKg } from '@common/units';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { exerciseIdOf, loadWorkoutLibrary, planBodyWith } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
let bench: number;
let squat: number;
let run: number;

beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
  [bench, squat, run] = await Promise.all(
    ['Bench Press', 'Back Squat', 'Running'].map((name) => exerciseIdOf(ctx.db, name)),
  );
});

describe('units (issue 16): the server keeps kg and km whatever the member reads', () => {
  it('stores and answers what the client sends in kg and km, before and after a switch to lb and mi', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const call = apiAs(ctx, cookie);
    expect((await call.put('/api/settings', { units: { weight: 'lb', distance: 'mi' } })).statusCode).toBe(200);

    // What the web app sends for "100 lb x 5" and "3.1 mi": converted before it leaves.
    const body = {
      date: '2025-09-01',
      durationMinutes: 40,
      exercises: [
        { exerciseId: bench, sets: [{ reps: 5, weightKg: weightToKg(100, 'lb') }] },
        { exerciseId: run, sets: [{ durationSeconds: 1500, distanceKm: 4.989 }] },
      ],
    };
    const created = await call.post('/api/workout-logs', body);
    expect(created.statusCode).toBe(201);
    const log = (await call.get(`/api/workout-logs/${created.json().id}`)).json();
    expect(log.exercises[0].sets[0].weightKg).toBe(45.36);
    expect(log.exercises[1].sets[0].distanceKm).toBe(4.989);
    expect(log.totalVolumeKg).toBe(226.8);
    // Read back in pounds, it is the 100 lb typed.
    expect(weightFromKg(log.exercises[0].sets[0].weightKg, 'lb')).toBe(100);

    const records = (await call.get('/api/workout-records')).json();
    expect(records.find((r: { exerciseId: number }) => r.exerciseId === bench).heaviestWeightKg).toBe(45.36);
    const shared = (await call.post(`/api/workout-logs/${log.id}/share`, {})).json();
    expect(shared.workout.exercises[0].bestSet).toMatchObject({ weightKg: 45.36, reps: 5 });
    expect(shared.workout.totalVolumeKg).toBe(226.8);

    const plan = await call.post('/api/workout-plans', planBodyWith(bench, squat));
    expect(plan.json().schedule[0].exercises[0].weightKg).toBe(70);
    expect((await call.put(`/api/users/${user.id}`, { weight: 45.36 })).json().weight).toBe(45.36);

    // Switching back changes nothing stored.
    await call.put('/api/settings', { units: { weight: 'kg', distance: 'km' } });
    expect((await call.get(`/api/workout-logs/${log.id}`)).json().exercises).toEqual(log.exercises);
    const { rows } = await ctx.db.query(
      'select weight_kg from workout_log_sets where user_id = $1 and weight_kg is not null',
      [user.id],
    );
    expect(rows).toEqual([{ weight_kg: 45.36 }]);
  });
});
