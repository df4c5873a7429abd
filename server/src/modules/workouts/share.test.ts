import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { buildLog, loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const figures = (o: { reps?: number; weightKg?: number; durationSeconds?: number; distanceKm?: number }) => ({
  reps: o.reps ?? null,
  weightKg: o.weightKg ?? null,
  durationSeconds: o.durationSeconds ?? null,
  distanceKm: o.distanceKm ?? null,
});
beforeAll(() => loadWorkoutLibrary(ctx.db));

describe('POST /api/workout-logs/{id}/share', () => {
  it('posts a snapshot of the workout with the records it set, to the profile visibility by default', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await ctx.db.query(`update user_settings set profile_visibility = 'public' where user_id = $1`, [user.id]);
    await buildLog(ctx.db, user.id, {
      date: '2025-05-01',
      exercises: [
        { name: 'Bench Press', sets: [{ reps: 5, weightKg: 80 }] },
        { name: 'Running', sets: [{ distanceKm: 5, durationSeconds: 1500 }] },
      ],
    });
    const logId = await buildLog(ctx.db, user.id, {
      date: '2025-05-08',
      title: 'Push day',
      durationMinutes: 50,
      exercises: [
        {
          name: 'Bench Press',
          sets: [
            { reps: 5, weightKg: 82.5 },
            { reps: 8, weightKg: 70 },
          ],
        },
        { name: 'Running', sets: [{ distanceKm: 4, durationSeconds: 1200 }] },
        { name: 'Plank', sets: [{ durationSeconds: 60 }] },
      ],
    });
    // A heavier set logged later does not take this workout's record away.
    await buildLog(ctx.db, user.id, {
      date: '2025-05-15',
      exercises: [{ name: 'Bench Press', sets: [{ reps: 1, weightKg: 100 }] }],
    });

    const res = await apiAs(ctx, cookie).post(`/api/workout-logs/${logId}/share`, {});
    expect(res.statusCode).toBe(201);
    const workout = {
      logId,
      title: 'Push day',
      date: '2025-05-08',
      durationMinutes: 50,
      exercises: [
        { name: 'Bench Press', sets: 2, best: '82.5 kg x 5', bestSet: figures({ reps: 5, weightKg: 82.5 }) },
        {
          name: 'Running',
          sets: 1,
          best: '4 km in 20:00',
          bestSet: figures({ distanceKm: 4, durationSeconds: 1200 }),
        },
        { name: 'Plank', sets: 1, best: '1 min', bestSet: figures({ durationSeconds: 60 }) },
      ],
      totalVolumeKg: 82.5 * 5 + 70 * 8,
      // Bench beat 80 kg; the run was shorter than before; the plank was a first.
      // The figures ride along, so each viewer reads them in their own units.
      personalRecords: [{ exercise: 'Bench Press', value: '82.5 kg', weightKg: 82.5 }],
    };
    expect(res.json()).toEqual({ postId: expect.any(Number), workout });
    const { rows } = await ctx.db.query('select user_id, content, audience, workout from posts where id = $1', [
      res.json().postId,
    ]);
    expect(rows[0]).toEqual({
      user_id: user.id,
      content: 'Finished Push day: 3 exercises, 972.5 kg lifted, 1 new record(s).',
      audience: 'public',
      workout,
    });
  });

  it('takes a caption and an audience; the same workout is shared once', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const logId = await buildLog(ctx.db, user.id, { date: '2025-05-08' });
    const share = (body: object) => apiAs(ctx, cookie).post(`/api/workout-logs/${logId}/share`, body);
    const res = await share({ caption: '  New week, new me  ', audience: 'friends' });
    expect(res.statusCode).toBe(201);
    const { rows } = await ctx.db.query('select content, audience from posts where id = $1', [res.json().postId]);
    expect(rows[0]).toEqual({ content: 'New week, new me', audience: 'friends' });
    const again = await share({});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyShared);
  });

  it('is for the owner only; checks the body; 404 and 401 as usual', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db, { isAdmin: true });
    const logId = await buildLog(ctx.db, owner.user.id, { date: '2025-05-08' });
    expect((await apiAs(ctx, other.cookie).post(`/api/workout-logs/${logId}/share`, {})).statusCode).toBe(403);
    const long = await apiAs(ctx, owner.cookie).post(`/api/workout-logs/${logId}/share`, {
      caption: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ caption: M.captionMax });
    const badAudience = await apiAs(ctx, owner.cookie).post(`/api/workout-logs/${logId}/share`, {
      audience: 'everyone',
    });
    expect(badAudience.statusCode).toBe(400);
    expect((await apiAs(ctx, owner.cookie).post('/api/workout-logs/999999/share', {})).statusCode).toBe(404);
    expect((await apiAs(ctx).post(`/api/workout-logs/${logId}/share`, {})).statusCode).toBe(401);
    const { rows } = await ctx.db.query('select count(*)::int as n from posts where user_id = $1', [owner.user.id]);
    expect(rows[0].n).toBe(0);
  });
});
