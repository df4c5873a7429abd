import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The meals domain: meal plans, foods, meal logs and targets. Registers the domain's route files. */
export const mealsModule: FastifyPluginAsyncZod = async (_app) => {};
