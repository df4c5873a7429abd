import { generateMealPlan } from '@common/nutrition/generate-plan';
import { type GeneratedMealPlan, generatePlanSchema } from '@common/schemas/meals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { starterFoodIds } from './food-repository';
import { freshProfile, targetsFor, todayIn } from './nutrition-targets';
import { GENERATION_RECIPES } from './recipe-catalog';

// 'Meal Plan Generated': a day built from the curated recipes for the chosen goal, portioned to
// the member's targets (common/nutrition/generate-plan.ts). Nothing is saved: the member looks at
// it and saves it with POST /api/meal-plans if they like it.
export const generateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/meal-plans/generate', { schema: { body: generatePlanSchema } }, async (request) => {
    const user = await requireUser(request);
    const { goal, variant } = request.body;
    const targets = targetsFor(await freshProfile(app.db, user.id), todayIn(undefined), goal);
    const plan = generateMealPlan({ goal, targets, recipes: GENERATION_RECIPES, variant });
    const ids = await starterFoodIds(app.db, [...new Set(plan.meals.flatMap((m) => m.foods.map((f) => f.foodKey)))]);
    const result: GeneratedMealPlan = {
      name: plan.name,
      description: plan.description,
      goal,
      ...plan.totals,
      meals: plan.meals.map(({ meal, foods, calories, protein, carbs, fat }) => ({
        meal,
        foods: foods.map((f) => ({
          foodId: ids.get(f.foodKey) ?? null,
          name: f.name,
          grams: f.grams,
          calories: f.calories,
          protein: f.protein,
          carbs: f.carbs,
          fat: f.fat,
        })),
        calories,
        protein,
        carbs,
        fat,
      })),
      recipes: plan.recipes,
      targets: { calories: targets.calories, protein: targets.protein, carbs: targets.carbs, fat: targets.fat },
      variant,
    };
    return result;
  });
};
