import { generationProtein, planningBasis } from '@common/nutrition/daily-target';
import { generateMealPlan } from '@common/nutrition/generate-plan';
import { type GeneratedMealPlan, generatePlanSchema } from '@common/schemas/meals';
import { generatedMealPlanSchema } from '@common/schemas/responses/meals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { findOwnTarget } from './daily-target-repository';
import { starterFoodIds } from './food-repository';
import { estimateFor, freshProfile, todayIn } from './nutrition-targets';
import { GENERATION_RECIPES } from './recipe-catalog';

// 'Meal Plan Generated': a day built from the curated recipes for the chosen goal, portioned to
// the member's own target, else the estimate for the goal, and says which (common/nutrition/
// daily-target.ts planningBasis). With their own target the goal chooses the recipes, never the
// energy: no surplus is added to the calories they set. Nothing is saved: the member looks at it
// and saves it with POST /api/meal-plans if they like it.
export const generateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/meal-plans/generate',
    { schema: { body: generatePlanSchema, response: { 200: generatedMealPlanSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const { goal, variant } = request.body;
      const [own, profile] = await Promise.all([findOwnTarget(app.db, user.id), freshProfile(app.db, user.id)]);
      const estimate = estimateFor(profile, todayIn(undefined), goal);
      const targets = planningBasis(own, estimate);
      // Recipes are chosen for a protein share; without a protein target of their own that share
      // is the estimate's, used here only: the answer's `targets` keeps their protein as null.
      const protein = generationProtein(targets, estimate);
      const plan = generateMealPlan({
        goal,
        targets: { calories: targets.calories, protein },
        recipes: GENERATION_RECIPES,
        variant,
      });
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
        targets,
        variant,
      };
      return result;
    },
  );
};
