import { GYM_MESSAGES } from '@common/gyms-texts';
import { homeGymVisibilitySchema } from '@common/schemas/clubs';
import type { MyHomeGym } from '@common/schemas/gyms';
import { idParamSchema, pageQuerySchema } from '@common/schemas/paging';
import { homeGymVisibilityResultSchema } from '@common/schemas/responses/clubs';
import { myHomeGymSchema, userSummaryListSchema } from '@common/schemas/responses/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { presentUserSummary } from '../users';
import {
  clearHomeGym,
  findHomeGymOf,
  homeGymVisibleOf,
  listGymMembers,
  setHomeGym,
  setHomeGymVisible,
} from './home-gym-repository';
import { presentGym } from './presenter';
import { findGymById } from './repository';

const FOREIGN_KEY_VIOLATION = '23503';

/** A member's home gym (always the session user's own) and the members a gym page lists. */
export const homeGymRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/gyms/home', { schema: { response: { 200: myHomeGymSchema } } }, async (request): Promise<MyHomeGym> => {
    const user = await requireUser(request);
    const gym = await findHomeGymOf(app.db, user.id);
    return { gym: gym ? presentGym(gym) : null };
  });

  app.put(
    '/api/gyms/:id/home',
    { schema: { params: idParamSchema, response: { 200: myHomeGymSchema } } },
    async (request): Promise<MyHomeGym> => {
      const user = await requireUser(request);
      const gym = await setHomeGym(app.db, user.id, request.params.id).catch((err: { code?: string }) => {
        if (err.code === FOREIGN_KEY_VIOLATION) return undefined; // deleted at this very moment
        throw err;
      });
      if (!gym) throw notFound(GYM_MESSAGES.gymNotFound);
      return { gym: presentGym(gym) };
    },
  );

  app.delete(
    '/api/gyms/home',
    { schema: { response: { 200: myHomeGymSchema } } },
    async (request): Promise<MyHomeGym> => {
      const user = await requireUser(request);
      await clearHomeGym(app.db, user.id);
      return { gym: null };
    },
  );

  // Settings: whether the member appears among the people who call their gym home (D14).
  app.get(
    '/api/gyms/home/visibility',
    { schema: { response: { 200: homeGymVisibilityResultSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return { visible: await homeGymVisibleOf(app.db, user.id) };
    },
  );

  app.put(
    '/api/gyms/home/visibility',
    { schema: { body: homeGymVisibilitySchema, response: { 200: homeGymVisibilityResultSchema } } },
    async (request) => {
      const user = await requireUser(request);
      await setHomeGymVisible(app.db, user.id, request.body.visible);
      return { visible: request.body.visible };
    },
  );

  app.get(
    '/api/gyms/:id/members',
    { schema: { params: idParamSchema, querystring: pageQuerySchema, response: { 200: userSummaryListSchema } } },
    async (request) => {
      const viewer = await requireUser(request);
      if (!(await findGymById(app.db, request.params.id))) throw notFound(GYM_MESSAGES.gymNotFound);
      const rows = await listGymMembers(
        app.db,
        request.params.id,
        { id: viewer.id, isAdmin: viewer.is_admin },
        request.query,
      );
      return rows.map(presentUserSummary);
    },
  );
};
