import {
  coachHistoryListSchema,
  coachHistoryQuerySchema,
  coachSettingsResponseSchema,
  coachSettingsSchema,
  coachSuggestionSchema,
  suggestionQuerySchema,
} from '@common/schemas/coach';
import { idParamSchema } from '@common/schemas/paging';
import { WEIGHT_UNITS } from '@common/units';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import { coachHistories } from './history-repository';
import { exerciseInLibrary } from './policies';
import { findCoachSettings, saveCoachSettings } from './settings-repository';
import { suggestionFor } from './suggestion';

/** The coach (issue 33): the next session's suggestion, the logger's history, and steps and plates. */
export const coachRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/exercises/:id/suggestion',
    {
      schema: {
        description:
          "The next session's working sets (weight in the member's unit and kg, reps), the scheme used and one line " +
          "saying why, from the member's history. Query parameters try another scheme: scheme=double&min=8&max=12, " +
          "scheme=linear&reps=5, scheme=rpe&reps=3&rpe=9. Without one, the active plan's entry for the next day the " +
          'member trains the exercise (today unless already logged today; `today` is their date), named in planDay. ' +
          'No history: no weight (D6).',
        params: idParamSchema,
        querystring: suggestionQuerySchema,
        response: { 200: coachSuggestionSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const exercise = await exerciseInLibrary(app.db, user, request.params.id);
      return suggestionFor(app.db, user, exercise, request.query);
    },
  );

  app.get(
    '/api/coach/history',
    { schema: { querystring: coachHistoryQuerySchema, response: { 200: coachHistoryListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return coachHistories(app.db, user.id, request.query.exerciseIds);
    },
  );

  app.get(
    '/api/coach/settings',
    {
      schema: {
        querystring: z.object({ unit: z.enum(WEIGHT_UNITS, { error: 'Choose kg or lb' }).optional() }),
        response: { 200: coachSettingsResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return findCoachSettings(app.db, user.id, request.query.unit ?? user.weight_unit);
    },
  );

  app.put(
    '/api/coach/settings',
    { schema: { body: coachSettingsSchema, response: { 200: coachSettingsResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return saveCoachSettings(app.db, user.id, request.body);
    },
  );
};
