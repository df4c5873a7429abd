import { MODERATION_MESSAGES } from '@common/admin-texts';
import { PEOPLE_MESSAGES } from '@common/people-texts';
import { idParamSchema, pageQuerySchema } from '@common/schemas/paging';
import { followBodySchema, userIdParamSchema } from '@common/schemas/people';
import { noContentSchema } from '@common/schemas/responses/common';
import { followCountsSchema, followListSchema, followResultSchema } from '@common/schemas/responses/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { hasBlocked } from '../moderation';
import { notifyOrLog, withdrawUndone } from '../notifications';
import { deleteFollow, insertFollow, listFollows, userExists } from './follows-repository';
import { presentCounts, presentFollow, presentFollowItem } from './people-presenter';
import { findFollowCounts } from './profile-repository';

/**
 * Follows (spec section 7, D4): both path families, the follower always the session user,
 * self-follow refused, following twice idempotent. Follow answers 201 when new, 200 when it was
 * already there; unfollow answers 204 either way.
 */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  async function follow(followerId: number, followingId: number) {
    if (followerId === followingId) {
      throw badRequest(PEOPLE_MESSAGES.cannotFollowSelf, { followingId: PEOPLE_MESSAGES.cannotFollowSelf });
    }
    // A second try sees a follow that a concurrent request committed after this statement's
    // snapshot (its insert then did nothing and its select saw nothing).
    const row =
      (await insertFollow(app.db, followerId, followingId)) ?? (await insertFollow(app.db, followerId, followingId));
    if (!row) {
      // Refused. The member's own block (issue 9) is 403, saying why; to a member blocked by the
      // other, that member does not exist (404, as their profile answers): the block is not told.
      // An unknown or suspended member is 404 too.
      if (await hasBlocked(app.db, followerId, followingId)) throw forbidden(MODERATION_MESSAGES.blockedFollow);
      throw notFound(PEOPLE_MESSAGES.userNotFound);
    }
    if (row.created) await notifyOrLog(app, { type: 'follow', recipientId: followingId, actorId: followerId });
    return row;
  }

  async function unfollow(followerId: number, followingId: number) {
    if (!(await userExists(app.db, followingId))) throw notFound(PEOPLE_MESSAGES.userNotFound);
    await deleteFollow(app.db, followerId, followingId);
    await withdrawUndone(app, { type: 'follow', recipientId: followingId, actorId: followerId });
  }

  app.post(
    '/api/follows/:id',
    { schema: { params: idParamSchema, response: { 200: followResultSchema, 201: followResultSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await follow(user.id, request.params.id);
      return reply.code(row.created ? 201 : 200).send(presentFollow(row));
    },
  );

  app.post(
    '/api/follow',
    { schema: { body: followBodySchema, response: { 200: followResultSchema, 201: followResultSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await follow(user.id, request.body.followingId);
      return reply.code(row.created ? 201 : 200).send(presentFollow(row));
    },
  );

  app.delete(
    '/api/follows/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await unfollow(user.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/follow/:userId',
    { schema: { params: userIdParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await unfollow(user.id, request.params.userId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/follows/counts/:userId',
    { schema: { params: userIdParamSchema, response: { 200: followCountsSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const counts = await findFollowCounts(app.db, user.id, request.params.userId, user.is_admin);
      if (!counts) throw notFound(PEOPLE_MESSAGES.userNotFound);
      return presentCounts(counts);
    },
  );

  app.get(
    '/api/follows/following',
    { schema: { querystring: pageQuerySchema, response: { 200: followListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return (await listFollows(app.db, user.id, 'following', request.query)).map(presentFollowItem);
    },
  );

  app.get(
    '/api/follows/followers',
    { schema: { querystring: pageQuerySchema, response: { 200: followListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return (await listFollows(app.db, user.id, 'followers', request.query)).map(presentFollowItem);
    },
  );
};
