import { CLUB_MESSAGES as M } from '@common/clubs-texts';
import { clubInviteSchema, clubMemberParamsSchema, clubRoleSchema } from '@common/schemas/clubs';
import { idParamSchema, pageQuerySchema } from '@common/schemas/paging';
import { clubMemberListSchema, clubSchema } from '@common/schemas/responses/clubs';
import { noContentSchema } from '@common/schemas/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/pool';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { viewerOf } from '../access';
import { isBlockedEitherWay } from '../moderation';
import { notifyOrLog } from '../notifications';
import {
  approveRequest,
  clubAdminIds,
  findMembership,
  handOverClub,
  inviteMember,
  joinClub,
  listClubMembers,
  removeMembership,
  setRole,
} from './membership-repository';
import { requireClubAdmin, requireContentReader, requireVisible } from './policies';
import { presentClub } from './presenter';
import { findClub } from './repository';

/** Joining, asking, inviting (and listing invitations), approving, leaving and roles (issue 34). */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Join an open club, accept an invitation, or ask to join a by-request club. A private club
   * without an invitation is not even visible: 404, nothing stored.
   */
  app.post(
    '/api/clubs/:id/join',
    { schema: { params: idParamSchema, response: { 200: clubSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const club = await findClub(app.db, request.params.id, user.id);
      if (!club || (club.join_policy === 'private' && club.my_status === null)) throw notFound(M.clubNotFound);
      if (club.my_status === 'active') throw conflict(M.alreadyMember);
      if (club.join_policy === 'private' && club.my_status !== 'invited') throw forbidden(M.privateClub);
      if (await isBlockedEitherWay(app.db, user.id, club.owner_id)) {
        // An invitation sent before the block: said plainly (not which block stands), as an
        // approval's refusal is. Anyone else keeps the answer a stranger gets.
        if (club.my_status === 'invited') throw forbidden(M.cannotAcceptBlocked);
        throw notFound(M.clubNotFound);
      }
      const outcome = await joinClub(app.db, club.id, user.id, club.join_policy);
      if (outcome === 'requested' && club.my_status !== 'requested') {
        for (const adminId of await clubAdminIds(app.db, club.id)) {
          await notifyOrLog(app, { type: 'club_request', recipientId: adminId, actorId: user.id, clubId: club.id });
        }
      }
      return presentClub((await findClub(app.db, club.id, user.id))!);
    },
  );

  /** Leave (or withdraw a request, or decline an invitation): off the conversation and the club's boards too. */
  app.delete(
    '/api/clubs/:id/membership',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const club = requireVisible(viewerOf(user), await findClub(app.db, request.params.id, user.id));
      if (club.my_role === 'owner') throw conflict(M.ownerCannotLeave);
      if (club.my_status === null) throw notFound(M.memberNotFound);
      await transaction(app.db, (tx) => removeMembership(tx, club.id, user.id));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/clubs/:id/members',
    { schema: { params: idParamSchema, querystring: pageQuerySchema, response: { 200: clubMemberListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const viewer = viewerOf(user);
      const club = requireContentReader(viewer, await findClub(app.db, request.params.id, user.id));
      const members = await listClubMembers(app.db, club.id, viewer, request.query);
      const online = await app.realtime.onlineShownTo(
        user.id,
        members.map((m) => m.id),
      );
      return members.map((m) => ({ ...m, online: online.has(m.id) }));
    },
  );

  app.get(
    '/api/clubs/:id/requests',
    { schema: { params: idParamSchema, querystring: pageQuerySchema, response: { 200: clubMemberListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const viewer = viewerOf(user);
      const club = requireClubAdmin(viewer, await findClub(app.db, request.params.id, user.id));
      const rows = await listClubMembers(app.db, club.id, viewer, request.query, 'requested');
      return rows.map((m) => ({ ...m, online: false }));
    },
  );

  /** The invitations not yet answered (admins only), so they see whom they already invited. */
  app.get(
    '/api/clubs/:id/invitations',
    { schema: { params: idParamSchema, querystring: pageQuerySchema, response: { 200: clubMemberListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const viewer = viewerOf(user);
      const club = requireClubAdmin(viewer, await findClub(app.db, request.params.id, user.id));
      const rows = await listClubMembers(app.db, club.id, viewer, request.query, 'invited');
      return rows.map((m) => ({ ...m, online: false }));
    },
  );

  app.post(
    '/api/clubs/:id/requests/:userId/approve',
    { schema: { params: clubMemberParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const club = requireClubAdmin(viewerOf(user), await findClub(app.db, request.params.id, user.id));
      const { userId } = request.params;
      // As for an invitation: joining keeps out whoever is blocked either way with the owner, and
      // an admin lets in no one they blocked or who blocked them, even if the block came after the request.
      if (
        (await isBlockedEitherWay(app.db, user.id, userId)) ||
        (club.owner_id !== user.id && (await isBlockedEitherWay(app.db, club.owner_id, userId)))
      )
        throw forbidden(M.cannotApproveBlocked);
      if (!(await approveRequest(app.db, club.id, userId))) throw notFound(M.requestNotFound);
      await notifyOrLog(app, {
        type: 'club_approved',
        recipientId: userId,
        actorId: user.id,
        clubId: club.id,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/clubs/:id/invitations',
    { schema: { params: idParamSchema, body: clubInviteSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const club = requireClubAdmin(viewerOf(user), await findClub(app.db, request.params.id, user.id));
      const { userId } = request.body;
      const { rows } = await app.db.query('select 1 from users where id = $1 and suspended_at is null', [userId]);
      if (rows.length === 0) throw notFound(M.memberNotFound);
      if (await isBlockedEitherWay(app.db, user.id, userId)) throw forbidden(M.cannotInviteBlocked);
      // Joining keeps out whoever is blocked either way with the owner: an admin's invitation to
      // them would sit in their clubs with an Accept that answers "Club not found".
      if (club.owner_id !== user.id && (await isBlockedEitherWay(app.db, club.owner_id, userId)))
        throw forbidden(M.cannotInviteBlocked);
      const before = await findMembership(app.db, club.id, userId);
      if (before?.status === 'active') throw conflict(M.inviteeAlreadyMember);
      const status = await inviteMember(app.db, club.id, userId, user.id);
      if (status === 'invited' && before?.status !== 'invited') {
        await notifyOrLog(app, { type: 'club_invite', recipientId: userId, actorId: user.id, clubId: club.id });
      }
      return reply.code(204).send();
    },
  );

  /** An admin removes a member, declines a request or withdraws an invitation. */
  app.delete(
    '/api/clubs/:id/members/:userId',
    { schema: { params: clubMemberParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const viewer = viewerOf(user);
      const club = requireClubAdmin(viewer, await findClub(app.db, request.params.id, user.id));
      const target = await findMembership(app.db, club.id, request.params.userId);
      if (!target) throw notFound(M.memberNotFound);
      if (target.role === 'owner') throw forbidden(M.cannotChangeOwner);
      if (target.role === 'admin' && club.my_role !== 'owner' && !viewer.isAdmin) throw forbidden(M.notOwner);
      await transaction(app.db, (tx) => removeMembership(tx, club.id, request.params.userId));
      return reply.code(204).send();
    },
  );

  /**
   * The owner makes a member an admin, or an admin a member again, or hands the club over to an
   * active member (who becomes its owner, the owner one of its admins, and so free to leave).
   */
  app.put(
    '/api/clubs/:id/members/:userId',
    { schema: { params: clubMemberParamsSchema, body: clubRoleSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const viewer = viewerOf(user);
      const club = requireClubAdmin(viewer, await findClub(app.db, request.params.id, user.id));
      if (club.my_role !== 'owner' && !viewer.isAdmin) throw forbidden(M.notOwner);
      const target = await findMembership(app.db, club.id, request.params.userId);
      if (target?.role === 'owner') throw forbidden(M.cannotChangeOwner);
      if (request.body.role === 'owner') {
        const outcome = await transaction(app.db, (tx) =>
          handOverClub(tx, club.id, club.owner_id, request.params.userId),
        );
        // Another hand-over came first: the caller is no longer the owner it checked.
        if (outcome === 'owner changed') throw forbidden(M.notOwner);
        if (outcome === 'not a member') throw notFound(M.memberNotFound);
        return reply.code(204).send();
      }
      if (!(await setRole(app.db, club.id, request.params.userId, request.body.role))) throw notFound(M.memberNotFound);
      return reply.code(204).send();
    },
  );
};
