import { suggestionsQuerySchema } from '@common/schemas/people';
import { suggestedPersonListSchema } from '@common/schemas/responses/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { presentSuggestion } from './people-presenter';
import { viewerOf } from './policies';
import { suggestPeople } from './suggestions-repository';

/** GET /api/follows/suggested (friends list, dashboard) and GET /api/suggested-users?limit=10: one ranking. */
export const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of ['/api/follows/suggested', '/api/suggested-users']) {
    app.get(
      path,
      { schema: { querystring: suggestionsQuerySchema, response: { 200: suggestedPersonListSchema } } },
      async (request) => {
        const user = await requireUser(request);
        return (await suggestPeople(app.db, viewerOf(user), request.query.limit)).map(presentSuggestion);
      },
    );
  }
};
