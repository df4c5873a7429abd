import { isoDateInTimeZone } from '@common/fitness/dates';
import { idParamSchema } from '@common/schemas/paging';
import {
  effortResponseSchema,
  heartRateSettingsResponseSchema,
  trainingLoadSchema,
} from '@common/schemas/responses/training';
import {
  effortSchema,
  heartRateSettingsSchema,
  loadRange,
  TRAINING_LIMITS,
  trainingLoadQuerySchema,
} from '@common/schemas/training';
import { TRAINING_MESSAGES as M } from '@common/training-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { setActivityEffort } from './activity-training-repository';
import { highestRecorded, memberHeartRate, saveHeartRateSettings } from './heart-rate-profile';
import { requireOwnActivity, requireOwnWorkoutLog } from './policies';
import { trainingLoad } from './training-load';

/** Heart-rate settings, training load, and the ratings of effort (issue 32). */
export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/training/heart-rate: the member's heart rates, the highest recorded, and what is in use. */
  app.get(
    '/api/training/heart-rate',
    { schema: { response: { 200: heartRateSettingsResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return (await memberHeartRate(app.db, user.id)).settings;
    },
  );

  /** PUT /api/training/heart-rate: a max (or the highest recorded) and an optional resting heart rate. */
  app.put(
    '/api/training/heart-rate',
    { schema: { body: heartRateSettingsSchema, response: { 200: heartRateSettingsResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const body = request.body;
      if (body.useHighestRecorded) {
        const highest = await highestRecorded(app.db, user.id);
        if (highest === null) throw badRequest(M.noHighestRecorded, { useHighestRecorded: M.noHighestRecorded });
        if (body.restingHeartRate !== null && highest - body.restingHeartRate < TRAINING_LIMITS.reserveMinBpm)
          throw badRequest(M.restingBelowMax, { restingHeartRate: M.restingBelowMax });
      }
      await saveHeartRateSettings(app.db, user.id, body);
      return (await memberHeartRate(app.db, user.id)).settings;
    },
  );

  /** GET /api/training/load?from=&to=&tz=: daily loads, fitness, fatigue and form, and the range's sessions. */
  app.get(
    '/api/training/load',
    { schema: { querystring: trainingLoadQuerySchema, response: { 200: trainingLoadSchema } } },
    async (request) => {
      const user = await requireUser(request);
      // Intl's canonical name of the zone: PostgreSQL, which puts activities on days, knows every
      // canonical name but not every alias Intl accepts ('US/Pacific-New': a 500), and reads some
      // aliases otherwise ('PST' is a fixed UTC-8 there, Los Angeles with summer time for Intl).
      // Not the shared cached formatter: any casing of a name is valid, and would be a new entry.
      const tz = new Intl.DateTimeFormat('en-US', { timeZone: request.query.tz ?? 'UTC' }).resolvedOptions().timeZone;
      return trainingLoad(app.db, user.id, { ...loadRange(request.query, isoDateInTimeZone(tz)), tz });
    },
  );

  /** PUT /api/activities/{id}/effort: the owner's rating of effort, 1-10 (null clears it). */
  app.put(
    '/api/activities/:id/effort',
    { schema: { params: idParamSchema, body: effortSchema, response: { 200: effortResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const activity = await requireOwnActivity(app.db, user, request.params.id);
      await setActivityEffort(app.db, activity.id, user.id, request.body.effort);
      return { effort: request.body.effort };
    },
  );

  /** PUT /api/workout-logs/{id}/effort: the same for a logged workout (also settable in the log itself). */
  app.put(
    '/api/workout-logs/:id/effort',
    { schema: { params: idParamSchema, body: effortSchema, response: { 200: effortResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const log = await requireOwnWorkoutLog(app.db, user, request.params.id);
      await app.db.query('update workout_logs set effort = $2, updated_at = now() where id = $1', [
        log.id,
        request.body.effort,
      ]);
      return { effort: request.body.effort };
    },
  );
};
