import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The gyms domain: gyms and home gyms. Registers the domain's route files. */
export const gymsModule: FastifyPluginAsyncZod = async (_app) => {};
