import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The workouts domain: workout plans, suggestions, exercise library, logs, activity and goals. Registers the domain's route files. */
export const workoutsModule: FastifyPluginAsyncZod = async (_app) => {};
