import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityRoutes } from './activity-routes';
import { logRoutes } from './log-routes';
import { planRoutes } from './plan-routes';
import { shareRoutes } from './share-routes';
import { statsRoutes } from './stats-routes';
import { suggestionRoutes } from './suggestion-routes';

/** The workouts domain: workout plans, suggestions, logs, activity and goals. Registers the domain's route files. */
export const workoutsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(planRoutes);
  await app.register(suggestionRoutes);
  await app.register(logRoutes);
  await app.register(shareRoutes);
  await app.register(statsRoutes);
  await app.register(activityRoutes);
};
