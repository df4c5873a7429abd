import { noContentSchema } from '@common/schemas/responses/common';
import { exerciseIdListSchema } from '@common/schemas/responses/more';
import { lastSessionListSchema } from '@common/schemas/responses/workouts';
import { favouriteParamSchema, lastSetsQuerySchema } from '@common/schemas/workout-logger';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { addFavourite, listFavourites, recentExercises, removeFavourite } from './exercise-picks-repository';
import { lastSessions } from './last-sets-repository';

/**
 * The logger's helpers, all about the signed-in member's own training: "last time" for the set
 * rows, and the favourite and recent exercises the picker lists first.
 */
export const workoutLoggerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/workout-logs/last-sets',
    { schema: { querystring: lastSetsQuerySchema, response: { 200: lastSessionListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const { exerciseIds, date, excludeLogId } = request.query;
      return lastSessions(app.db, user.id, exerciseIds, { date, excludeLogId });
    },
  );

  app.get('/api/exercises/recent', { schema: { response: { 200: exerciseIdListSchema } } }, async (request) => {
    const user = await requireUser(request);
    return recentExercises(app.db, user.id);
  });

  app.get('/api/exercise-favourites', { schema: { response: { 200: exerciseIdListSchema } } }, async (request) => {
    const user = await requireUser(request);
    return listFavourites(app.db, user.id);
  });

  app.put(
    '/api/exercise-favourites/:exerciseId',
    { schema: { params: favouriteParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      // Another member's own exercise is private: it does not exist for this member.
      if (!(await addFavourite(app.db, user.id, request.params.exerciseId))) throw notFound();
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/exercise-favourites/:exerciseId',
    { schema: { params: favouriteParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await removeFavourite(app.db, user.id, request.params.exerciseId);
      return reply.code(204).send();
    },
  );
};
