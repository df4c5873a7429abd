import { beforeAll, describe, expect, it } from 'vitest';
import { downloadExport, textOf } from '../../test/export-zip';
import { buildSignedInUser } from '../../test/factories';
import { buildLog, buildOwnExercise, loadWorkoutLibrary } from '../../test/factories/workouts';
import { commitResult, importClient } from '../../test/history-import-client';
import { useTestApp } from '../../test/test-app';

// Export -> import into a fresh account -> the same sets and the same records (issue 15).

const ctx = useTestApp();
beforeAll(() => loadWorkoutLibrary(ctx.db));

async function history(userId: number) {
  const { rows } = await ctx.db.query(
    `select l.performed_on::text as date, l.title, l.duration_minutes, l.notes, e.name as exercise, e.category,
       le.position as exercise_position, le.superset_group, s.position, s.kind, s.reps, s.weight_kg, s.distance_km,
       s.duration_seconds, s.rpe
     from workout_logs l join workout_log_exercises le on le.log_id = l.id join exercises e on e.id = le.exercise_id
     join workout_log_sets s on s.log_exercise_id = le.id
     where l.user_id = $1 order by l.performed_on, l.id, le.position, s.position`,
    [userId],
  );
  return rows;
}

async function records(cookie: string) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/workout-records', headers: { cookie } });
  return res
    .json<{ exerciseId: number; exercise: string }[]>()
    .map(({ exerciseId: _, ...record }) => record)
    .sort((a, b) => a.exercise.localeCompare(b.exercise));
}

describe('round trip', () => {
  it('a fresh account that imports workouts.csv has the same sets and the same records', async () => {
    const a = await buildSignedInUser(ctx.db);
    const sled = await buildOwnExercise(ctx.db, a.user.id, { name: 'Sled Drag, heavy', category: 'strength' });
    await buildLog(ctx.db, a.user.id, {
      date: '2025-06-02',
      title: 'Push',
      durationMinutes: 62,
      notes: 'Felt good, "solid"\nnext: 85 kg',
      exercises: [
        {
          name: 'Bench Press',
          sets: [
            { kind: 'warmup', reps: 10, weightKg: 40 },
            { reps: 5, weightKg: 80, rpe: 8.5 },
            { kind: 'dropset', reps: 10, weightKg: 60 },
          ],
        },
        { name: 'Cable Crossover', supersetGroup: 1, sets: [{ reps: 12, weightKg: 20.5 }] },
        { name: 'Lateral Raise', supersetGroup: 1, sets: [{ kind: 'failure', reps: 15, weightKg: 8 }] },
      ],
    });
    await buildLog(ctx.db, a.user.id, {
      date: '2025-06-04',
      title: 'Legs',
      exercises: [
        {
          name: 'Back Squat',
          sets: [
            { reps: 5, weightKg: 100 },
            { reps: 5, weightKg: 102.5 },
            { reps: 3, weightKg: 110 },
          ],
        },
        { exerciseId: sled.id, sets: [{ weightKg: 120, distanceKm: 0.05, durationSeconds: 45 }] },
      ],
    });
    // Two workouts on one day stay two workouts.
    await buildLog(ctx.db, a.user.id, {
      date: '2025-06-06',
      title: 'Run',
      durationMinutes: 30,
      exercises: [{ name: 'Running', sets: [{ distanceKm: 5.2, durationSeconds: 1560 }] }],
    });
    await buildLog(ctx.db, a.user.id, {
      date: '2025-06-06',
      title: 'Run',
      exercises: [{ name: 'Deadlift', sets: [{ reps: 3, weightKg: 140 }] }],
    });

    const { files } = await downloadExport(ctx, a.cookie, a.user.id);
    const b = await buildSignedInUser(ctx.db);
    const client = importClient(ctx, b.cookie);
    const preview = await client.preview(textOf(files['workouts.csv']));
    expect(preview).toMatchObject({ source: 'fitcircle', workouts: 4, problemCount: 0, units: { needsWeight: false } });
    // Curated names match by themselves; A's own exercise becomes B's own.
    expect(preview.exercises.filter((e) => e.status === 'unmatched').map((e) => e.name)).toEqual(['Sled Drag, heavy']);
    const result = commitResult(
      await client.commit(preview.token, { exercises: [{ name: 'Sled Drag, heavy', action: 'create' }] }),
    );
    expect(result).toMatchObject({ workoutsImported: 4, setsImported: 11, exercisesCreated: 1 });

    expect(await history(b.user.id)).toEqual(await history(a.user.id));
    expect(await records(b.cookie)).toEqual(await records(a.cookie));
  });
});
