import { CLUB_MESSAGES as M } from '@common/clubs-texts';
import { clubPostWriteSchema, clubShareSchema } from '@common/schemas/clubs';
import { idParamSchema, pageQuerySchema } from '@common/schemas/paging';
import { noContentSchema } from '@common/schemas/responses/common';
import { postListSchema, postSchema } from '@common/schemas/responses/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { viewerOf } from '../access';
import { listClubFeed, writeClubPost } from '../posts';
import { getSettings } from '../privacy';
import { requireActiveMember, requireContentReader } from './policies';
import { findClub } from './repository';

/** A club's feed: posts its members shared to it (issue 34). */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/clubs/:id/posts',
    { schema: { params: idParamSchema, querystring: pageQuerySchema, response: { 200: postListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const viewer = viewerOf(user);
      const club = requireContentReader(viewer, await findClub(app.db, request.params.id, user.id));
      return listClubFeed(app.db, viewer, club.id, request.query);
    },
  );

  /** A member shares one of their own posts to the club (again: nothing changes). */
  app.post(
    '/api/clubs/:id/posts',
    { schema: { params: idParamSchema, body: clubShareSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const club = requireActiveMember(viewerOf(user), await findClub(app.db, request.params.id, user.id));
      const { rows } = await app.db.query<{ user_id: number }>('select user_id from posts where id = $1', [
        request.body.postId,
      ]);
      if (!rows[0]) throw notFound(M.postNotFound);
      if (rows[0].user_id !== user.id) throw forbidden(M.postNotYours);
      await app.db.query(
        `insert into club_posts (club_id, post_id, user_id) values ($1, $2, $3) on conflict do nothing`,
        [club.id, request.body.postId, user.id],
      );
      return reply.code(204).send();
    },
  );

  /**
   * A member writes a post in the club: published and in the club's feed together, or neither. In
   * a private club only its members see it (not the member's followers, not their profile's
   * visitors); in an open or request club it has the member's usual audience.
   */
  app.post(
    '/api/clubs/:id/posts/new',
    { schema: { params: idParamSchema, body: clubPostWriteSchema, response: { 201: postSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const viewer = viewerOf(user);
      const club = requireActiveMember(viewer, await findClub(app.db, request.params.id, user.id));
      const membersOnly = club.join_policy === 'private';
      const audience = membersOnly ? 'private' : (await getSettings(app.db, user.id)).privacy.profileVisibility;
      const post = await writeClubPost(app.db, viewer, { id: club.id, membersOnly, audience }, request.body.content);
      return reply.code(201).send(post);
    },
  );
};
