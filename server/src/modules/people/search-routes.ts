import { searchUsersQuerySchema } from '@common/schemas/people';
import { personCardListSchema } from '@common/schemas/responses/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { presentPerson } from './people-presenter';
import { viewerOf } from './policies';
import { searchPeople } from './search-repository';

/**
 * People search (spec section 7): matches by name or username, best first, carrying isFollowing,
 * a page at a time (`before`: the last member of the page before). A blank query answers [].
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search/users',
    { schema: { querystring: searchUsersQuerySchema, response: { 200: personCardListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const text = request.query.q.trim();
      if (!text) return [];
      const { limit, before } = request.query;
      return (await searchPeople(app.db, viewerOf(user), text, limit, before)).map(presentPerson);
    },
  );
};
