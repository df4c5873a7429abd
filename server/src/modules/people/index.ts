import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The people domain: profiles, follows, search, suggestions, settings, account. Registers the domain's route files. */
export const peopleModule: FastifyPluginAsyncZod = async (_app) => {};
