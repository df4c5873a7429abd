import { RECENT_EXERCISES } from '@common/schemas/workout-logger';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { buildLog, buildOwnExercise, exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
let bench: number;
let squat: number;

beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
  bench = await exerciseIdOf(ctx.db, 'Bench Press');
  squat = await exerciseIdOf(ctx.db, 'Back Squat');
});

describe('favourite exercises', () => {
  it('are kept per member, latest first; marking twice is harmless and removing is idempotent', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const { cookie: otherCookie } = await buildSignedInUser(ctx.db);
    const call = apiAs(ctx, cookie);
    const own = (await buildOwnExercise(ctx.db, user.id)).id;
    expect((await call.get('/api/exercise-favourites')).json()).toEqual([]);
    for (const id of [bench, own, squat, bench]) {
      expect((await call.put(`/api/exercise-favourites/${id}`)).statusCode).toBe(204);
      // Distinct created_at, so "latest first" is not decided by chance.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await call.get('/api/exercise-favourites')).json()).toEqual([squat, own, bench]);
    expect((await apiAs(ctx, otherCookie).get('/api/exercise-favourites')).json()).toEqual([]);

    expect((await call.delete(`/api/exercise-favourites/${own}`)).statusCode).toBe(204);
    expect((await call.delete(`/api/exercise-favourites/${own}`)).statusCode).toBe(204);
    expect((await call.get('/api/exercise-favourites')).json()).toEqual([squat, bench]);
  });

  it("refuses another member's own exercise and unknown ids as not found, and bad ids as 400", async () => {
    const { user: other } = await buildSignedInUser(ctx.db);
    const theirs = (await buildOwnExercise(ctx.db, other.id)).id;
    const { cookie } = await buildSignedInUser(ctx.db);
    const call = apiAs(ctx, cookie);
    expect((await call.put(`/api/exercise-favourites/${theirs}`)).statusCode).toBe(404);
    expect((await call.put('/api/exercise-favourites/999999')).statusCode).toBe(404);
    const bad = await call.put('/api/exercise-favourites/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Invalid exercise id');
    expect((await call.get('/api/exercise-favourites')).json()).toEqual([]);
  });

  it('leave with the exercise when a member deletes their own one', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const call = apiAs(ctx, cookie);
    const own = (await buildOwnExercise(ctx.db, user.id)).id;
    await call.put(`/api/exercise-favourites/${own}`);
    expect((await call.delete(`/api/exercises/${own}`)).statusCode).toBe(204);
    expect((await call.get('/api/exercise-favourites')).json()).toEqual([]);
  });

  it('need a session', async () => {
    expect((await apiAs(ctx).get('/api/exercise-favourites')).statusCode).toBe(401);
    expect((await apiAs(ctx).put(`/api/exercise-favourites/${bench}`)).statusCode).toBe(401);
  });
});

describe('GET /api/exercises/recent', () => {
  it("lists the exercises of the member's latest logs, most recently done first, at most a few", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const call = apiAs(ctx, cookie);
    expect((await call.get('/api/exercises/recent')).json()).toEqual([]);
    await buildLog(ctx.db, user.id, { date: '2025-02-01', exercises: [{ name: 'Deadlift', sets: [{ reps: 5 }] }] });
    await buildLog(ctx.db, user.id, {
      date: '2025-02-03',
      exercises: [
        { name: 'Bench Press', sets: [{ reps: 5 }] },
        { name: 'Back Squat', sets: [{ reps: 5 }] },
      ],
    });
    await buildLog(ctx.db, user.id, { date: '2025-02-02', exercises: [{ name: 'Bench Press', sets: [{ reps: 5 }] }] });
    const deadlift = await exerciseIdOf(ctx.db, 'Deadlift');
    expect((await call.get('/api/exercises/recent')).json()).toEqual([bench, squat, deadlift]);

    const names = ['Pull-Up', 'Overhead Press', 'Pendlay Row', 'Chin-Up', 'Lat Pulldown', 'Running', 'Face Pull'];
    for (const [i, name] of names.entries()) {
      await buildLog(ctx.db, user.id, { date: `2025-03-0${i + 1}`, exercises: [{ name, sets: [{ reps: 5 }] }] });
    }
    const recent = (await call.get('/api/exercises/recent')).json();
    expect(recent).toHaveLength(RECENT_EXERCISES.max);
    expect(recent[0]).toBe(await exerciseIdOf(ctx.db, 'Face Pull'));
    expect(recent).not.toContain(deadlift);
  });
});
