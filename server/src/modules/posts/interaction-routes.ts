import { idParamSchema, pageQuerySchema } from '@common/schemas/paging';
import type { BookmarkState } from '@common/schemas/posts';
import { createCommentSchema } from '@common/schemas/posts';
import {
  bookmarkStateSchema,
  commentListSchema,
  commentSchema,
  likeStateSchema,
} from '@common/schemas/responses/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { notifyOrLog, withdrawUndone } from '../notifications';
import { deleteBookmark, insertBookmark } from './bookmarks-repository';
import { addComment, listComments } from './comments';
import { likePost, unlikePost } from './likes';
import { viewerOf } from './policies';
import { unlessPostGone } from './post-gone';
import { findVisiblePostAuthor } from './posts-repository';

/** Likes, comments and bookmarks of one post. */
export const interactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = idParamSchema;

  app.post('/api/posts/:id/like', { schema: { params, response: { 200: likeStateSchema } } }, async (request) => {
    const viewer = viewerOf(await requireUser(request));
    const postId = request.params.id;
    return likePost(app.db, viewer, postId, (authorId) =>
      notifyOrLog(app, { type: 'like', recipientId: authorId, actorId: viewer.id, postId }),
    );
  });
  app.delete('/api/posts/:id/like', { schema: { params, response: { 200: likeStateSchema } } }, async (request) => {
    const viewer = viewerOf(await requireUser(request));
    const postId = request.params.id;
    return unlikePost(app.db, viewer, postId, (authorId) =>
      withdrawUndone(app, { type: 'like', recipientId: authorId, actorId: viewer.id, postId }),
    );
  });

  app.get(
    '/api/posts/:id/comments',
    { schema: { params, querystring: pageQuerySchema, response: { 200: commentListSchema } } },
    async (request) => listComments(app.db, viewerOf(await requireUser(request)), request.params.id, request.query),
  );
  app.post(
    '/api/posts/:id/comments',
    { schema: { params, body: createCommentSchema, response: { 201: commentSchema } } },
    async (request, reply) => {
      const viewer = viewerOf(await requireUser(request));
      const postId = request.params.id;
      const comment = await addComment(app.db, viewer, postId, request.body.content, (authorId, commentId) =>
        notifyOrLog(app, { type: 'comment', recipientId: authorId, actorId: viewer.id, postId, commentId }),
      );
      return reply.code(201).send(comment);
    },
  );

  app.post(
    '/api/posts/:id/bookmark',
    { schema: { params, response: { 200: bookmarkStateSchema } } },
    async (request): Promise<BookmarkState> => {
      const viewer = viewerOf(await requireUser(request));
      const post = await findVisiblePostAuthor(app.db, viewer, request.params.id);
      if (!post) throw notFound();
      await unlessPostGone(() => insertBookmark(app.db, viewer.id, post.id));
      return { postId: post.id, bookmarked: true };
    },
  );
  app.delete(
    '/api/posts/:id/bookmark',
    { schema: { params, response: { 200: bookmarkStateSchema } } },
    async (request): Promise<BookmarkState> => {
      const viewer = viewerOf(await requireUser(request));
      const post = await findVisiblePostAuthor(app.db, viewer, request.params.id);
      if (!post) throw notFound();
      await deleteBookmark(app.db, viewer.id, post.id);
      return { postId: post.id, bookmarked: false };
    },
  );
};
