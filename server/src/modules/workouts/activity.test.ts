import { addDays, utcIsoDate, weekStart } from '@common/fitness/dates';
import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser, follow } from '../../test/factories';
import { buildLog, buildPlan, loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const today = utcIsoDate();
beforeAll(() => loadWorkoutLibrary(ctx.db));

describe('activity and goals of a member with no data: nothing invented (D6 revised)', () => {
  it.each(['very_active', 'sedentary', null])(
    '%s: no typical day, no assumed target, no made-up progress',
    async (activityLevel) => {
      const { user, cookie } = await buildSignedInUser(ctx.db, { activityLevel, heightCm: 180, weightKg: 80 });
      const activity = (await apiAs(ctx, cookie).get(`/api/users/${user.id}/activity?today=${today}`)).json();
      expect(activity).toEqual({
        source: 'none',
        steps: null,
        calories: 0,
        activeMinutes: 0,
        sleepHours: null,
        week: { start: weekStart(today), workouts: 0, activeDays: 0, activeMinutes: 0, calories: 0, target: null },
        streak: { weeks: 0, days: 0 },
      });
      const goals = (await apiAs(ctx, cookie).get(`/api/users/${user.id}/goals?today=${today}`)).json();
      expect(goals).toEqual({
        source: 'none',
        weightProgress: null,
        workoutProgress: null,
        nutritionProgress: null,
        activeDaysThisWeek: 0,
        weeklyTarget: null,
        nutrition: { date: today, target: null, eaten: { calories: 0, protein: 0, carbs: 0, fat: 0 }, percent: null },
      });
    },
  );

  it("weight progress is measured from the member's own height and weight, for the weight-loss goal only", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db, {
      heightCm: 180,
      weightKg: 100,
      fitnessGoal: 'weight_loss',
    });
    const goals = (await apiAs(ctx, cookie).get(`/api/users/${user.id}/goals`)).json();
    expect(goals.weightProgress).toBe(81);
    expect(goals.workoutProgress).toBeNull();
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
    const activity = (await apiAs(ctx, cookie).get(`/api/users/${user.id}/activity?today=${today}`)).json();
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
    const goals = (await apiAs(ctx, cookie).get(`/api/users/${user.id}/goals?today=${today}`)).json();
    expect(goals).toMatchObject({
      source: 'logs',
      weightProgress: null,
      workoutProgress: 50,
      nutritionProgress: null,
      activeDaysThisWeek: 1,
      weeklyTarget: 2,
      nutrition: { target: null, percent: null },
    });
  });

  it("nutrition progress is today's calories against the member's own target, the diary's figure", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db, { activityLevel: 'very_active', weightKg: 60 });
    await apiAs(ctx, cookie).put('/api/nutrition/target', { calories: 2000 });
    // Today: two entries adding up to 1,600 kcal, 80% of 2,000; yesterday's meals do not count.
    for (const [date, calories] of [
      [today, 1000],
      [today, 600],
      [addDays(today, -1), 900],
    ] as const) {
      await ctx.db.query(
        `insert into meal_logs (user_id, log_date, meal, food_name, grams, calories, protein, carbs, fat)
         values ($1, $2, 'lunch', 'Rice', 100, $3, 1, 1, 1)`,
        [user.id, date, calories],
      );
    }
    const goals = (await apiAs(ctx, cookie).get(`/api/users/${user.id}/goals?today=${today}`)).json();
    expect(goals.nutritionProgress).toBe(80);
    expect(goals.nutrition).toMatchObject({ target: { source: 'own', calories: 2000 }, percent: 80 });
  });

  it('estimates no calories for a member who gave no body weight, rather than assume one', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const bench = await ctx.db.query<{ id: number }>(
      `select id from exercises where name = 'Bench Press' and user_id is null`,
    );
    const logged = await apiAs(ctx, cookie).post('/api/workout-logs', {
      date: today,
      durationMinutes: 60,
      exercises: [{ exerciseId: bench.rows[0].id, sets: [{ reps: 5, weightKg: 40 }] }],
    });
    expect(logged.json().estimatedCalories).toBeNull();
    const activity = (await apiAs(ctx, cookie).get(`/api/users/${user.id}/activity?today=${today}`)).json();
    expect(activity).toMatchObject({ source: 'logs', calories: null, activeMinutes: 60, week: { calories: null } });
  });

  it('a member who logged once, long ago, gets zeros from logs and no assumed weekly target', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db, { activityLevel: 'very_active' });
    await buildLog(ctx.db, user.id, { date: '2020-01-01' });
    const activity = (await apiAs(ctx, cookie).get(`/api/users/${user.id}/activity`)).json();
    expect(activity).toMatchObject({
      source: 'logs',
      steps: null,
      activeMinutes: 0,
      calories: 0,
      streak: { weeks: 0, days: 0 },
    });
    const goals = (await apiAs(ctx, cookie).get(`/api/users/${user.id}/goals`)).json();
    expect(goals).toMatchObject({ source: 'logs', workoutProgress: null, weeklyTarget: null });
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
    const get = (cookie: string, what: string) => apiAs(ctx, cookie).get(`/api/users/${owner.id}/${what}`);
    const hidden = await get(stranger.cookie, 'activity');
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().message).toBe(M.activityHidden);
    expect((await get(stranger.cookie, 'goals')).statusCode).toBe(403);
    // A friend sees activity and goals (default: friends) but not the metrics (default: private),
    // nor the food diary's figures (only ever the member's and admins').
    expect((await get(friend.cookie, 'activity')).json().source).toBe('none');
    const friendGoals = (await get(friend.cookie, 'goals')).json();
    expect(friendGoals).toMatchObject({ weightProgress: null, nutrition: null, nutritionProgress: null });
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    expect((await get(admin.cookie, 'goals')).json()).toMatchObject({
      weightProgress: 81,
      nutrition: { target: null },
    });
  });

  it('answers 404 for an unknown member, 400 for a bad id or today, 401 for a visitor', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    expect((await apiAs(ctx, cookie).get('/api/users/999999/goals')).statusCode).toBe(404);
    expect((await apiAs(ctx, cookie).get('/api/users/abc/activity')).statusCode).toBe(400);
    expect((await apiAs(ctx, cookie).get(`/api/users/${user.id}/activity?today=2020-01-01`)).statusCode).toBe(400);
    expect((await apiAs(ctx).get(`/api/users/${user.id}/activity`)).statusCode).toBe(401);
  });
});
