import { POST_MESSAGES } from '@common/posts-texts';
import { idParamSchema } from '@common/schemas/paging';
import { createPostSchema } from '@common/schemas/posts';
import { noContentSchema } from '@common/schemas/responses/common';
import { postSchema } from '@common/schemas/responses/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { getSettings } from '../privacy';
import { refuseWithheldAdmin } from '../sessions';
import { findVisiblePost } from './lists-repository';
import { canDeletePost, viewerOf } from './policies';
import { deletePost } from './post-deletion';
import { resolveAttachments } from './post-media';
import { findVisiblePostAuthor, insertPost } from './posts-repository';
import { presentPost } from './presenter';

const UNIQUE_VIOLATION = '23505';
const MEDIA_KEY_INDEXES: Record<string, 'imageKey' | 'videoKey'> = {
  posts_image_key_key: 'imageKey',
  posts_video_key_key: 'videoKey',
};

/** POST /api/posts, GET /api/posts/{id}, DELETE /api/posts/{id}. */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/posts',
    { schema: { body: createPostSchema, response: { 201: postSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const body = request.body;
      const { image, video } = await resolveAttachments(app, user.id, body);
      // The composer offers the audience; without one the post follows the profile's visibility (D5).
      const audience = body.audience ?? (await getSettings(app.db, user.id)).privacy.profileVisibility;
      let id: number;
      try {
        id = await insertPost(app.db, {
          userId: user.id,
          content: body.content,
          image,
          video,
          location: body.location,
          placeLat: body.placeLat ?? null,
          placeLng: body.placeLng ?? null,
          audience,
        });
      } catch (err) {
        // Two posts raced for the same file: the unique index lets one of them have it.
        const field = MEDIA_KEY_INDEXES[(err as { constraint?: string }).constraint ?? ''];
        if ((err as { code?: string }).code === UNIQUE_VIOLATION && field) {
          throw badRequest(POST_MESSAGES.mediaInUse, { [field]: POST_MESSAGES.mediaInUse });
        }
        throw err;
      }
      const post = await findVisiblePost(app.db, viewerOf(user), id);
      return reply.code(201).send(presentPost(post!));
    },
  );

  app.get('/api/posts/:id', { schema: { params: idParamSchema, response: { 200: postSchema } } }, async (request) => {
    const user = await requireUser(request);
    const post = await findVisiblePost(app.db, viewerOf(user), request.params.id);
    if (!post) throw notFound();
    return presentPost(post);
  });

  // The author or an admin; the post's photo or video goes with it (D8), its open reports close,
  // and an admin removing another member's post is audited.
  app.delete(
    '/api/posts/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const viewer = viewerOf(user);
      const post = await findVisiblePostAuthor(app.db, viewer, request.params.id);
      if (!post) throw notFound();
      if (!canDeletePost(viewer, post.user_id)) {
        // An admin whose session may not use the role is told what to do, not just refused.
        refuseWithheldAdmin(user);
        throw forbidden();
      }
      const audit = viewer.isAdmin && viewer.id !== post.user_id;
      if (!(await deletePost(app, post.id, { actor: user, isAdmin: viewer.isAdmin, audit }))) throw notFound();
      return reply.code(204).send();
    },
  );
};
