import { pageQuerySchema } from '@common/schemas/paging';
import { workoutPlanSummaryListSchema, workoutSuggestionListSchema } from '@common/schemas/responses/workouts';
import { planFilterSchema } from '@common/schemas/workouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { presentPlanSummary, presentSuggestion } from './plan-presenter';
import { listCuratedPlans, loadEquipment } from './plan-repository';

const query = pageQuerySchema.extend(planFilterSchema.shape);

/**
 * GET /api/workout-suggestions: the recommended (curated) plans as suggestions with the spec's
 * fields, filtered by level and goal. GET /api/workout-plans/recommended: the same plans as plan
 * summaries, for the Recommended tab.
 */
export const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/workout-suggestions',
    { schema: { querystring: query, response: { 200: workoutSuggestionListSchema } } },
    async (request) => {
      await requireUser(request);
      const { limit, before, ...filters } = request.query;
      const rows = await listCuratedPlans(app.db, filters, { limit, before });
      const equipment = await loadEquipment(
        app.db,
        rows.map((r) => r.id),
      );
      return rows.map((row) => presentSuggestion(row, equipment.get(row.id) ?? []));
    },
  );

  app.get(
    '/api/workout-plans/recommended',
    { schema: { querystring: query, response: { 200: workoutPlanSummaryListSchema } } },
    async (request) => {
      await requireUser(request);
      const { limit, before, ...filters } = request.query;
      return (await listCuratedPlans(app.db, filters, { limit, before })).map(presentPlanSummary);
    },
  );
};
