import { type ExerciseCategory, estimateWorkoutCalories } from '@common/fitness/calories';
import { idParamSchema, pageQuerySchema } from '@common/schemas/paging';
import { noContentSchema } from '@common/schemas/responses/common';
import { workoutLogListSchema, workoutLogSchema as workoutLogResponse } from '@common/schemas/responses/workouts';
import { logListQuerySchema, type WorkoutLogBody, workoutLogSchema } from '@common/schemas/workout-logs';
import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Queryable, transaction } from '../../db/pool';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import type { SessionUser } from '../auth/sessions-repository';
import { awardEarnedBadges } from '../badges';
import { libraryCategories } from './exercise-repository';
import { presentLog } from './log-presenter';
import { findLog, listLogs } from './log-repository';
import { deleteLog, insertLog, type LogFields, replaceLogExercises, updateLog } from './log-writes';
import { requireWorkoutsVisible } from './policies';

/**
 * What the server adds to a valid log body: the plan must be the member's own, every exercise in
 * their library, and the calories are estimated from the sets' categories and the member's weight.
 */
async function logFields(db: Queryable, user: SessionUser, body: WorkoutLogBody): Promise<LogFields> {
  let planName: string | null = null;
  if (body.planId) {
    const { rows } = await db.query<{ name: string }>('select name from workout_plans where id = $1 and user_id = $2', [
      body.planId,
      user.id,
    ]);
    if (!rows[0]) throw badRequest(M.planUnknown, { planId: M.planUnknown });
    planName = rows[0].name;
  }
  const categories = await libraryCategories(
    db,
    user.id,
    body.exercises.map((e) => e.exerciseId),
  );
  if (!categories) throw badRequest(M.exerciseUnknown, { exercises: M.exerciseUnknown });
  const setsByCategory: Partial<Record<ExerciseCategory, number>> = {};
  for (const exercise of body.exercises) {
    const category = categories.get(exercise.exerciseId)!;
    setsByCategory[category] = (setsByCategory[category] ?? 0) + exercise.sets.length;
  }
  return {
    title: body.title ?? planName ?? 'Workout',
    date: body.date,
    planId: body.planId ?? null,
    durationMinutes: body.durationMinutes,
    notes: body.notes,
    estimatedCalories: estimateWorkoutCalories({
      durationMinutes: body.durationMinutes,
      weightKg: user.weight_kg,
      setsByCategory,
    }),
  };
}

async function requireOwnLog(db: Queryable, user: SessionUser, id: number) {
  const log = await findLog(db, id);
  if (!log) throw notFound();
  if (log.user_id !== user.id) throw forbidden();
  return log;
}

/** Workout logs (issue 6 point 2): the member's own; others read them as the owner's privacy allows. */
export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/workout-logs',
    {
      schema: {
        querystring: pageQuerySchema.extend(logListQuerySchema.shape),
        response: { 200: workoutLogListSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return (await listLogs(app.db, user.id, request.query)).map(presentLog);
    },
  );

  app.post(
    '/api/workout-logs',
    { schema: { body: workoutLogSchema, response: { 201: workoutLogResponse } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const fields = await logFields(app.db, user, request.body);
      const id = await transaction(app.db, async (tx) => {
        const logId = await insertLog(tx, user.id, fields);
        await replaceLogExercises(tx, logId, user.id, request.body.exercises);
        // Earned badges (first workout, streaks, records) exist exactly when the log that earns them does.
        await awardEarnedBadges(tx, user.id);
        return logId;
      });
      return reply.code(201).send(presentLog((await findLog(app.db, id))!));
    },
  );

  app.get(
    '/api/workout-logs/:id',
    { schema: { params: idParamSchema, response: { 200: workoutLogResponse } } },
    async (request) => {
      const user = await requireUser(request);
      const log = await findLog(app.db, request.params.id);
      if (!log) throw notFound();
      await requireWorkoutsVisible(app.db, user, log.user_id);
      return presentLog(log);
    },
  );

  app.put(
    '/api/workout-logs/:id',
    { schema: { params: idParamSchema, body: workoutLogSchema, response: { 200: workoutLogResponse } } },
    async (request) => {
      const user = await requireUser(request);
      const log = await requireOwnLog(app.db, user, request.params.id);
      const fields = await logFields(app.db, user, request.body);
      await transaction(app.db, async (tx) => {
        await updateLog(tx, log.id, fields);
        await replaceLogExercises(tx, log.id, user.id, request.body.exercises);
        await awardEarnedBadges(tx, user.id);
      });
      return presentLog((await findLog(app.db, log.id))!);
    },
  );

  app.delete(
    '/api/workout-logs/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const log = await findLog(app.db, request.params.id);
      if (!log) throw notFound();
      if (log.user_id !== user.id && !user.is_admin) throw forbidden();
      await deleteLog(app.db, log.id);
      return reply.code(204).send();
    },
  );
};
