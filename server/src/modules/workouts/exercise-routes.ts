import { idParamSchema } from '@common/schemas/paging';
import { noContentSchema } from '@common/schemas/responses/common';
import { exerciseListSchema, exerciseSchema } from '@common/schemas/responses/more';
import { createExerciseSchema, exerciseQuerySchema, MAX_OWN_EXERCISES } from '@common/schemas/workout-exercises';
import { WORKOUT_MESSAGES } from '@common/workouts-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import {
  countOwnExercises,
  deleteExercise,
  findExercise,
  insertOwnExercise,
  listExercises,
} from './exercise-repository';
import { isForeignKeyViolation } from './pg-errors';

/** The exercise library: curated exercises for everyone, plus each member's own. */
export const exerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/exercises',
    { schema: { querystring: exerciseQuerySchema, response: { 200: exerciseListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return listExercises(app.db, user.id, request.query.q);
    },
  );

  app.post(
    '/api/exercises',
    { schema: { body: createExerciseSchema, response: { 201: exerciseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      if ((await countOwnExercises(app.db, user.id)) >= MAX_OWN_EXERCISES) {
        throw conflict(`You can add up to ${MAX_OWN_EXERCISES} exercises of your own`);
      }
      const exercise = await insertOwnExercise(app.db, user.id, request.body);
      if (!exercise) {
        throw conflict(WORKOUT_MESSAGES.exerciseNameTaken, { name: WORKOUT_MESSAGES.exerciseNameTaken });
      }
      return reply.code(201).send(exercise);
    },
  );

  app.delete(
    '/api/exercises/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const exercise = await findExercise(app.db, request.params.id);
      // Another member's own exercise is private: it does not exist for this member.
      if (!exercise || (exercise.user_id !== null && exercise.user_id !== user.id && !user.is_admin)) throw notFound();
      if (exercise.user_id === null || exercise.user_id !== user.id) throw forbidden();
      try {
        await deleteExercise(app.db, exercise.id);
      } catch (err) {
        if (isForeignKeyViolation(err)) throw conflict(WORKOUT_MESSAGES.exerciseInUse);
        throw err;
      }
      return reply.code(204).send();
    },
  );
};
