import { exerciseProgress, exerciseRecords } from '@common/exercises/records';
import { searchExercises } from '@common/exercises/search';
import { muscleGroupOf } from '@common/exercises/vocab';
import { EXERCISE_MESSAGES as X } from '@common/exercises-texts';
import { idParamSchema } from '@common/schemas/paging';
import { noContentSchema } from '@common/schemas/responses/common';
import {
  exerciseDetailSchema,
  exerciseListSchema,
  exerciseProgressSchema,
  exerciseSchema,
  exerciseSessionListSchema,
  mergeExerciseResultSchema,
} from '@common/schemas/responses/exercises';
import {
  createExerciseSchema,
  exerciseHistoryQuerySchema,
  exerciseNoteSchema,
  exerciseQuerySchema,
  MAX_OWN_EXERCISES,
  mergeExerciseSchema,
  updateExerciseSchema,
} from '@common/schemas/workout-exercises';
import { WORKOUT_MESSAGES } from '@common/workouts-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/pool';
import { badRequest, conflict } from '../../lib/http-errors';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import { requireUser } from '../../plugins/session';
import { exerciseSessions, findNote, loggedSets, saveNote, sessionSummary } from './history-repository';
import { mergeExercise } from './merge';
import { exerciseInLibrary, ownExercise } from './policies';
import { presentExercise } from './presenter';
import { countOwnExercises, deleteExercise, insertOwnExercise, listLibrary, updateOwnExercise } from './repository';

/** The exercise library (the catalogue and each member's own) and each exercise's page. */
export const exerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/exercises',
    { schema: { querystring: exerciseQuerySchema, response: { 200: exerciseListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const { q, ...filter } = request.query;
      const library = (await listLibrary(app.db, user.id, filter)).map(presentExercise);
      return q ? searchExercises(library, q) : library;
    },
  );

  app.post(
    '/api/exercises',
    { schema: { body: createExerciseSchema, response: { 201: exerciseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      if ((await countOwnExercises(app.db, user.id)) >= MAX_OWN_EXERCISES) {
        throw conflict(X.ownExercisesMax(MAX_OWN_EXERCISES));
      }
      const row = await insertOwnExercise(app.db, user.id, request.body);
      if (!row) throw conflict(WORKOUT_MESSAGES.exerciseNameTaken, { name: WORKOUT_MESSAGES.exerciseNameTaken });
      return reply.code(201).send(presentExercise(row));
    },
  );

  app.get(
    '/api/exercises/:id',
    { schema: { params: idParamSchema, response: { 200: exerciseDetailSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const row = await exerciseInLibrary(app.db, user, request.params.id);
      const [sets, summary, note] = await Promise.all([
        loggedSets(app.db, user.id, row.id),
        sessionSummary(app.db, user.id, row.id),
        findNote(app.db, user.id, row.id),
      ]);
      return {
        exercise: presentExercise(row),
        note,
        sessions: summary.sessions,
        firstPerformed: summary.first,
        lastPerformed: summary.last,
        records: exerciseRecords(row.logging_type, sets),
      };
    },
  );

  app.patch(
    '/api/exercises/:id',
    { schema: { params: idParamSchema, body: updateExerciseSchema, response: { 200: exerciseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const row = await ownExercise(app.db, user, request.params.id);
      const body = request.body;
      // Muscles named without a group: the group follows the first primary muscle.
      const derived =
        body.muscleGroup === undefined && body.primaryMuscles?.length ? muscleGroupOf(body.primaryMuscles) : undefined;
      const updated = await updateOwnExercise(app.db, row.id, derived ? { ...body, muscleGroup: derived } : body);
      if (!updated) throw conflict(WORKOUT_MESSAGES.exerciseNameTaken, { name: WORKOUT_MESSAGES.exerciseNameTaken });
      return presentExercise(updated);
    },
  );

  app.delete(
    '/api/exercises/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await ownExercise(app.db, user, request.params.id);
      try {
        await deleteExercise(app.db, row.id);
      } catch (err) {
        if (isForeignKeyViolation(err)) throw conflict(WORKOUT_MESSAGES.exerciseInUse);
        throw err;
      }
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/exercises/:id/history',
    {
      schema: {
        params: idParamSchema,
        querystring: exerciseHistoryQuerySchema,
        response: { 200: exerciseSessionListSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const row = await exerciseInLibrary(app.db, user, request.params.id);
      return exerciseSessions(app.db, user.id, row.id, request.query);
    },
  );

  app.get(
    '/api/exercises/:id/progress',
    { schema: { params: idParamSchema, response: { 200: exerciseProgressSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const row = await exerciseInLibrary(app.db, user, request.params.id);
      return exerciseProgress(row.logging_type, await loggedSets(app.db, user.id, row.id));
    },
  );

  app.put(
    '/api/exercises/:id/note',
    { schema: { params: idParamSchema, body: exerciseNoteSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await exerciseInLibrary(app.db, user, request.params.id);
      await saveNote(app.db, user.id, row.id, request.body.body);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/exercises/:id/merge',
    { schema: { params: idParamSchema, body: mergeExerciseSchema, response: { 200: mergeExerciseResultSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const source = await exerciseInLibrary(app.db, user, request.params.id);
      const { intoExerciseId } = request.body;
      if (intoExerciseId === source.id) throw badRequest(X.mergeIntoItself, { intoExerciseId: X.mergeIntoItself });
      const target = await exerciseInLibrary(app.db, user, intoExerciseId).catch(() => {
        throw badRequest(X.mergeTargetUnknown, { intoExerciseId: X.mergeTargetUnknown });
      });
      return transaction(app.db, (tx) =>
        mergeExercise(tx, user.id, { id: source.id, own: source.user_id !== null }, target.id),
      );
    },
  );
};
