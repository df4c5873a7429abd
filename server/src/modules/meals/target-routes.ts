import { planningBasis } from '@common/nutrition/daily-target';
import { mealDayQuerySchema } from '@common/schemas/meal-logs';
import { mealGoalSchema } from '@common/schemas/meals';
import { type NutritionTargetState, ownTargetBodySchema } from '@common/schemas/nutrition-target';
import { noContentSchema } from '@common/schemas/responses/common';
import { nutritionTargetStateSchema, planningBasisSchema } from '@common/schemas/responses/meals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import { deleteOwnTarget, findOwnTarget, findTargets, saveOwnTarget } from './daily-target-repository';
import { dayOf, estimateFor, freshProfile } from './nutrition-targets';

/**
 * The member's nutrition target (issue 16 point 3). GET answers the day's target with its source,
 * their own target and the estimate offered as a suggestion; PUT and DELETE set and remove their
 * own. Always the session's member: a target is nobody else's business.
 */
export const targetRoutes: FastifyPluginAsyncZod = async (app) => {
  const state = async (userId: number, today: string): Promise<NutritionTargetState> => {
    const [{ target, own }, profile] = await Promise.all([findTargets(app.db, userId), freshProfile(app.db, userId)]);
    return { target, own, suggestion: estimateFor(profile, today) };
  };

  app.get(
    '/api/nutrition/target',
    { schema: { querystring: mealDayQuerySchema, response: { 200: nutritionTargetStateSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return state(user.id, dayOf(request.query));
    },
  );

  app.put(
    '/api/nutrition/target',
    {
      schema: {
        body: ownTargetBodySchema,
        querystring: mealDayQuerySchema,
        response: { 200: nutritionTargetStateSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await saveOwnTarget(app.db, user.id, request.body);
      return state(user.id, dayOf(request.query));
    },
  );

  app.delete('/api/nutrition/target', { schema: { response: { 204: noContentSchema } } }, async (request, reply) => {
    const user = await requireUser(request);
    await deleteOwnTarget(app.db, user.id);
    return reply.code(204).send();
  });

  // What a new plan is built for (the builder's comparison): the member's own target, else the
  // estimate for the goal, labelled 'estimate'.
  app.get(
    '/api/nutrition/targets',
    {
      schema: {
        querystring: z.object({ goal: mealGoalSchema.optional() }).extend(mealDayQuerySchema.shape),
        response: { 200: planningBasisSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const [own, profile] = await Promise.all([findOwnTarget(app.db, user.id), freshProfile(app.db, user.id)]);
      return planningBasis(own, estimateFor(profile, dayOf(request.query), request.query.goal));
    },
  );
};
