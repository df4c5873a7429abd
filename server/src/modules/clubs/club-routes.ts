import { CLUB_LIMITS, CLUB_MESSAGES as M } from '@common/clubs-texts';
import { clubInputSchema, clubListQuerySchema } from '@common/schemas/clubs';
import { idParamSchema } from '@common/schemas/paging';
import { clubDetailSchema, clubListSchema, clubSchema } from '@common/schemas/responses/clubs';
import { noContentSchema } from '@common/schemas/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/pool';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { viewerOf } from '../access';
import { readClubDetail } from './club-detail';
import { isClubAdmin, requireClubAdmin, requireMayListClub, requireVisible } from './policies';
import { presentClub } from './presenter';
import { removeClubIn } from './removal';
import {
  findClub,
  gymExists,
  insertClub,
  listClubs,
  listGymClubs,
  listMyClubs,
  suggestClubs,
  updateClub,
} from './repository';

const SUGGESTIONS = 10;

/** Clubs: create, read, change, delete, find (issue 34). */
export const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/clubs',
    { schema: { body: clubInputSchema, response: { 201: clubSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const input = request.body;
      requireMayListClub(user, input.joinPolicy);
      if (input.homeGymId !== null && !(await gymExists(app.db, input.homeGymId)))
        throw badRequest(M.gymNotFound, { homeGymId: M.gymNotFound });
      const id = await transaction(app.db, (tx) => insertClub(tx, user.id, input));
      return reply.code(201).send(presentClub((await findClub(app.db, id, user.id))!));
    },
  );

  app.get(
    '/api/clubs',
    { schema: { querystring: clubListQuerySchema, response: { 200: clubListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return (await listClubs(app.db, viewerOf(user), request.query)).map(presentClub);
    },
  );

  app.get('/api/clubs/mine', { schema: { response: { 200: clubListSchema } } }, async (request) => {
    const user = await requireUser(request);
    return (await listMyClubs(app.db, user.id)).map(presentClub);
  });

  app.get('/api/clubs/suggested', { schema: { response: { 200: clubListSchema } } }, async (request) => {
    const user = await requireUser(request);
    return (await suggestClubs(app.db, user.id, SUGGESTIONS)).map(presentClub);
  });

  app.get(
    '/api/gyms/:id/clubs',
    { schema: { params: idParamSchema, response: { 200: clubListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      if (!(await gymExists(app.db, request.params.id))) throw notFound(M.gymNotFound);
      return (await listGymClubs(app.db, viewerOf(user), request.params.id)).map(presentClub);
    },
  );

  /** The club page: the club, and for those who may read it its members, events and challenges. */
  app.get(
    '/api/clubs/:id',
    { schema: { params: idParamSchema, response: { 200: clubDetailSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const viewer = viewerOf(user);
      const club = requireVisible(viewer, await findClub(app.db, request.params.id, user.id));
      return readClubDetail(app.db, viewer, club, CLUB_LIMITS.membersPreview);
    },
  );

  app.put(
    '/api/clubs/:id',
    { schema: { params: idParamSchema, body: clubInputSchema, response: { 200: clubSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const viewer = viewerOf(user);
      const club = requireClubAdmin(viewer, await findClub(app.db, request.params.id, user.id));
      const input = request.body;
      // Who can join decides who reads the members' posts, events and chat: opening a private
      // club is the owner's call (or a site admin's), not any club admin's.
      if (input.joinPolicy !== club.join_policy && !viewer.isAdmin && club.my_role !== 'owner')
        throw forbidden(M.policyOwnerOnly);
      requireMayListClub(user, input.joinPolicy);
      if (input.homeGymId !== null && !(await gymExists(app.db, input.homeGymId)))
        throw badRequest(M.gymNotFound, { homeGymId: M.gymNotFound });
      await updateClub(app.db, club.id, input);
      return presentClub((await findClub(app.db, club.id, user.id))!);
    },
  );

  /** The owner deletes their club; a site admin removes one (moderation). Everything in it goes. */
  app.delete(
    '/api/clubs/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const viewer = viewerOf(user);
      const club = requireVisible(viewer, await findClub(app.db, request.params.id, user.id));
      if (!(viewer.isAdmin || club.owner_id === user.id)) {
        throw forbidden(isClubAdmin(viewer, club) ? M.notOwner : M.notAdmin);
      }
      // A site admin removing someone else's club is a moderation act: audited.
      const audit = viewer.isAdmin && club.owner_id !== user.id;
      await transaction(app.db, (tx) => removeClubIn(tx, club.id, { actor: user, isAdmin: viewer.isAdmin, audit }));
      return reply.code(204).send();
    },
  );
};
