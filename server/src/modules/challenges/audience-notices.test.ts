import { addDays, utcIsoDate } from '@common/fitness/dates';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiAs } from '../../test/api-client';
import { challengeNoticesAs, createChallengeAs, joinChallengeAs } from '../../test/challenge-client';
import { buildSignedInUser } from '../../test/factories';
import { exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';
import { sendChallengeNotices } from './notices';

// Decision 0033: a member's workouts count on a board only while their workouts are public. Making
// them public again shows the same workouts again, which is no news: rivals already told they were
// overtaken are not told again, while a rival passed for the first time is.
vi.setConfig({ testTimeout: 60_000 });
const ctx = useTestApp();
const today = utcIsoDate();

let bench: number;
beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
  bench = await exerciseIdOf(ctx.db, 'Bench Press');
});

async function setWorkouts(cookie: string, workoutActivity: string) {
  const res = await apiAs(ctx, cookie).put('/api/settings', { privacy: { workoutActivity } });
  expect(res.statusCode, res.body).toBe(200);
}

async function lift(cookie: string, weightKg: number) {
  const res = await apiAs(ctx, cookie).post('/api/workout-logs', {
    date: addDays(today, -1),
    durationMinutes: 30,
    exercises: [{ exerciseId: bench, sets: [{ reps: 10, weightKg }] }],
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('the workouts privacy setting and overtaken notices', () => {
  it('switching back to public repeats no notice already sent, and still sends those never sent', async () => {
    const [lifter, rival, latecomer] = await Promise.all([1, 2, 3].map(() => buildSignedInUser(ctx.db)));
    const id = await createChallengeAs(ctx, rival.cookie, {
      title: 'Tonnage',
      metric: 'weight_lifted',
      sport: 'strength',
      startsOn: addDays(today, -10),
      endsOn: addDays(today, 10),
    });
    const overtakenBy = async (cookie: string) =>
      (await challengeNoticesAs(ctx, cookie, id))
        .filter(([type]) => type === 'challenge_overtaken')
        .map(([, by]) => by);

    for (const m of [rival, latecomer]) await setWorkouts(m.cookie, 'public');
    await joinChallengeAs(ctx, lifter.cookie, id);
    await joinChallengeAs(ctx, rival.cookie, id);
    await lift(rival.cookie, 30); // 300 kg on the board
    await lift(lifter.cookie, 50); // 500 kg, for friends only: not on the board

    await setWorkouts(lifter.cookie, 'public'); // passes the rival
    await sendChallengeNotices(ctx.app);
    await expect.poll(() => overtakenBy(rival.cookie)).toEqual([lifter.user.id]);
    // Read: an unread notice would hide a repeat (the same news unread is not stored twice).
    expect((await apiAs(ctx, rival.cookie).post('/api/notifications/read', {})).statusCode).toBe(200);

    await setWorkouts(lifter.cookie, 'private');
    // The latecomer joins while the lifter's workouts are off the board: the lifter's return
    // passes them for the first time.
    await joinChallengeAs(ctx, latecomer.cookie, id);
    await lift(latecomer.cookie, 10); // 100 kg
    await setWorkouts(lifter.cookie, 'public');
    await sendChallengeNotices(ctx.app);
    await expect.poll(() => overtakenBy(latecomer.cookie)).toEqual([lifter.user.id]);
    // Give a slower sender a moment before counting what the rival was told.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await sendChallengeNotices(ctx.app);
    expect(await overtakenBy(rival.cookie)).toEqual([lifter.user.id]);
  });
});
