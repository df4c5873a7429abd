import { addDays, utcIsoDate, weekStart } from '@common/fitness/dates';
import { computeTargets } from '@common/nutrition/targets';
import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, follow } from '../../test/factories';
import { buildLog, buildPlan, loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';
import { clientFor } from './test-client';

const ctx = useTestApp();
const today = utcIsoDate();
beforeAll(() => loadWorkoutLibrary(ctx.db));

describe('activity and goals without logs: the spec fallback figures', () => {
  it.each([
    ['very_active', 8742, 2400, 72, 80, 90],
    ['extremely_active', 8742, 2400, 72, 80, 90],
    ['moderately_active', 6543, 2000, 45, 60, 70],
    ['lightly_active', 4321, 1800, 30, 40, 50],
    ['sedentary', 2500, 1500, 15, 20, 30],
  ])('%s: %i steps, %i kcal, %i min; workout %i%%, nutrition %i%%', async (level, steps, kcal, min, work, food) => {
    const { user, cookie } = await buildSignedInUser(ctx.db, { activityLevel: level });
    const activity = (await clientFor(ctx, cookie)('GET', `/api/users/${user.id}/activity`)).json();
    expect(activity).toMatchObject({ source: 'fallback', steps, calories: kcal, activeMinutes: min });
    expect(activity.sleepHours).toBeGreaterThan(7);
    const goals = (await clientFor(ctx, cookie)('GET', `/api/users/${user.id}/goals`)).json();
    expect(goals).toMatchObject({ source: 'fallback', workoutProgress: work, nutritionProgress: food });
    expect(goals.weightProgress).toBeGreaterThanOrEqual(50);
    expect(goals.weightProgress).toBeLessThanOrEqual(79);
  });

  it('uses the calorie formula and the weight-loss formula when height and weight are known', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db, {
      activityLevel: 'very_active',
      heightCm: 180,
      weightKg: 100,
      fitnessGoal: 'weight_loss',
    });
    const activity = (await clientFor(ctx, cookie)('GET', `/api/users/${user.id}/activity`)).json();
    expect(activity.calories).toBe(10 * 100 + 6.25 * 180 - 500);
    const goals = (await clientFor(ctx, cookie)('GET', `/api/users/${user.id}/goals`)).json();
    expect(goals.weightProgress).toBe(81);
  });
});

describe('activity and goals from logs', () => {
  it("counts today's and this week's workouts, minutes and calories, the streaks and the weekly target", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db, { activityLevel: 'very_active', weightKg: 60 });
    await buildPlan(ctx.db, user.id, { frequency: 2, active: true });
    const monday = weekStart(today);
    // The two weeks before this one reached the target of 2 days; this week has today only so far
    // (unless today is Monday, when the week's two logs are both today).
    for (const date of [addDays(monday, -14), addDays(monday, -12), addDays(monday, -7), addDays(monday, -5)]) {
      await buildLog(ctx.db, user.id, { date, durationMinutes: 30, weightKg: 60 });
    }
    await buildLog(ctx.db, user.id, { date: today, durationMinutes: 45, weightKg: 60 });
    await buildLog(ctx.db, user.id, { date: today, durationMinutes: 15, weightKg: 60 });
    const activity = (await clientFor(ctx, cookie)('GET', `/api/users/${user.id}/activity?today=${today}`)).json();
    // 5 MET x 60 kg: 45 min = 225 kcal, 15 min = 75 kcal.
    expect(activity).toMatchObject({
      source: 'logs',
      steps: null,
      sleepHours: null,
      activeMinutes: 60,
      calories: 300,
      week: { start: monday, workouts: 2, activeDays: 1, activeMinutes: 60, calories: 300, target: 2 },
      streak: { weeks: 2, days: 1 },
    });
    const goals = (await clientFor(ctx, cookie)('GET', `/api/users/${user.id}/goals?today=${today}`)).json();
    expect(goals).toEqual({
      source: 'logs',
      weightProgress: null,
      workoutProgress: 50,
      nutritionProgress: null,
      activeDaysThisWeek: 1,
      weeklyTarget: 2,
    });
  });

  it('nutrition progress comes from the meal diary: how close each logged day came to the calorie target', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db, { activityLevel: 'very_active', weightKg: 60 });
    await buildLog(ctx.db, user.id, { date: today, durationMinutes: 30, weightKg: 60 });
    const target = computeTargets(
      { weightKg: 60, heightCm: null, dateOfBirth: null, activityLevel: 'very_active', fitnessGoal: null },
      today,
    ).calories;
    // Today: two entries adding up to 80% of the target, so 80; no other day of the week logged.
    for (const share of [0.5, 0.3]) {
      await ctx.db.query(
        `insert into meal_logs (user_id, log_date, meal, food_name, grams, calories, protein, carbs, fat)
         values ($1, $2, 'lunch', 'Rice', 100, $3, 1, 1, 1)`,
        [user.id, today, Math.round(target * share * 10) / 10],
      );
    }
    const goals = (await clientFor(ctx, cookie)('GET', `/api/users/${user.id}/goals?today=${today}`)).json();
    expect(goals.nutritionProgress).toBe(80);
  });

  it('a member who logged once, long ago, gets zeros from logs, not the fallback', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db, { activityLevel: 'very_active' });
    await buildLog(ctx.db, user.id, { date: '2020-01-01' });
    const activity = (await clientFor(ctx, cookie)('GET', `/api/users/${user.id}/activity`)).json();
    expect(activity).toMatchObject({
      source: 'logs',
      steps: null,
      activeMinutes: 0,
      calories: 0,
      streak: { weeks: 0, days: 0 },
    });
    const goals = (await clientFor(ctx, cookie)('GET', `/api/users/${user.id}/goals`)).json();
    expect(goals).toMatchObject({ source: 'logs', workoutProgress: 0, weeklyTarget: 3 });
  });
});

describe('who sees activity and goals', () => {
  it("follows the 'workout activity' choice; 'fitness metrics' hides what height and weight reveal", async () => {
    const owner = await buildUser(ctx.db, {
      heightCm: 180,
      weightKg: 100,
      fitnessGoal: 'weight_loss',
      activityLevel: 'very_active',
    });
    const stranger = await buildSignedInUser(ctx.db);
    const friend = await buildSignedInUser(ctx.db);
    await follow(ctx.db, owner.id, friend.user.id);
    await follow(ctx.db, friend.user.id, owner.id);
    const get = (cookie: string, what: string) => clientFor(ctx, cookie)('GET', `/api/users/${owner.id}/${what}`);
    const hidden = await get(stranger.cookie, 'activity');
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().message).toBe(M.activityHidden);
    expect((await get(stranger.cookie, 'goals')).statusCode).toBe(403);
    // A friend sees activity (default: friends) but not the metrics (default: private).
    const seen = (await get(friend.cookie, 'activity')).json();
    expect(seen.calories).toBe(2400);
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    expect((await get(admin.cookie, 'activity')).json().calories).toBe(1625);
    expect((await get(admin.cookie, 'goals')).json().weightProgress).toBe(81);
  });

  it('answers 404 for an unknown member, 400 for a bad id or today, 401 for a visitor', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    expect((await clientFor(ctx, cookie)('GET', '/api/users/999999/goals')).statusCode).toBe(404);
    expect((await clientFor(ctx, cookie)('GET', '/api/users/abc/activity')).statusCode).toBe(400);
    expect((await clientFor(ctx, cookie)('GET', `/api/users/${user.id}/activity?today=2020-01-01`)).statusCode).toBe(
      400,
    );
    expect((await clientFor(ctx)('GET', `/api/users/${user.id}/activity`)).statusCode).toBe(401);
  });
});
