import { type ExerciseCategory, estimateWorkoutCalories } from '@common/fitness/calories';
import { idParamSchema, pageQuerySchema } from '@common/schemas/paging';
import { noContentSchema } from '@common/schemas/responses/common';
import { workoutLogListSchema, workoutLogSchema as workoutLogResponse } from '@common/schemas/responses/workouts';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  logCreateHeadersSchema,
  logDateProblem,
  logListQuerySchema,
  logWriteQuerySchema,
  type WorkoutLogBody,
  workoutLogBodySchema,
} from '@common/schemas/workout-logs';
import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Db, type Queryable, transaction } from '../../db/pool';
import { badRequest, notFound } from '../../lib/http-errors';
import { clientKeyOf } from '../../lib/idempotency-key';
import { requireUser } from '../../plugins/session';
import { awardEarnedBadges } from '../badges';
import { libraryCategories } from '../exercises';
import type { SessionUser } from '../sessions';
import { runLogDeletedHooks, runLogSavedHooks } from './log-hooks';
import { logStoredUnderKey } from './log-idempotency';
import { presentLog } from './log-presenter';
import { findLog, listLogs } from './log-repository';
import {
  type ClientKey,
  deleteLog,
  insertKeyedLog,
  insertLog,
  type LogFields,
  replaceLogExercises,
  updateLog,
} from './log-writes';
import { refuseWorkoutNotYours, requireWorkoutThingVisible } from './policies';

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
    effort: body.effort,
    estimatedCalories: estimateWorkoutCalories({
      durationMinutes: body.durationMinutes,
      weightKg: user.weight_kg,
      setsByCategory,
    }),
  };
}

/**
 * Stores a new log with its exercises and the badges it earns, in one transaction. With a client
 * key, answers null when a log with that key exists already (stored by a concurrent request).
 */
async function saveNewLog(
  db: Db,
  user: SessionUser,
  body: WorkoutLogBody,
  clientKey?: ClientKey,
): Promise<number | null> {
  const fields = await logFields(db, user, body);
  return transaction(db, async (tx) => {
    const logId = clientKey
      ? await insertKeyedLog(tx, user.id, fields, clientKey)
      : await insertLog(tx, user.id, fields);
    if (logId === null) return null;
    await replaceLogExercises(tx, logId, user.id, body.exercises);
    await runLogSavedHooks(tx, { id: logId, userId: user.id });
    // Earned badges (first workout, streaks, records) exist exactly when the log that earns them does.
    await awardEarnedBadges(tx, user.id);
    return logId;
  });
}

/**
 * 400 unless `date` is at most the member's tomorrow in `timeZone` (the client's `?tz=`; UTC's
 * without one): the body schema took dates up to the latest tomorrow on Earth.
 */
function assertLogDate(date: string, timeZone: string | undefined): void {
  const problem = logDateProblem(date, new Date(), timeZone);
  if (problem) throw badRequest(problem, { date: problem });
}

async function requireOwnLog(db: Queryable, user: SessionUser, id: number) {
  const log = await findLog(db, id);
  if (!log) throw notFound();
  if (log.user_id !== user.id) await refuseWorkoutNotYours(db, user, log);
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

  /**
   * A new log. With an Idempotency-Key (an offline workout synced later, issue 17) it is stored at
   * most once per member and key: a retry, a retry after a lost response, or a concurrent request
   * gets the log the first one stored (the same 201 and body, marked Idempotent-Replayed), even if
   * the plan it names was deleted meanwhile. Its date may be up to the member's tomorrow in `tz`.
   */
  app.post(
    '/api/workout-logs',
    {
      schema: {
        querystring: logWriteQuerySchema,
        body: workoutLogBodySchema,
        headers: logCreateHeadersSchema,
        response: { 201: workoutLogResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      assertLogDate(request.body.date, request.query.tz);
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (!key) {
        const id = (await saveNewLog(app.db, user, request.body))!;
        return reply.code(201).send(presentLog((await findLog(app.db, id))!));
      }
      const clientKey = clientKeyOf(key, JSON.stringify(request.body));
      const stored = await logStoredUnderKey(app.db, user.id, clientKey);
      const created = stored === undefined ? await saveNewLog(app.db, user, request.body, clientKey) : null;
      // Null: another request with this key stored it while this one was checking the body.
      const id = stored ?? created ?? (await logStoredUnderKey(app.db, user.id, clientKey));
      if (id === undefined) throw new Error('a keyed workout log was neither stored nor found');
      if (created === null) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
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
      await requireWorkoutThingVisible(app.db, user, log.user_id);
      return presentLog(log);
    },
  );

  app.put(
    '/api/workout-logs/:id',
    {
      schema: {
        params: idParamSchema,
        querystring: logWriteQuerySchema,
        body: workoutLogBodySchema,
        response: { 200: workoutLogResponse },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      assertLogDate(request.body.date, request.query.tz);
      const log = await requireOwnLog(app.db, user, request.params.id);
      const fields = await logFields(app.db, user, request.body);
      await transaction(app.db, async (tx) => {
        await updateLog(tx, log.id, fields);
        await replaceLogExercises(tx, log.id, user.id, request.body.exercises);
        await runLogSavedHooks(tx, { id: log.id, userId: user.id });
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
      if (log.user_id !== user.id && !user.is_admin) await refuseWorkoutNotYours(app.db, user, log);
      await deleteLog(app.db, log.id);
      await runLogDeletedHooks(app.db, { id: log.id, userId: log.user_id });
      return reply.code(204).send();
    },
  );
};
