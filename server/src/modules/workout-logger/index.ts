import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workoutLoggerRoutes } from './routes';

/**
 * What the workout logger asks besides logs (issue 16): last time per exercise, favourite and
 * recent exercises. Its own module because it is its own capability; it reads the workouts
 * domain's tables and owns exercise_favourites.
 */
export const workoutLoggerModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(workoutLoggerRoutes);
};
