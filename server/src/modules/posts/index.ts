import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The posts domain: posts, likes, comments, bookmarks, places. Registers the domain's route files. */
export const postsModule: FastifyPluginAsyncZod = async (_app) => {};
