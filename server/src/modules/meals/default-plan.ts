import { generateMealPlan } from '@common/nutrition/generate-plan';
import { computeTargets } from '@common/nutrition/targets';
import type { MealPlan } from '@common/schemas/meals';
import type { FastifyInstance } from 'fastify';
import { nextDefaultName } from '../../db/next-default-name';
import { transaction } from '../../db/pool';
import { type AuditActor, recordAudit } from '../audit';
import { starterFoodIds } from './food-repository';
import { buildPlan } from './plan-builder';
import { insertPlan as insertMealPlan } from './plan-repository';
import { presentPlan as presentMealPlan } from './presenter';
import { GENERATION_RECIPES } from './recipe-catalog';

// 'Create a Default Plan' (spec section 2, Admin Dashboard), meals' half: a generated recommended
// day every member then sees.

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
