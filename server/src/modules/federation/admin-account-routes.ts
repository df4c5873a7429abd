import {
  type BlockedAccount,
  blockAccountBodySchema,
  blockedAccountSchema,
  blockedAccountsSchema,
  FEDERATION_MESSAGES,
  remoteIdParamSchema,
} from '@common/federation';
import { noContentSchema } from '@common/schemas/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Queryable, transaction } from '../../db/pool';
import { HttpError, notFound } from '../../lib/http-errors';
import { requireAdmin } from '../../plugins/session';
import type { RemoteActorRow } from './actors-repository';
import type { AppFederation } from './federation';
import { lookupRemote, Unreachable } from './lookup';

// Admins block one remote account for the whole instance (members block for themselves; whole
// servers: admin-routes.ts). Its activities are refused for every member (isRefused), nothing is
// delivered to it, its posts and replies are hidden everywhere, and its follows end both ways.

const LIST = `select a.id::text as id, a.handle, a.server, b.blocked_at
  from federation_blocked_accounts b join federation_actors a on a.id = b.actor_id`;

type Row = { id: string; handle: string; server: string; blocked_at: Date };
const present = (r: Row): BlockedAccount => ({
  id: r.id,
  handle: r.handle,
  server: r.server,
  blockedAt: r.blocked_at.toISOString(),
});

/** An account we know by its handle (`@name@server`, the leading @ optional). */
async function knownActor(db: Queryable, handle: string): Promise<{ id: number } | undefined> {
  const normal = `@${handle.replace(/^@/, '')}`.toLowerCase();
  const { rows } = await db.query<{ id: number }>('select id from federation_actors where lower(handle) = $1', [
    normal,
  ]);
  return rows[0];
}

export const federationAdminAccountRoutes: FastifyPluginAsyncZod<{ federation: AppFederation | null }> = async (
  app,
  { federation },
) => {
  app.get(
    '/api/admin/federation/blocked-accounts',
    { schema: { response: { 200: blockedAccountsSchema } } },
    async (request) => {
      await requireAdmin(request);
      const { rows } = await app.db.query<Row>(`${LIST} order by b.blocked_at desc, a.id desc`);
      return { items: rows.map(present) };
    },
  );

  app.post(
    '/api/admin/federation/blocked-accounts',
    {
      schema: {
        description:
          'Blocks a remote account (`@name@server`) for the whole instance: 404 when its server does not know it.',
        body: blockAccountBodySchema,
        response: { 201: blockedAccountSchema },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const { handle } = request.body;
      let actor: Pick<RemoteActorRow, 'id'> | null | undefined = await knownActor(app.db, handle);
      if (!actor && federation) {
        try {
          actor = await lookupRemote(app, federation, handle);
        } catch (err) {
          if (err instanceof Unreachable) throw new HttpError(502, FEDERATION_MESSAGES.unreachable);
          throw err;
        }
      }
      if (!actor) throw notFound(FEDERATION_MESSAGES.noSuchAccount);
      const actorId = actor.id;
      await transaction(app.db, async (tx) => {
        await tx.query(
          'insert into federation_blocked_accounts (actor_id, blocked_by) values ($1, $2) on conflict (actor_id) do nothing',
          [actorId, admin.id],
        );
        // Its follows end both ways, for every member.
        await tx.query('delete from federation_followers where actor_id = $1', [actorId]);
        await tx.query('delete from federation_following where actor_id = $1', [actorId]);
      });
      const { rows } = await app.db.query<Row>(`${LIST} where b.actor_id = $1`, [actorId]);
      return reply.code(201).send(present(rows[0]));
    },
  );

  app.delete(
    '/api/admin/federation/blocked-accounts/:id',
    { schema: { params: remoteIdParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await requireAdmin(request);
      const { rowCount } = await app.db.query('delete from federation_blocked_accounts where actor_id = $1', [
        Number(request.params.id),
      ]);
      if (!rowCount) throw notFound();
      return reply.code(204).send();
    },
  );
};
