import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { foodRoutes } from './food-routes';
import { generateRoutes } from './generate-routes';
import { logRoutes } from './log-routes';
import { planRoutes } from './plan-routes';
import { recipeRoutes } from './recipe-routes';

/** The meals domain: meal plans, foods, meal logs and targets. Registers the domain's route files. */
export const mealsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(foodRoutes);
  await app.register(recipeRoutes);
  await app.register(planRoutes);
  await app.register(generateRoutes);
  await app.register(logRoutes);
};
