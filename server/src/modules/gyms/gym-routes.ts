import { GYM_MESSAGES } from '@common/gyms-texts';
import { GYM_LIMITS, gymInputSchema, gymListQuerySchema, nearbyQuerySchema } from '@common/schemas/gyms';
import { idParamSchema } from '@common/schemas/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { requireAdmin, requireUser } from '../../plugins/session';
import { presentUserSummary } from '../users/presenter';
import { homeGymCounts, listGymMembers } from './home-gym-repository';
import { findNearbyGyms } from './nearby-repository';
import { presentGym, presentGymDetail } from './presenter';
import { createGym, deleteGym, findGymById, listGyms, updateGym } from './repository';

/** Finding gyms (every signed-in member) and managing them (admins only). */
export const gymRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/gyms', { schema: { querystring: gymListQuerySchema } }, async (request) => {
    await requireUser(request);
    const rows = await listGyms(app.db, request.query);
    return rows.map((row) => presentGym(row));
  });

  app.get('/api/gyms/nearby', { schema: { querystring: nearbyQuerySchema } }, async (request) => {
    await requireUser(request);
    const rows = await findNearbyGyms(app.db, request.query);
    return rows.map((row) => presentGym(row, row.distance_km));
  });

  app.get('/api/gyms/:id', { schema: { params: idParamSchema } }, async (request) => {
    const viewer = await requireUser(request);
    const gym = await findGymById(app.db, request.params.id);
    if (!gym) throw notFound(GYM_MESSAGES.gymNotFound);
    const [counts, members] = await Promise.all([
      homeGymCounts(app.db, gym.id, viewer.id),
      listGymMembers(app.db, gym.id, { id: viewer.id, isAdmin: viewer.is_admin }, { limit: GYM_LIMITS.membersPreview }),
    ]);
    return presentGymDetail(gym, { ...counts, members: members.map(presentUserSummary) });
  });

  app.post('/api/gyms', { schema: { body: gymInputSchema } }, async (request, reply) => {
    await requireAdmin(request);
    const gym = await createGym(app.db, request.body);
    return reply.code(201).send(presentGym(gym));
  });

  app.put('/api/gyms/:id', { schema: { params: idParamSchema, body: gymInputSchema } }, async (request) => {
    await requireAdmin(request);
    const gym = await updateGym(app.db, request.params.id, request.body);
    if (!gym) throw notFound(GYM_MESSAGES.gymNotFound);
    return presentGym(gym);
  });

  app.delete('/api/gyms/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    await requireAdmin(request);
    if (!(await deleteGym(app.db, request.params.id))) throw notFound(GYM_MESSAGES.gymNotFound);
    return reply.code(204).send();
  });
};
