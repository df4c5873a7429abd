import { addDays, utcIsoDate } from '@common/fitness/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { createChallengeAs, joinChallengeAs, leaderboardAs, standingOf } from '../../test/challenge-client';
import { buildSignedInUser } from '../../test/factories';
import { buildOwnExercise, exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

// Mending the past recomputes what depends on it (decision D13): a merge moves the member's
// sessions to another exercise, so their lift records change, and so does their standing in a
// records challenge (issue 34), in the merge's transaction.

const ctx = useTestApp();
const today = utcIsoDate();

let bench: number;
beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
  bench = await exerciseIdOf(ctx.db, 'Bench Press');
});

/** A member with public workouts in a records challenge that a second member watches. */
async function recordsChallenge() {
  const member = await buildSignedInUser(ctx.db);
  const viewer = await buildSignedInUser(ctx.db);
  const settings = await apiAs(ctx, member.cookie).put('/api/settings', { privacy: { workoutActivity: 'public' } });
  expect(settings.statusCode, settings.body).toBe(200);
  const id = await createChallengeAs(ctx, viewer.cookie, {
    title: 'PR month',
    metric: 'records',
    sport: 'any',
    startsOn: addDays(today, -10),
  });
  await joinChallengeAs(ctx, member.cookie, id);
  const lift = async (offset: number, exerciseId: number, weightKg: number) => {
    const res = await apiAs(ctx, member.cookie).post('/api/workout-logs', {
      date: addDays(today, offset),
      durationMinutes: 30,
      exercises: [{ exerciseId, sets: [{ reps: 5, weightKg }] }],
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const records = async () => standingOf(await leaderboardAs(ctx, viewer.cookie, id), member.user.id);
  const merge = async (from: number, into: number) => {
    const res = await apiAs(ctx, member.cookie).post(`/api/exercises/${from}/merge`, { intoExerciseId: into });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  return { member, lift, records, merge };
}

describe('merging an exercise and a records challenge', () => {
  it('counts the record the merged sessions make on the exercise they join', async () => {
    const { member, lift, records, merge } = await recordsChallenge();
    const own = await buildOwnExercise(ctx.db, member.user.id, { name: 'Bench (hotel gym)' });
    await lift(-5, bench, 60); // the first bench: no record
    await lift(-4, own.id, 70); // the first of its own exercise: no record
    expect(await records()).toBe(0);
    expect(await merge(own.id, bench)).toEqual({ sessionsMoved: 1, deleted: true });
    // 70 kg on the bench the day after 60 kg: a record.
    expect(await records()).toBe(1);
  });

  it('takes away a record an earlier, heavier merged session beats', async () => {
    const { member, lift, records, merge } = await recordsChallenge();
    const own = await buildOwnExercise(ctx.db, member.user.id, { name: 'Bench (old gym)' });
    await lift(-6, own.id, 80);
    await lift(-5, bench, 60);
    await lift(-4, bench, 70); // heavier than the earlier bench: a record
    expect(await records()).toBe(1);
    await merge(own.id, bench);
    // 80 kg before both: neither bench is a record any more.
    expect(await records()).toBe(0);
  });
});
