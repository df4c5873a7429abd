import { GYM_MESSAGES } from '@common/gyms-texts';
import { GYM_LIMITS, gymInputSchema, gymListQuerySchema, nearbyQuerySchema } from '@common/schemas/gyms';
import { idParamSchema } from '@common/schemas/paging';
import { noContentSchema } from '@common/schemas/responses/common';
import { gymDetailSchema, gymListSchema, gymSchema } from '@common/schemas/responses/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/pool';
import { notFound } from '../../lib/http-errors';
import { ACCESS } from '../../lib/route-access';
import { requireAdmin, requireUser } from '../../plugins/session';
import { recordAudit } from '../audit';
import { presentUserSummary } from '../users';
import { homeGymCounts, listGymMembers } from './home-gym-repository';
import { findNearbyGyms } from './nearby-repository';
import { presentGym, presentGymDetail } from './presenter';
import { createGym, deleteGym, findGymById, listGyms, updateGym } from './repository';

/** Finding gyms (every signed-in member) and managing them (admins only). */
export const gymRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/gyms',
    { schema: { querystring: gymListQuerySchema, response: { 200: gymListSchema } } },
    async (request) => {
      await requireUser(request);
      const rows = await listGyms(app.db, request.query);
      return rows.map((row) => presentGym(row));
    },
  );

  // The query holds where the member is (the finder, the check-in suggestion): its request is not
  // written to the log at info level, so the position is kept nowhere (D14). Errors still are.
  app.get(
    '/api/gyms/nearby',
    { logLevel: 'warn', schema: { querystring: nearbyQuerySchema, response: { 200: gymListSchema } } },
    async (request) => {
      await requireUser(request);
      const rows = await findNearbyGyms(app.db, request.query);
      return rows.map((row) => presentGym(row, row.distance_km));
    },
  );

  app.get(
    '/api/gyms/:id',
    { schema: { params: idParamSchema, response: { 200: gymDetailSchema } } },
    async (request) => {
      const viewer = await requireUser(request);
      const gym = await findGymById(app.db, request.params.id);
      if (!gym) throw notFound(GYM_MESSAGES.gymNotFound);
      const [counts, members] = await Promise.all([
        homeGymCounts(app.db, gym.id, viewer.id),
        listGymMembers(
          app.db,
          gym.id,
          { id: viewer.id, isAdmin: viewer.is_admin },
          { limit: GYM_LIMITS.membersPreview },
        ),
      ]);
      return presentGymDetail(gym, { ...counts, members: members.map(presentUserSummary) });
    },
  );

  // Admins manage gyms; each change and its audit entry commit together.
  app.post(
    '/api/gyms',
    { schema: { ...ACCESS.admin, body: gymInputSchema, response: { 201: gymSchema } } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const gym = await transaction(app.db, async (tx) => {
        const created = await createGym(tx, request.body);
        await recordAudit(tx, admin, 'gym.create', { type: 'gym', id: created.id, label: created.name });
        return created;
      });
      return reply.code(201).send(presentGym(gym));
    },
  );

  app.put(
    '/api/gyms/:id',
    { schema: { ...ACCESS.admin, params: idParamSchema, body: gymInputSchema, response: { 200: gymSchema } } },
    async (request) => {
      const admin = await requireAdmin(request);
      const gym = await transaction(app.db, async (tx) => {
        const updated = await updateGym(tx, request.params.id, request.body);
        if (!updated) throw notFound(GYM_MESSAGES.gymNotFound);
        await recordAudit(tx, admin, 'gym.update', { type: 'gym', id: updated.id, label: updated.name });
        return updated;
      });
      return presentGym(gym);
    },
  );

  app.delete(
    '/api/gyms/:id',
    { schema: { ...ACCESS.admin, params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      await transaction(app.db, async (tx) => {
        const gym = await findGymById(tx, request.params.id);
        if (!gym || !(await deleteGym(tx, gym.id))) throw notFound(GYM_MESSAGES.gymNotFound);
        await recordAudit(tx, admin, 'gym.delete', { type: 'gym', id: gym.id, label: gym.name });
      });
      return reply.code(204).send();
    },
  );
};
