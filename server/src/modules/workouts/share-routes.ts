import { shareSummaryOf } from '@common/fitness/share-summary';
import { idParamSchema } from '@common/schemas/paging';
import { sharedWorkoutPostSchema } from '@common/schemas/responses/posts';
import { type SharedWorkoutPost, shareWorkoutSchema } from '@common/schemas/workout-share-body';
import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { getSettings } from '../privacy';
import { presentLog } from './log-presenter';
import { findLog } from './log-repository';
import { refuseWorkoutNotYours } from './policies';
import { insertWorkoutPost, recordsSetBy } from './share-repository';

/** A summary line for a post shared without a caption (posts need text). */
function defaultCaption(summary: SharedWorkoutPost['workout']): string {
  const count = summary.exercises.length;
  const parts = [`${count} ${count === 1 ? 'exercise' : 'exercises'}`];
  if (summary.totalVolumeKg > 0) parts.push(`${summary.totalVolumeKg.toLocaleString('en-US')} kg lifted`);
  if (summary.personalRecords.length) parts.push(`${summary.personalRecords.length} new record(s)`);
  return `Finished ${summary.title}: ${parts.join(', ')}.`;
}

/**
 * POST /api/workout-logs/{id}/share: the owner posts a snapshot of the workout (exercises, volume,
 * records set) with an optional caption, to the audience they choose or, by default, their profile
 * visibility (D5). One post per workout (409 after that).
 */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/workout-logs/:id/share',
    { schema: { params: idParamSchema, body: shareWorkoutSchema, response: { 201: sharedWorkoutPostSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const log = await findLog(app.db, request.params.id);
      if (!log) throw notFound();
      if (log.user_id !== user.id) await refuseWorkoutNotYours(app.db, user, log);
      const workout = shareSummaryOf(presentLog(log), await recordsSetBy(app.db, log));
      const audience = request.body.audience ?? (await getSettings(app.db, user.id)).privacy.profileVisibility;
      const content = request.body.caption ?? defaultCaption(workout);
      const postId = await insertWorkoutPost(app.db, user.id, { content, audience, workout });
      if (postId === null) throw conflict(M.alreadyShared);
      return reply.code(201).send({ postId, workout } satisfies SharedWorkoutPost);
    },
  );
};
