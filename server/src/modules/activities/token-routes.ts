import { ACTIVITY_MESSAGES as M } from '@common/activities-texts';
import { ACTIVITY_LIMITS, createTokenSchema } from '@common/schemas/activities';
import { idParamSchema } from '@common/schemas/paging';
import { apiTokenListSchema, createdApiTokenSchema } from '@common/schemas/responses/activities';
import { noContentSchema } from '@common/schemas/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/pool';
import { conflict, notFound } from '../../lib/http-errors';
import { requireRecentSignIn, requireUser } from '../../plugins/session';
import { createToken, listTokens, revokeToken } from './tokens-repository';

/**
 * Personal API tokens (Settings > API tokens). Managed with the session only: a token cannot
 * create or list tokens. The secret is in the creation answer and nowhere else, ever.
 */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/api-tokens', { schema: { response: { 200: apiTokenListSchema } } }, async (request) => {
    const user = await requireUser(request);
    return listTokens(app.db, user.id);
  });

  app.post(
    '/api/api-tokens',
    { schema: { body: createTokenSchema, response: { 201: createdApiTokenSchema } } },
    async (request, reply) => {
      // A new credential: only from a sign-in (or a confirmed password or passkey) of the last 10 minutes.
      const user = await requireRecentSignIn(request);
      const token = await transaction(app.db, (tx) =>
        createToken(tx, user.id, request.body.name, ACTIVITY_LIMITS.tokensMax),
      );
      if (!token) throw conflict(M.tokenLimit);
      return reply.code(201).header('cache-control', 'no-store').send(token);
    },
  );

  app.delete(
    '/api/api-tokens/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!(await revokeToken(app.db, user.id, request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );
};
