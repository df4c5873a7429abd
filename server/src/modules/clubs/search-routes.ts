import { challengeSearchQuerySchema } from '@common/schemas/challenge-search';
import { challengeListSchema } from '@common/schemas/responses/challenges';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { viewerOf } from '../access';
import { searchChallenges } from './search-challenges-repository';

/**
 * Finding challenges from the header search (issue 34). Clubs are searched with GET /api/clubs?q=,
 * which already leaves out private clubs the viewer is not in; challenges need their own route
 * because GET /api/challenges lists only the public ones still running.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/challenges/search',
    { schema: { querystring: challengeSearchQuerySchema, response: { 200: challengeListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return searchChallenges(app.db, viewerOf(user), request.query);
    },
  );
};
