import { ADMIN_MESSAGES } from '@common/admin-texts';
import { adminListQuerySchema } from '@common/schemas/admin';
import { idParamSchema } from '@common/schemas/paging';
import { adminPostListSchema } from '@common/schemas/responses/admin';
import { noContentSchema } from '@common/schemas/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/pool';
import { notFound } from '../../lib/http-errors';
import { requireAdmin } from '../../plugins/session';
import { deleteCommentIn, deletePost } from '../posts';
import { listAdminPosts } from './posts-repository';
import { presentAdminPost } from './presenter';

/** The Posts tab and removing content. Deletions go through the posts domain and are audited. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/posts',
    { schema: { querystring: adminListQuerySchema, response: { 200: adminPostListSchema } } },
    async (request) => {
      await requireAdmin(request);
      return (await listAdminPosts(app.db, request.query)).map(presentAdminPost);
    },
  );

  app.delete(
    '/api/admin/posts/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const deleted = await deletePost(app, request.params.id, { actor: admin, isAdmin: true, audit: true });
      if (!deleted) throw notFound(ADMIN_MESSAGES.postNotFound);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/admin/comments/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const deleted = await transaction(app.db, (tx) =>
        deleteCommentIn(tx, request.params.id, { actor: admin, isAdmin: true, audit: true }),
      );
      if (!deleted) throw notFound(ADMIN_MESSAGES.commentNotFound);
      return reply.code(204).send();
    },
  );
};
