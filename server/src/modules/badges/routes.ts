import { BADGES } from '@common/badges/catalog';
import { BADGE_MESSAGES as M } from '@common/badges-texts';
import {
  badgeRequestBodySchema,
  grantBadgeBodySchema,
  type MemberBadges,
  memberBadgeParamsSchema,
} from '@common/schemas/badges';
import { idParamSchema } from '@common/schemas/paging';
import { noContentSchema } from '@common/schemas/responses/common';
import { badgeRequestListSchema, badgeRequestSchema, memberBadgesSchema } from '@common/schemas/responses/more';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import type { SessionUser } from '../sessions';
import { grantBadge, revokeBadge } from './decisions';
import { assertCanSetBadge, assertClaimBadge } from './policies';
import { presentMemberBadge, presentRequest, sortBadges } from './presenter';
import { closeRequest, findRequest, holdsBadge, insertRequest, listMemberBadges, listOwnRequests } from './repository';
import { badgeAccess } from './visibility';

async function memberBadges(app: FastifyInstance, viewer: SessionUser, userId: number): Promise<MemberBadges> {
  const access = await badgeAccess(app.db, viewer, userId);
  const all = (await listMemberBadges(app.db, userId)).map(presentMemberBadge);
  const shown = access.earned ? all : all.filter((b) => b.kind === 'claim');
  return { badges: sortBadges(shown), earnedHidden: !access.earned };
}

/** A member's badges, their verification requests, and the refusals of self-service (DECISIONS D11). */
export const badgeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/:id/badges',
    { schema: { params: idParamSchema, response: { 200: memberBadgesSchema } } },
    async (request) => {
      const viewer = await requireUser(request);
      return memberBadges(app, viewer, request.params.id);
    },
  );

  // Setting a badge directly: admins, claim badges only. A member gets 403 (they request instead),
  // and an earned badge is refused to everyone (the server grants it).
  app.post(
    '/api/users/:id/badges',
    { schema: { params: idParamSchema, body: grantBadgeBodySchema, response: { 200: memberBadgesSchema } } },
    async (request) => {
      const viewer = await requireUser(request);
      const badge = assertCanSetBadge(viewer, request.body.badge);
      await grantBadge(app, viewer, request.params.id, badge);
      return memberBadges(app, viewer, request.params.id);
    },
  );

  app.delete(
    '/api/users/:id/badges/:badge',
    { schema: { params: memberBadgeParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const badge = assertCanSetBadge(viewer, request.params.badge);
      await revokeBadge(app, viewer, request.params.id, badge);
      return reply.code(204).send();
    },
  );

  app.get('/api/badges/requests', { schema: { response: { 200: badgeRequestListSchema } } }, async (request) => {
    const user = await requireUser(request);
    return (await listOwnRequests(app.db, user.id)).map((row) => presentRequest(row));
  });

  app.post(
    '/api/badges/requests',
    { schema: { body: badgeRequestBodySchema, response: { 201: badgeRequestSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const badge = assertClaimBadge(request.body.badge);
      if (await holdsBadge(app.db, user.id, badge))
        throw conflict(M.alreadyHeld(badge), { badge: M.alreadyHeld(badge) });
      const row = await insertRequest(app.db, user.id, { badge, note: request.body.note, link: request.body.link });
      if (!row) throw conflict(M.alreadyPending(badge), { badge: M.alreadyPending(badge) });
      request.log.info({ requestId: row.id, badge: BADGES[badge].label }, 'badge requested');
      return reply.code(201).send(presentRequest(row));
    },
  );

  // The member withdraws a request still waiting; someone else's request is unknown to them (404).
  app.delete(
    '/api/badges/requests/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await findRequest(app.db, request.params.id);
      if (!row || row.user_id !== user.id) throw notFound(M.requestNotFound);
      if (row.status !== 'pending') throw conflict(M.requestDecided);
      if (!(await closeRequest(app.db, row.id, { status: 'withdrawn', decidedBy: null })))
        throw conflict(M.requestDecided);
      return reply.code(204).send();
    },
  );
};
