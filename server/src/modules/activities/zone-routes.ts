import { ACTIVITY_MESSAGES as M } from '@common/activities-texts';
import { ACTIVITY_LIMITS, createZoneSchema } from '@common/schemas/activities';
import { idParamSchema } from '@common/schemas/paging';
import { privacyZoneListSchema, privacyZoneSchema } from '@common/schemas/responses/activities';
import { noContentSchema } from '@common/schemas/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/pool';
import { conflict, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { refreshPublicViews } from './previews';
import { deleteZone, insertZone, listZones } from './zones-repository';

/**
 * Privacy zones (Settings > Privacy). Adding or removing one redraws the member's feed thumbnails
 * in the same transaction; the pages filter on every read, so existing activities follow at once.
 */
export const zoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/privacy-zones', { schema: { response: { 200: privacyZoneListSchema } } }, async (request) => {
    const user = await requireUser(request);
    return listZones(app.db, user.id);
  });

  app.post(
    '/api/privacy-zones',
    { schema: { body: createZoneSchema, response: { 201: privacyZoneSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const zone = await transaction(app.db, async (tx) => {
        const created = await insertZone(tx, user.id, request.body, ACTIVITY_LIMITS.zonesMax);
        if (created) await refreshPublicViews(tx, user.id);
        return created;
      });
      if (!zone) throw conflict(M.zoneLimit);
      return reply.code(201).send(zone);
    },
  );

  app.delete(
    '/api/privacy-zones/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const deleted = await transaction(app.db, async (tx) => {
        const removed = await deleteZone(tx, user.id, request.params.id);
        if (removed) await refreshPublicViews(tx, user.id);
        return removed;
      });
      if (!deleted) throw notFound();
      return reply.code(204).send();
    },
  );
};
