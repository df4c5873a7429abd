import { PEOPLE_MESSAGES } from '@common/people-texts';
import {
  DATA_EXPORT_LIMIT,
  DATA_EXPORT_MESSAGES,
  dataExportLimitMessage,
  exportLinkSchema,
  exportQuerySchema,
} from '@common/schemas/data-export';
import { idParamSchema } from '@common/schemas/paging';
import { fileSchema } from '@common/schemas/responses/common';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound, tooManyRequests } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { assertIsSelf } from '../people';
import { findUserById } from '../users';
import { exportArchive } from './export-archive';
import { newExportLink, useExportLink } from './export-links';

/** One export counted against the member's hourly limit; 429 says how long to wait. */
async function countExport(app: FastifyInstance, userId: number): Promise<void> {
  const limit = await app.rateLimiter.hit(
    `data-export:${userId}`,
    DATA_EXPORT_LIMIT.perWindow,
    DATA_EXPORT_LIMIT.windowMs,
  );
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, dataExportLimitMessage(limit.retryAfterSeconds));
}

/**
 * Settings > Download my data: the member's data as one zip, streamed as it is written. The
 * member only (admins included get 403), 10 an hour. The Settings card first asks for a one-time
 * link (POST .../export/link: that is what counts, and a refusal shows in the page), then the
 * browser downloads from it; a plain GET without a link (scripts) counts itself.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/users/:id/export/link',
    { schema: { params: idParamSchema, response: { 200: exportLinkSchema } } },
    async (request) => {
      const viewer = await requireUser(request);
      assertIsSelf(viewer, request.params.id);
      await countExport(app, viewer.id);
      return newExportLink(app, viewer.id);
    },
  );

  app.get(
    '/api/users/:id/export',
    {
      schema: {
        params: idParamSchema,
        querystring: exportQuerySchema,
        response: { 200: fileSchema('application/zip', "The member's data archive.") },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      assertIsSelf(viewer, request.params.id);
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw notFound(PEOPLE_MESSAGES.userNotFound);
      const { link } = request.query;
      if (link === undefined) await countExport(app, user.id);
      else if (!(await useExportLink(app, user.id, link))) throw forbidden(DATA_EXPORT_MESSAGES.linkInvalid);
      const archive = await exportArchive(app, user);
      const day = new Date().toISOString().slice(0, 10);
      request.log.info({ userId: user.id }, 'data export started');
      return reply
        .header('content-disposition', `attachment; filename="fitcircle-${user.username}-${day}.zip"`)
        .header('cache-control', 'no-store')
        .type('application/zip')
        .send(archive);
    },
  );
};
