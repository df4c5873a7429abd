import { blockedServersSchema, blockServerBodySchema, hostParamSchema } from '@common/federation';
import { noContentSchema } from '@common/schemas/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/pool';
import { notFound } from '../../lib/http-errors';
import { requireAdmin } from '../../plugins/session';

// Admins block whole servers: their inbound activities are refused at the door (403), nothing is
// delivered to them, and their accounts' follows of our members end. The table keeps who blocked.

export const federationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/federation/blocked-servers',
    { schema: { response: { 200: blockedServersSchema } } },
    async (request) => {
      await requireAdmin(request);
      const { rows } = await app.db.query<{ host: string; blocked_at: Date }>(
        'select host, blocked_at from federation_blocked_servers order by host',
      );
      return { items: rows.map((r) => ({ host: r.host, blockedAt: r.blocked_at.toISOString() })) };
    },
  );

  app.post(
    '/api/admin/federation/blocked-servers',
    { schema: { body: blockServerBodySchema, response: { 201: noContentSchema } } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const { host } = request.body;
      await transaction(app.db, async (tx) => {
        await tx.query(
          'insert into federation_blocked_servers (host, blocked_by) values ($1, $2) on conflict (host) do nothing',
          [host, admin.id],
        );
        await tx.query(
          'delete from federation_followers where actor_id in (select id from federation_actors where server = $1)',
          [host],
        );
      });
      return reply.code(201).send();
    },
  );

  app.delete(
    '/api/admin/federation/blocked-servers/:host',
    { schema: { params: hostParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await requireAdmin(request);
      const host = request.params.host.toLowerCase();
      const { rowCount } = await app.db.query('delete from federation_blocked_servers where host = $1', [host]);
      if (!rowCount) throw notFound();
      return reply.code(204).send();
    },
  );
};
