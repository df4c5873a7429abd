import type { MapConfig } from '@common/schemas/gyms';
import { mapConfigSchema } from '@common/schemas/responses/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';

/** The map's tile source comes from configuration (MAP_TILE_URL, MAP_TILE_ATTRIBUTION; D7). */
export const mapConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config/map',
    { schema: { response: { 200: mapConfigSchema } } },
    async (request, reply): Promise<MapConfig> => {
      await requireUser(request);
      reply.header('cache-control', 'private, max-age=300');
      return { tileUrl: app.config.mapTileUrl, attribution: app.config.mapTileAttribution };
    },
  );
};
