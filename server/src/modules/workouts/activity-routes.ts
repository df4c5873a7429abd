import { idParamSchema } from '@common/schemas/paging';
import { goalsSchema } from '@common/schemas/responses/meals';
import { activityFiguresSchema } from '@common/schemas/responses/workouts';
import { todayQuerySchema } from '@common/schemas/workout-logs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { activityFigures } from './activity';
import { todayOf } from './plan-helpers';
import { requireWorkoutsVisible } from './policies';

const schema = { params: idParamSchema, querystring: todayQuerySchema };

/**
 * GET /api/users/{id}/activity and /goals (spec section 7; issue 6 point 3): the member's own, or
 * another member's as their 'workout activity' choice allows (403 otherwise, 404 unknown).
 */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/:id/activity',
    { schema: { ...schema, response: { 200: activityFiguresSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const access = await requireWorkoutsVisible(app.db, user, request.params.id);
      return (await activityFigures(app.db, access.owner, todayOf(request.query), access.metrics)).activity;
    },
  );

  app.get('/api/users/:id/goals', { schema: { ...schema, response: { 200: goalsSchema } } }, async (request) => {
    const user = await requireUser(request);
    const access = await requireWorkoutsVisible(app.db, user, request.params.id);
    // Today's nutrition comes from the food diary, which only its member (and admins) may read.
    const diary = user.id === access.owner.id || user.is_admin;
    return (await activityFigures(app.db, access.owner, todayOf(request.query), access.metrics, diary)).goals;
  });
};
