import { ADMIN_MESSAGES } from '@common/admin-texts';
import { idParamSchema } from '@common/schemas/paging';
import { noContentSchema } from '@common/schemas/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/pool';
import { forbidden, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { refuseWithheldAdmin } from '../sessions';
import { canDeleteComment, deleteCommentIn, findCommentOwners } from './comment-deletion';
import { viewerOf } from './policies';
import { findVisiblePostAuthor } from './posts-repository';

/** DELETE /api/comments/{id}: the comment's author, the post's author or an admin. */
export const commentDeleteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/comments/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const viewer = viewerOf(user);
      const comment = await findCommentOwners(app.db, request.params.id);
      if (!comment) throw notFound(ADMIN_MESSAGES.commentNotFound);
      if (!canDeleteComment(viewer, comment)) {
        // A member who cannot see the post does not learn that the comment exists.
        if (!(await findVisiblePostAuthor(app.db, viewer, comment.post_id)))
          throw notFound(ADMIN_MESSAGES.commentNotFound);
        refuseWithheldAdmin(user);
        throw forbidden();
      }
      // An admin removing someone else's comment is moderation, and audited.
      const audit = viewer.isAdmin && viewer.id !== comment.user_id;
      const deleted = await transaction(app.db, (tx) =>
        deleteCommentIn(tx, comment.id, { actor: user, isAdmin: viewer.isAdmin, audit }),
      );
      if (!deleted) throw notFound(ADMIN_MESSAGES.commentNotFound);
      return reply.code(204).send();
    },
  );
};
