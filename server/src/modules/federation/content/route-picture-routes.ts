import type { ActivitySeries } from '@common/schemas/activities';
import { fileSchema } from '@common/schemas/responses/common';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../../db/pool';
import { notFound } from '../../../lib/http-errors';
import { ACCESS } from '../../../lib/route-access';
import { readPublicActivity } from './activity-note';
import { drawRoutePicture } from './route-picture';

/** The route as everyone but the owner gets it (privacy zones cut, activities/page-payload.ts). */
async function publicRoute(db: Queryable, activityId: number): Promise<ActivitySeries | null> {
  const { rows } = await db.query<{ page_public: string }>(
    'select page_public from activity_tracks where activity_id = $1',
    [activityId],
  );
  return rows[0] ? (JSON.parse(rows[0].page_public) as { series: ActivitySeries }).series : null;
}

/**
 * GET /federation/route-pictures/{id}.png: the picture a federated activity's Note attaches.
 * Without a session (remote servers fetch it), so it answers only for what may leave the server:
 * a public activity of a member on the fediverse (federated-author.ts); 404 for anything else,
 * the same answer as for an activity that does not exist.
 */
export const federationContentRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/federation/route-pictures/:activityId(^\\d{1,15}).png',
    {
      schema: {
        ...ACCESS.public,
        hide: true,
        params: z.object({ activityId: z.coerce.number().int().positive() }),
        response: { 200: fileSchema('image/png', 'The route as others see it, drawn as a line.') },
      },
    },
    async (request, reply) => {
      const { activityId } = request.params as { activityId: number };
      // With FEDERATION_ENABLED=false nothing leaves for other servers, this picture neither.
      const activity = app.config.federation.enabled ? await readPublicActivity(app.db, activityId) : null;
      const route = activity?.has_route ? await publicRoute(app.db, activityId) : null;
      const png = route ? await drawRoutePicture(route) : null;
      if (!png) throw notFound();
      // Short-lived: a zone added or the activity made private must stop the picture soon.
      return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=300').send(png);
    },
  );
};
