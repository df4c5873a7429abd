import type { MealPlan } from '@common/schemas/meals';
import type { WorkoutPlan, WorkoutPlanSummary } from '@common/schemas/workouts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { auditOf, buildAdmin } from '../../test/factories/admin';
import { buildMealPlan, ensureStarterFoods } from '../../test/factories/meals';
import { loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
  await ensureStarterFoods(ctx.db);
});

const call = (method: 'GET' | 'POST', url: string, cookie: string) =>
  ctx.app.inject({ method, url, headers: { cookie } });

describe("'Create a Default Plan'", () => {
  it('creates a recommended workout plan from the sample week that members then see', async () => {
    const admin = await buildAdmin(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    const res = await call('POST', '/api/admin/workout-plans/default', admin.cookie);
    expect(res.statusCode).toBe(201);
    const plan = res.json<WorkoutPlan>();
    expect(plan).toMatchObject({ name: 'Default Full-Body Plan', curated: true, isActive: false, user: null });
    // Monday, Wednesday and Friday strength; Tuesday and Saturday cardio (the sample week).
    expect(plan.schedule.map((d) => [d.weekday, d.title])).toEqual([
      [1, 'Upper Body Strength'],
      [2, 'Cardio'],
      [3, 'Lower Body Strength'],
      [5, 'Upper Body Strength'],
      [6, 'Cardio'],
    ]);
    expect(plan.frequency).toBe(5);
    expect(plan.schedule[0].exercises[0]).toMatchObject({ name: 'Bench Press', sets: 3, reps: 10 });

    const recommended = (await call('GET', '/api/workout-plans/recommended', member.cookie)).json<
      WorkoutPlanSummary[]
    >();
    expect(recommended[0]).toMatchObject({ id: plan.id, name: 'Default Full-Body Plan' });
    const second = (await call('POST', '/api/admin/workout-plans/default', admin.cookie)).json<WorkoutPlan>();
    expect(second.name).toBe('Default Full-Body Plan 2');
    expect(await auditOf(ctx.db, 'workout_plan', plan.id)).toEqual([
      expect.objectContaining({
        action: 'workout_plan.create_default',
        actor_id: admin.user.id,
        target_label: plan.name,
      }),
    ]);

    const listed = (await call('GET', '/api/admin/workout-plans?q=full-body&limit=1', admin.cookie)).json<
      WorkoutPlanSummary[]
    >();
    expect(listed.map((p) => p.id)).toEqual([second.id]);
    const next = (await call('GET', `/api/admin/workout-plans?q=FULL-BODY&before=${second.id}`, admin.cookie)).json<
      WorkoutPlanSummary[]
    >();
    expect(next.map((p) => p.id)).toEqual([plan.id]);
    // The shipped recommended plans are there too; members' own plans are not.
    const all = (await call('GET', '/api/admin/workout-plans?limit=100', admin.cookie)).json<WorkoutPlanSummary[]>();
    expect(all.every((p) => p.curated)).toBe(true);
    expect(all.map((p) => p.name)).toContain('Strength Builder');
  });

  it('creates a recommended meal plan from the generator that members then see, and never makes it active', async () => {
    const admin = await buildAdmin(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    await buildMealPlan(ctx.db, admin.user.id, { name: 'Admin own plan' });
    const res = await call('POST', '/api/admin/meal-plans/default', admin.cookie);
    expect(res.statusCode).toBe(201);
    const plan = res.json<MealPlan>();
    expect(plan).toMatchObject({
      name: 'Default Balanced Meal Plan',
      curated: true,
      isActive: false,
      goal: 'maintenance',
    });
    expect(plan.meals.length).toBeGreaterThanOrEqual(3);
    expect(plan.calories).toBeGreaterThan(1000);
    expect(plan.meals.flatMap((m) => m.foods).every((f) => f.foodId !== null)).toBe(true);

    const curated = (await call('GET', '/api/meal-plans/curated', member.cookie)).json<MealPlan[]>();
    expect(curated[0]).toMatchObject({ id: plan.id, name: 'Default Balanced Meal Plan' });
    const second = (await call('POST', '/api/admin/meal-plans/default', admin.cookie)).json<MealPlan>();
    expect(second.name).toBe('Default Balanced Meal Plan 2');
    const listed = (await call('GET', '/api/admin/meal-plans?q=balanced', admin.cookie)).json<MealPlan[]>();
    expect(listed.map((p) => p.id)).toEqual([second.id, plan.id]);
    expect((await auditOf(ctx.db, 'meal_plan', plan.id)).map((e) => e.action)).toEqual(['meal_plan.create_default']);
  });
});
