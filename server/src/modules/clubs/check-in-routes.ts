import { CLUB_MESSAGES as M } from '@common/clubs-texts';
import { checkInSchema as checkInInputSchema } from '@common/schemas/clubs';
import { idParamSchema } from '@common/schemas/paging';
import { checkInSchema, gymPresenceListSchema, myCheckInSchema } from '@common/schemas/responses/clubs';
import { noContentSchema } from '@common/schemas/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/pool';
import { notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { checkIn, checkOut, myCheckIn, presentNow } from './check-ins-repository';
import { gymExists } from './repository';

/** "I'm here" at a gym (issue 34, D14): check in, leave, and who of the member's people is there now. */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/gyms/:id/check-in',
    { schema: { params: idParamSchema, body: checkInInputSchema, response: { 201: checkInSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!(await gymExists(app.db, request.params.id))) throw notFound(M.gymNotFound);
      const made = await transaction(app.db, (tx) => checkIn(tx, user.id, request.params.id, request.body.audience));
      return reply.code(201).send(made);
    },
  );

  app.delete(
    '/api/gyms/:id/check-in',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!(await checkOut(app.db, user.id, request.params.id))) throw notFound(M.notCheckedIn);
      return reply.code(204).send();
    },
  );

  app.get('/api/check-ins/mine', { schema: { response: { 200: myCheckInSchema } } }, async (request) => {
    const user = await requireUser(request);
    return { checkIn: await myCheckIn(app.db, user.id) };
  });

  /** The people the member may see checked in anywhere now (the dashboard card). */
  app.get('/api/check-ins/following', { schema: { response: { 200: gymPresenceListSchema } } }, async (request) => {
    const user = await requireUser(request);
    return presentNow(app.db, user.id, null);
  });

  app.get(
    '/api/gyms/:id/here',
    { schema: { params: idParamSchema, response: { 200: gymPresenceListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      if (!(await gymExists(app.db, request.params.id))) throw notFound(M.gymNotFound);
      return presentNow(app.db, user.id, request.params.id);
    },
  );
};
