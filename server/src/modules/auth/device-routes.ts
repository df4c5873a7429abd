import { pageQuerySchema } from '@common/schemas/paging';
import { noContentSchema } from '@common/schemas/responses/common';
import { deviceSessionListSchema } from '@common/schemas/responses/security';
import { sessionIdParamSchema } from '@common/schemas/security';
import { SECURITY_MESSAGES as M } from '@common/security-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { clearSessionCookie, requireUser } from '../../plugins/session';
import { deleteSessionById, deleteUserSessions, listSessions } from '../sessions';
import { presentDeviceSession } from './device-presenter';

/**
 * Settings → Security → Devices (issue 35, point 3). Ending a session deletes its row: the
 * database announces it (migration 0012) and every instance refuses the session at its next
 * request, and its open sockets close at once (each socket knows the session it was opened with).
 */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/account/sessions',
    { schema: { querystring: pageQuerySchema, response: { 200: deviceSessionListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return (await listSessions(app.db, user.id, user.session_hash, request.query)).map(presentDeviceSession);
    },
  );

  app.delete(
    '/api/account/sessions/:id',
    { schema: { params: sessionIdParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const ended = await deleteSessionById(app.db, user.id, request.params.id);
      if (!ended) throw notFound(M.sessionNotFound);
      await app.realtime.endSessions(user.id, { only: ended.hash });
      if (ended.hash === user.session_hash) clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  );

  /** "Sign out of all other devices": every session but this one. */
  app.delete('/api/account/sessions', { schema: { response: { 204: noContentSchema } } }, async (request, reply) => {
    const user = await requireUser(request);
    await deleteUserSessions(app.db, user.id, user.session_hash);
    await app.realtime.endSessions(user.id, { except: user.session_hash });
    return reply.code(204).send();
  });
};
