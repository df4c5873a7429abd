import type { MapConfig } from '@common/schemas/gyms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';

/** The map's tile source comes from configuration (MAP_TILE_URL, MAP_TILE_ATTRIBUTION; D7). */
export const mapConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/config/map', async (request, reply): Promise<MapConfig> => {
    await requireUser(request);
    reply.header('cache-control', 'private, max-age=300');
    return { tileUrl: app.config.mapTileUrl, attribution: app.config.mapTileAttribution };
  });
};
