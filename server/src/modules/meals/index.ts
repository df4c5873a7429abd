import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { foodRoutes } from './food-routes';
import { generateRoutes } from './generate-routes';
import { logRoutes } from './log-routes';
import { planRoutes } from './plan-routes';
import { recipeRoutes } from './recipe-routes';
import { targetRoutes } from './target-routes';

/** The meals domain: meal plans, foods, meal logs and targets. Registers the domain's route files. */
export const mealsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(foodRoutes);
  await app.register(recipeRoutes);
  await app.register(planRoutes);
  await app.register(generateRoutes);
  await app.register(logRoutes);
  await app.register(targetRoutes);
};

// What other domains read: the day's nutrition against the one target (the goals' nutrition progress).
export { readDayNutrition } from './daily-target-repository';

// What other domains use: the admin area's default plan (a generated recommended day); the jobs'
// hourly purge of the diary's idempotency keys (forgotten after a week).
export { createDefaultMealPlan } from './default-plan';
export { purgeExpiredMealKeys } from './log-idempotency';
export { insertEntries } from './log-repository';
export { buildPlan as buildMealPlan } from './plan-builder';
export { insertPlan as insertMealPlan } from './plan-repository';
export { type MealPlanRow, presentPlan as presentMealPlan } from './presenter';
export { loadStarterFoods } from './starter-foods';
