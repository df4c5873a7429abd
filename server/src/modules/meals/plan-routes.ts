import { MEAL_MESSAGES } from '@common/meals-texts';
import { type MealPlanBody, mealPlanInputSchema, userIdParamSchema } from '@common/schemas/meals';
import { idParamSchema, pageQuerySchema } from '@common/schemas/paging';
import { noContentSchema } from '@common/schemas/responses/common';
import { mealPlanCountSchema, mealPlanListSchema, mealPlanSchema } from '@common/schemas/responses/meals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import type { SessionUser } from '../sessions';
import { buildPlan } from './plan-builder';
import {
  activatePlan,
  countPlansOf,
  deactivatePlan,
  deletePlan,
  findActivePlan,
  findPlan,
  insertPlan,
  listCuratedPlans,
  listPlansOf,
  updatePlan,
} from './plan-repository';
import { assertCanEditPlan, assertCanReadPlan, assertCanSeePlansOf, assertOwnsPlan } from './policies';
import { presentPlan } from './presenter';

/** Only admins create recommended plans; an admin's edit keeps the flag unless they change it. */
function curatedFlag(user: SessionUser, body: MealPlanBody, current = false): boolean {
  if (body.curated === undefined) return current;
  if (body.curated && !user.is_admin) throw forbidden(MEAL_MESSAGES.curatedAdminOnly);
  return user.is_admin ? body.curated : current;
}

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  // The member's own plans (Saved Plans). Recommended plans have their own list below.
  app.get(
    '/api/meal-plans',
    { schema: { querystring: pageQuerySchema, response: { 200: mealPlanListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return (await listPlansOf(app.db, user.id, request.query)).map(presentPlan);
    },
  );

  app.get('/api/meal-plans/count', { schema: { response: { 200: mealPlanCountSchema } } }, async (request) => {
    const user = await requireUser(request);
    return { count: await countPlansOf(app.db, user.id) };
  });

  app.get(
    '/api/meal-plans/curated',
    { schema: { querystring: pageQuerySchema, response: { 200: mealPlanListSchema } } },
    async (request) => {
      await requireUser(request);
      return (await listCuratedPlans(app.db, request.query)).map(presentPlan);
    },
  );

  // The plan the member follows (dashboard's today's meals); null when none.
  app.get('/api/meal-plans/active', { schema: { response: { 200: mealPlanSchema.nullable() } } }, async (request) => {
    const user = await requireUser(request);
    const plan = await findActivePlan(app.db, user.id);
    return plan ? presentPlan(plan) : null;
  });

  app.get(
    '/api/meal-plans/user/:userId',
    { schema: { params: userIdParamSchema, querystring: pageQuerySchema, response: { 200: mealPlanListSchema } } },
    async (request) => {
      const viewer = await requireUser(request);
      await assertCanSeePlansOf(app.db, viewer, request.params.userId);
      return (await listPlansOf(app.db, request.params.userId, request.query)).map(presentPlan);
    },
  );

  app.post(
    '/api/meal-plans',
    { schema: { body: mealPlanInputSchema, response: { 201: mealPlanSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const curated = curatedFlag(user, request.body);
      const built = await buildPlan(app.db, user.id, request.body);
      const { name, description, goal } = request.body;
      const row = await insertPlan(app.db, user.id, { name, description, goal, curated, ...built });
      return reply.code(201).send(presentPlan(row));
    },
  );

  app.get(
    '/api/meal-plans/:id',
    { schema: { params: idParamSchema, response: { 200: mealPlanSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return presentPlan(await assertCanReadPlan(app.db, user, await findPlan(app.db, request.params.id)));
    },
  );

  app.put(
    '/api/meal-plans/:id',
    { schema: { params: idParamSchema, body: mealPlanInputSchema, response: { 200: mealPlanSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const plan = await assertCanEditPlan(app.db, user, await findPlan(app.db, request.params.id));
      const curated = curatedFlag(user, request.body, plan.curated);
      // Foods are checked against the plan's owner: an admin's edit cannot slip in private foods.
      const built = await buildPlan(app.db, plan.user_id, request.body);
      const { name, description, goal } = request.body;
      return presentPlan(await updatePlan(app.db, plan.id, { name, description, goal, curated, ...built }));
    },
  );

  app.delete(
    '/api/meal-plans/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const plan = await assertCanEditPlan(app.db, user, await findPlan(app.db, request.params.id));
      await deletePlan(app.db, plan.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/meal-plans/:id/active',
    { schema: { params: idParamSchema, response: { 200: mealPlanSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const plan = await assertOwnsPlan(app.db, user, await findPlan(app.db, request.params.id));
      return presentPlan(await activatePlan(app.db, user.id, plan.id));
    },
  );

  app.delete(
    '/api/meal-plans/:id/active',
    { schema: { params: idParamSchema, response: { 200: mealPlanSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const plan = await assertOwnsPlan(app.db, user, await findPlan(app.db, request.params.id));
      return presentPlan(await deactivatePlan(app.db, plan.id));
    },
  );
};
