import { placeQuerySchema } from '@common/schemas/place-query';
import { isPlaceQueryLongEnough } from '@common/schemas/places';
import { placeListSchema } from '@common/schemas/responses/more';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { gazetteer } from './gazetteer';

/**
 * GET /api/places?q=: city autocomplete for the composer's location field (D7), served from the
 * bundled gazetteer in memory. Signed-in members only; under 2 characters answers [] (the spec's
 * autocomplete starts at 2, so a shorter query is not an error, just nothing to suggest yet).
 */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/places',
    { schema: { querystring: placeQuerySchema, response: { 200: placeListSchema } } },
    async (request) => {
      await requireUser(request);
      const { q, limit } = request.query;
      if (!isPlaceQueryLongEnough(q)) return [];
      return gazetteer().search(q, limit);
    },
  );
};
