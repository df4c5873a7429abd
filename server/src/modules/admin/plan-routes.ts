import { adminListQuerySchema } from '@common/schemas/admin';
import { mealPlanListSchema, mealPlanSchema } from '@common/schemas/responses/meals';
import { workoutPlanSchema, workoutPlanSummaryListSchema } from '@common/schemas/responses/workouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/session';
import { createDefaultMealPlan, presentMealPlan } from '../meals';
import { createDefaultWorkoutPlan, presentPlanSummary } from '../workouts';
import { listDefaultMealPlans, listDefaultWorkoutPlans } from './plans-repository';

/** The Workout Plans and Meal Plans tabs: the recommended plans and 'Create a Default Plan'. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/workout-plans',
    { schema: { querystring: adminListQuerySchema, response: { 200: workoutPlanSummaryListSchema } } },
    async (request) => {
      await requireAdmin(request);
      return (await listDefaultWorkoutPlans(app.db, request.query)).map(presentPlanSummary);
    },
  );

  app.get(
    '/api/admin/meal-plans',
    { schema: { querystring: adminListQuerySchema, response: { 200: mealPlanListSchema } } },
    async (request) => {
      await requireAdmin(request);
      return (await listDefaultMealPlans(app.db, request.query)).map(presentMealPlan);
    },
  );

  app.post(
    '/api/admin/workout-plans/default',
    { schema: { response: { 201: workoutPlanSchema } } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      return reply.code(201).send(await createDefaultWorkoutPlan(app, admin));
    },
  );

  app.post(
    '/api/admin/meal-plans/default',
    { schema: { response: { 201: mealPlanSchema } } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      return reply.code(201).send(await createDefaultMealPlan(app, admin));
    },
  );
};
