import { addDays, utcIsoDate } from '@common/fitness/dates';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiAs } from '../../test/api-client';
import { createChallengeAs, leaderboardAs, standingOf } from '../../test/challenge-client';
import { buildSignedInUser } from '../../test/factories';
import { exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

// Issue 34, decision 0033: a workout counts on a board only when its owner's workouts are public.
// Changing that setting re-marks the member's past workouts (theirs only), so another member's
// view of the board follows the change both ways.
vi.setConfig({ testTimeout: 60_000 });
const ctx = useTestApp();
const today = utcIsoDate();

let bench: number;
beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
  bench = await exerciseIdOf(ctx.db, 'Bench Press');
});

const board = (cookie: string, id: number) => leaderboardAs(ctx, cookie, id);

async function setWorkouts(cookie: string, workoutActivity: string) {
  const res = await apiAs(ctx, cookie).put('/api/settings', { privacy: { workoutActivity } });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the workouts privacy setting and challenge boards', () => {
  it('re-marks the past workouts of the member who changed it, and only theirs', async () => {
    const lifter = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    const viewer = await buildSignedInUser(ctx.db);
    const id = await createChallengeAs(ctx, viewer.cookie, {
      title: 'Tonnage',
      metric: 'weight_lifted',
      sport: 'strength',
      startsOn: addDays(today, -10),
      endsOn: addDays(today, 10),
    });
    await setWorkouts(other.cookie, 'public');
    for (const m of [lifter, other, viewer]) {
      expect((await apiAs(ctx, m.cookie).post(`/api/challenges/${id}/join`, {})).statusCode).toBe(200);
    }
    const lift = (cookie: string, weightKg: number) =>
      apiAs(ctx, cookie).post('/api/workout-logs', {
        date: addDays(today, -1),
        durationMinutes: 30,
        exercises: [{ exerciseId: bench, sets: [{ reps: 10, weightKg }] }],
      });
    expect((await lift(lifter.cookie, 50)).statusCode).toBe(201);
    expect((await lift(other.cookie, 30)).statusCode).toBe(201);

    // Workouts are for friends by default: the lifter's 500 kg count in their own view only.
    let seen = await board(viewer.cookie, id);
    expect(standingOf(seen, lifter.user.id)).toBe(0);
    expect(seen.total).toBe(300);
    expect((await board(lifter.cookie, id)).me).toMatchObject({ value: 500, privateValue: 500 });

    await setWorkouts(lifter.cookie, 'public');
    seen = await board(viewer.cookie, id);
    expect(standingOf(seen, lifter.user.id)).toBe(500);
    expect(seen.rows.map((r) => r.user.id).slice(0, 2)).toEqual([lifter.user.id, other.user.id]);
    expect(seen.total).toBe(800);
    expect((await board(lifter.cookie, id)).me).toMatchObject({ value: 500, privateValue: 0 });

    // Back to private: the past workout leaves the board again; the other member's stays.
    await setWorkouts(lifter.cookie, 'private');
    seen = await board(viewer.cookie, id);
    expect(standingOf(seen, lifter.user.id)).toBe(0);
    expect(standingOf(seen, other.user.id)).toBe(300);
    expect(seen.total).toBe(300);
    const { rows } = await ctx.db.query(
      `select p.user_id, p.value, p.private_value,
         (select coalesce(sum(value), 0) from challenge_contributions c
          where c.challenge_id = p.challenge_id and c.user_id = p.user_id and c.counted) as counted
       from challenge_participants p where p.challenge_id = $1`,
      [id],
    );
    for (const r of rows) expect(Number(r.value)).toBe(Number(r.counted));
  });
});
