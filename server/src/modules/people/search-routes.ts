import { searchUsersQuerySchema } from '@common/schemas/people';
import { personCardListSchema } from '@common/schemas/responses/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { presentPerson } from './people-presenter';
import { viewerOf } from './policies';
import { searchPeople } from './search-repository';

/**
 * People search (spec section 7): the top matches by name or username, carrying isFollowing (a
 * ranked search, not a list to page through). A blank query answers [] without a query.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search/users',
    { schema: { querystring: searchUsersQuerySchema, response: { 200: personCardListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const text = request.query.q.trim();
      if (!text) return [];
      return (await searchPeople(app.db, viewerOf(user), text, request.query.limit)).map(presentPerson);
    },
  );
};
