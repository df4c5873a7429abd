import { SAMPLE_TODAY, SAMPLE_WEEK } from '@common/fitness/sample-week';
import { generateMealPlan } from '@common/nutrition/generate-plan';
import { computeTargets } from '@common/nutrition/targets';
import type { MealPlan } from '@common/schemas/meals';
import type { WorkoutPlan } from '@common/schemas/workouts';
import type { FastifyInstance } from 'fastify';
import { transaction } from '../../db/pool';
import { starterFoodIds } from '../meals/food-repository';
import { buildPlan } from '../meals/plan-builder';
import { insertPlan as insertMealPlan } from '../meals/plan-repository';
import { presentPlan as presentMealPlan } from '../meals/presenter';
import { GENERATION_RECIPES } from '../meals/recipe-catalog';
import { planWithSchedule } from '../workouts/plan-helpers';
import { insertPlan as insertWorkoutPlan, replaceSchedule } from '../workouts/plan-writes';
import { type AuditActor, recordAudit } from './audit-repository';
import { nextDefaultName } from './plans-repository';

// 'Create a Default Plan' (spec section 2, Admin Dashboard): a recommended plan every member then
// sees, built from what the app already knows (the sample week, the curated exercises, the
// recipe generator), never typed in by hand.

const LOWER_BODY = [
  { name: 'Back Squat', sets: 3, reps: 8 },
  { name: 'Romanian Deadlift', sets: 3, reps: 10 },
  { name: 'Walking Lunge', sets: 3, reps: 12 },
  { name: 'Standing Calf Raise', sets: 3, reps: 15 },
  { name: 'Plank', sets: 3, durationSeconds: 45 },
];
const CARDIO = [{ name: 'Running', sets: 1, durationSeconds: 30 * 60 }];

/** The sample week's pattern: strength days alternate upper and lower body, cardio days run. */
function defaultWeek() {
  let strengthDay = 0;
  return SAMPLE_WEEK.filter((d) => d.focus !== 'rest').map(({ weekday, focus }) => {
    if (focus === 'cardio') return { weekday, title: 'Cardio', exercises: CARDIO };
    const upper = strengthDay++ % 2 === 0;
    return upper
      ? { weekday, title: SAMPLE_TODAY.title, exercises: SAMPLE_TODAY.exercises }
      : { weekday, title: 'Lower Body Strength', exercises: LOWER_BODY };
  });
}

export async function createDefaultWorkoutPlan(app: FastifyInstance, actor: AuditActor): Promise<WorkoutPlan> {
  const week = defaultWeek();
  const names = [...new Set(week.flatMap((d) => d.exercises.map((e) => e.name)))];
  const { rows } = await app.db.query<{ id: number; name: string }>(
    'select id, name from exercises where user_id is null and name = any($1)',
    [names],
  );
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  const missing = names.filter((n) => !idOf.has(n));
  // The library is loaded at start; a missing name is a broken deployment, not a request error.
  if (missing.length > 0) throw new Error(`default plan: not in the exercise library: ${missing.join(', ')}`);
  const name = await nextDefaultName(app.db, 'workout_plans', 'Default Full-Body Plan');
  const planId = await transaction(app.db, async (tx) => {
    const id = await insertWorkoutPlan(tx, null, {
      name,
      description: `A balanced week for everyone: ${SAMPLE_TODAY.minutes}-minute upper and lower body strength days, two cardio days and rest in between.`,
      level: 'beginner',
      goal: 'strength',
      frequency: week.length,
      durationWeeks: 8,
      minutesPerSession: SAMPLE_TODAY.minutes,
      curated: true,
    });
    await replaceSchedule(
      tx,
      id,
      week.map((day) => ({
        weekday: day.weekday,
        title: day.title,
        exercises: day.exercises.map(({ name: exercise, ...target }) => ({
          exerciseId: idOf.get(exercise)!,
          ...target,
        })),
      })),
    );
    await recordAudit(tx, actor, 'workout_plan.create_default', { type: 'workout_plan', id, label: name });
    return id;
  });
  return planWithSchedule(app.db, planId);
}

/**
 * A generated day for the 'maintenance' goal and an average adult's targets (the generator's
 * defaults for a profile with no figures). Meal plans need an owner: the admin, with curated set.
 */
export async function createDefaultMealPlan(app: FastifyInstance, actor: AuditActor): Promise<MealPlan> {
  const goal = 'maintenance';
  const targets = computeTargets(
    { weightKg: null, heightCm: null, dateOfBirth: null, activityLevel: null, fitnessGoal: null },
    new Date().toISOString().slice(0, 10),
    goal,
  );
  const generated = generateMealPlan({ goal, targets, recipes: GENERATION_RECIPES });
  const slugs = [...new Set(generated.meals.flatMap((m) => m.foods.map((f) => f.foodKey)))];
  const ids = await starterFoodIds(app.db, slugs);
  const missing = slugs.filter((s) => !ids.has(s));
  if (missing.length > 0) throw new Error(`default meal plan: starter foods not loaded: ${missing.join(', ')}`);
  const name = await nextDefaultName(app.db, 'meal_plans', 'Default Balanced Meal Plan');
  const recipes = generated.recipes.map((r) => r.recipeName).join(', ');
  const description = `A balanced ${targets.calories} kcal day for an average adult: ${recipes}.`;
  // buildPlan recomputes every figure from the foods table, as for any saved plan.
  const built = await buildPlan(app.db, actor.id, {
    name,
    description,
    goal,
    meals: generated.meals.map((m) => ({
      meal: m.meal,
      foods: m.foods.map((f) => ({ foodId: ids.get(f.foodKey)!, grams: f.grams })),
    })),
  });
  const row = await transaction(app.db, async (tx) => {
    const inserted = await insertMealPlan(tx, actor.id, { name, description, goal, curated: true, ...built });
    await recordAudit(tx, actor, 'meal_plan.create_default', { type: 'meal_plan', id: inserted.id, label: name });
    return inserted;
  });
  return presentMealPlan(row);
}
