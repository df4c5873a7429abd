import { badgeQueueQuerySchema, refuseBadgeBodySchema } from '@common/schemas/badges';
import { idParamSchema } from '@common/schemas/paging';
import { badgeRequestListSchema, badgeRequestSchema } from '@common/schemas/responses/more';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/session';
import { grantRequest, refuseRequest } from './decisions';
import { presentRequest } from './presenter';
import { findRequest, listQueue } from './repository';

/** The admin dashboard's Badge requests tab: the queue, grant and refuse (admins only: 401/403 otherwise). */
export const badgeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/badge-requests',
    { schema: { querystring: badgeQueueQuerySchema, response: { 200: badgeRequestListSchema } } },
    async (request) => {
      await requireAdmin(request);
      return (await listQueue(app.db, request.query)).map((row) => presentRequest(row, true));
    },
  );

  app.post(
    '/api/admin/badge-requests/:id/grant',
    { schema: { params: idParamSchema, response: { 200: badgeRequestSchema } } },
    async (request) => {
      const admin = await requireAdmin(request);
      await grantRequest(app, admin, request.params.id);
      return presentRequest((await findRequest(app.db, request.params.id))!, true);
    },
  );

  // The body (a reason) is optional: a bodiless POST arrives as null.
  app.post(
    '/api/admin/badge-requests/:id/refuse',
    { schema: { params: idParamSchema, body: refuseBadgeBodySchema.nullish(), response: { 200: badgeRequestSchema } } },
    async (request) => {
      const admin = await requireAdmin(request);
      await refuseRequest(app, admin, request.params.id, request.body?.reason ?? null);
      return presentRequest((await findRequest(app.db, request.params.id))!, true);
    },
  );
};
