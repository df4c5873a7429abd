import { addDays, utcIsoDate, weekStart } from '@common/fitness/dates';
import type { MemberBadges } from '@common/schemas/badges';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, follow } from '../../test/factories';
import { heldBadges } from '../../test/factories/badges';
import { exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
let bench: number;
beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
  bench = await exerciseIdOf(ctx.db, 'Bench Press');
});

const today = utcIsoDate();

/** Logs a bench session through the API, as the workout logger does. */
async function logBench(cookie: string, date: string, weightKg: number) {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/workout-logs',
    headers: { cookie },
    payload: { date, durationMinutes: 40, exercises: [{ exerciseId: bench, sets: [{ reps: 5, weightKg }] }] },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ id: number }>().id;
}

describe('earned badges are granted by the server when a saved log earns them', () => {
  it('First Workout with the first log; Personal Record only when a later log beats an earlier one', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    expect(await heldBadges(ctx.db, user.id)).toEqual([]);
    await logBench(cookie, addDays(today, -3), 60);
    // A first time on an exercise is no record.
    expect(await heldBadges(ctx.db, user.id)).toEqual(['first_workout']);
    await logBench(cookie, addDays(today, -2), 60);
    expect(await heldBadges(ctx.db, user.id)).toEqual(['first_workout']);
    // A heavier warm-up set is no record (warm-ups never count for records).
    const warmup = await ctx.app.inject({
      method: 'POST',
      url: '/api/workout-logs',
      headers: { cookie },
      payload: {
        date: addDays(today, -2),
        durationMinutes: 30,
        exercises: [
          {
            exerciseId: bench,
            sets: [
              { reps: 3, weightKg: 80, kind: 'warmup' },
              { reps: 5, weightKg: 50 },
            ],
          },
        ],
      },
    });
    expect(warmup.statusCode, warmup.body).toBe(201);
    expect(await heldBadges(ctx.db, user.id)).toEqual(['first_workout']);
    await logBench(cookie, addDays(today, -1), 62.5);
    expect(await heldBadges(ctx.db, user.id)).toEqual(['first_workout', 'personal_record']);
    const shown = (
      await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}/badges`, headers: { cookie } })
    ).json<MemberBadges>();
    expect(shown.badges.map((b) => [b.label, b.kind])).toEqual([
      ['First Workout', 'earned'],
      ['Personal Record', 'earned'],
    ]);
  });

  it('4-Week Streak for a workout in four Monday-to-Sunday weeks in a row, not with a week missing', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const monday = weekStart(today);
    // Weeks -6, -5, then a gap (-4), then -3, -2, -1: never four in a row yet.
    for (const week of [-6, -5, -3, -2, -1]) await logBench(cookie, addDays(monday, 7 * week + 2), 40);
    expect(await heldBadges(ctx.db, user.id)).not.toContain('four_week_streak');
    // This week's workout makes -3, -2, -1, 0 four in a row.
    await logBench(cookie, today, 40);
    expect(await heldBadges(ctx.db, user.id)).toContain('four_week_streak');
  });

  it('10 Workouts with the tenth log, also when an edit rather than a new log qualifies', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    for (let i = 0; i < 9; i++) await logBench(cookie, addDays(today, -20 + i), 30);
    expect(await heldBadges(ctx.db, user.id)).not.toContain('ten_workouts');
    const tenth = await logBench(cookie, today, 30);
    expect(await heldBadges(ctx.db, user.id)).toContain('ten_workouts');
    // The record badge comes from an edit: the last log, raised above every earlier one.
    expect(await heldBadges(ctx.db, user.id)).not.toContain('personal_record');
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/workout-logs/${tenth}`,
      headers: { cookie },
      payload: {
        date: today,
        durationMinutes: 40,
        exercises: [{ exerciseId: bench, sets: [{ reps: 5, weightKg: 35 }] }],
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(await heldBadges(ctx.db, user.id)).toContain('personal_record');
  });
});

describe('who sees earned badges', () => {
  it("follows the member's 'workout activity' choice; claim badges are public like the trainer mark", async () => {
    const owner = await buildSignedInUser(ctx.db, { isTrainer: true });
    await logBench(owner.cookie, today, 50);
    const stranger = await buildSignedInUser(ctx.db);
    const friend = await buildSignedInUser(ctx.db);
    await follow(ctx.db, owner.user.id, friend.user.id);
    await follow(ctx.db, friend.user.id, owner.user.id);
    const get = (cookie: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/users/${owner.user.id}/badges`, headers: { cookie } });
    // The default workout activity choice is 'friends'.
    expect((await get(stranger.cookie)).json<MemberBadges>()).toEqual({
      badges: [expect.objectContaining({ badge: 'certified_trainer' })],
      earnedHidden: true,
    });
    expect((await get(friend.cookie)).json<MemberBadges>().badges.map((b) => b.badge)).toEqual([
      'certified_trainer',
      'first_workout',
    ]);
    expect((await get(stranger.cookie.replace(/=.*/, '=nope'))).statusCode).toBe(401);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/999999/badges',
      headers: { cookie: friend.cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});
