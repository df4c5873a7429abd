import { PEOPLE_MESSAGES } from '@common/people-texts';
import { idParamSchema } from '@common/schemas/paging';
import { fileSchema } from '@common/schemas/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, tooManyRequests } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { assertIsSelf } from '../people';
import { findUserById } from '../users';
import { exportArchive } from './export-archive';

const EXPORTS_PER_HOUR = 10;

/**
 * GET /api/users/{id}/export (Settings > Download my data): the member's data as one zip, streamed
 * as it is written. The member only (admins included get 403), 10 an hour.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/:id/export',
    {
      schema: { params: idParamSchema, response: { 200: fileSchema('application/zip', "The member's data archive.") } },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      assertIsSelf(viewer, request.params.id);
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw notFound(PEOPLE_MESSAGES.userNotFound);
      const limit = await app.rateLimiter.hit(`data-export:${user.id}`, EXPORTS_PER_HOUR, 60 * 60_000);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
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
