import { ACTIVITY_MESSAGES as M } from '@common/activities-texts';
import { shareActivitySchema } from '@common/schemas/activities';
import { idParamSchema } from '@common/schemas/paging';
import { sharedActivitySchema } from '@common/schemas/responses/activities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { refuseNotYours, viewerOf } from '../access';
import { insertPost } from '../posts';
import { activityAccess } from './access';
import { findActivity } from './repository';

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

/**
 * POST /api/activities/{id}/share: the owner posts the activity to the feed. The post is an
 * ordinary post (likes, comments, bookmarks, reports work as on any) that carries the activity's
 * id; the feed card draws its stored thumbnail. Its audience defaults to the activity's
 * visibility. One post per activity (a unique index; 409 after that).
 */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/activities/:id/share',
    { schema: { params: idParamSchema, body: shareActivitySchema, response: { 201: sharedActivitySchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const activity = await findActivity(app.db, request.params.id);
      if (!activity) throw notFound();
      // Someone else's activity: 403 only when they may see it, else it does not exist for them.
      if (activity.user_id !== user.id)
        refuseNotYours((await activityAccess(app.db, viewerOf(user), activity)).visible, M.notShareable);
      if (activity.post_id !== null) throw conflict(M.alreadyShared);
      try {
        const postId = await insertPost(app.db, {
          userId: user.id,
          content: request.body.caption || activity.title,
          image: null,
          video: null,
          location: null,
          placeLat: null,
          placeLng: null,
          audience: request.body.audience ?? activity.visibility,
          activityId: activity.id,
        });
        return reply.code(201).send({ postId });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(M.alreadyShared);
        throw err;
      }
    },
  );
};
