import { ADMIN_MESSAGES } from '@common/admin-texts';
import { adminListQuerySchema, suspendBodySchema } from '@common/schemas/admin';
import { idParamSchema } from '@common/schemas/paging';
import { adminUserListSchema, adminUserSchema } from '@common/schemas/responses/admin';
import { noContentSchema } from '@common/schemas/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/pool';
import { notFound } from '../../lib/http-errors';
import { requireAdmin } from '../../plugins/session';
import { recordAudit } from '../audit';
import { deleteAccount } from '../people';
import { presentAdminUser, presentAdminUserListItem } from './presenter';
import { assertActionableMember, makeAdmin, revokeAdmin, setTrainer, suspendIn, unsuspend } from './user-actions';
import { findAdminUser, listAdminUsers } from './users-repository';

/** The Users tab: the list, roles, suspension, deletion and the trainer badge. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = { params: idParamSchema };

  app.get(
    '/api/admin/users',
    { schema: { querystring: adminListQuerySchema, response: { 200: adminUserListSchema } } },
    async (request) => {
      const admin = await requireAdmin(request);
      return (await listAdminUsers(app.db, admin.id, request.query)).map(presentAdminUserListItem);
    },
  );

  app.post(
    '/api/admin/users/:id/admin',
    { schema: { ...params, response: { 200: adminUserSchema } } },
    async (request) => {
      const admin = await requireAdmin(request);
      return presentAdminUser(await makeAdmin(app.db, admin, request.params.id));
    },
  );

  app.delete(
    '/api/admin/users/:id/admin',
    { schema: { ...params, response: { 200: adminUserSchema } } },
    async (request) => {
      const admin = await requireAdmin(request);
      return presentAdminUser(await revokeAdmin(app.db, admin, request.params.id));
    },
  );

  // The body (a reason) is optional: a bodiless POST arrives as null.
  app.post(
    '/api/admin/users/:id/suspend',
    { schema: { params: idParamSchema, body: suspendBodySchema.nullish(), response: { 200: adminUserSchema } } },
    async (request) => {
      const admin = await requireAdmin(request);
      const userId = request.params.id;
      const reason = request.body?.reason ?? null;
      const user = await transaction(app.db, (tx) => suspendIn(tx, admin, userId, reason));
      // Sessions are gone with the commit; open sockets on any instance close now, not at the next heartbeat.
      await app.realtime.endSessions(userId);
      return presentAdminUser(user);
    },
  );

  app.delete(
    '/api/admin/users/:id/suspend',
    { schema: { ...params, response: { 200: adminUserSchema } } },
    async (request) => {
      const admin = await requireAdmin(request);
      return presentAdminUser(await unsuspend(app.db, admin, request.params.id));
    },
  );

  app.post(
    '/api/admin/users/:id/trainer',
    { schema: { ...params, response: { 200: adminUserSchema } } },
    async (request) => {
      const admin = await requireAdmin(request);
      return presentAdminUser(await setTrainer(app, admin, request.params.id, true));
    },
  );

  app.delete(
    '/api/admin/users/:id/trainer',
    { schema: { ...params, response: { 200: adminUserSchema } } },
    async (request) => {
      const admin = await requireAdmin(request);
      return presentAdminUser(await setTrainer(app, admin, request.params.id, false));
    },
  );

  // The member and everything they own go (as with their own account deletion, D5).
  app.delete(
    '/api/admin/users/:id',
    { schema: { ...params, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const user = await findAdminUser(app.db, request.params.id);
      if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
      assertActionableMember(admin, user);
      await deleteAccount(app, user.id, (tx) =>
        recordAudit(tx, admin, 'user.delete', { type: 'user', id: user.id, label: user.username }),
      );
      await app.realtime.endSessions(user.id);
      return reply.code(204).send();
    },
  );
};
