import { PEOPLE_MESSAGES } from '@common/people-texts';
import { searchUsersQuerySchema } from '@common/schemas/people';
import { personCardListSchema } from '@common/schemas/responses/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { presentPerson } from './people-presenter';
import { viewerOf } from './policies';
import { searchPeople } from './search-repository';

/**
 * People search (spec section 7): matches by name or username, best first, carrying isFollowing,
 * a page at a time (`before`: the last member of the page before; 400 once that member is gone).
 * A blank query answers [].
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search/users',
    {
      schema: {
        description:
          'Members whose name or username holds `q`, best match first, a page at a time: `before` is the ' +
          'id of the last member of the page before, and the next page goes on after them in the ranking. ' +
          'A page shorter than `limit` is the last. When the member `before` names no longer exists (their ' +
          'account was deleted between two pages), the answer is a 400 naming `before`: search again from ' +
          'the first page.',
        querystring: searchUsersQuerySchema,
        response: { 200: personCardListSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const text = request.query.q.trim();
      if (!text) return [];
      const { limit, before } = request.query;
      const found = await searchPeople(app.db, viewerOf(user), text, limit, before);
      if (found === 'before gone') {
        throw badRequest(PEOPLE_MESSAGES.searchBeforeGone, { before: PEOPLE_MESSAGES.searchBeforeGone });
      }
      return found.map(presentPerson);
    },
  );
};
