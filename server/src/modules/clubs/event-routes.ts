import { eventStartProblem } from '@common/club-event-start';
import { CLUB_MESSAGES as M } from '@common/clubs-texts';
import { clubEventInputSchema, rsvpSchema } from '@common/schemas/clubs';
import { idParamSchema, pageQuerySchema } from '@common/schemas/paging';
import { clubEventListSchema, clubEventSchema } from '@common/schemas/responses/clubs';
import { noContentSchema } from '@common/schemas/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { viewerOf } from '../access';
import { deleteEvent, findEvent, insertEvent, listUpcomingEvents, setRsvp } from './events-repository';
import { requireActiveMember, requireClubAdmin, requireContentReader, requireMaySchedule } from './policies';
import { findClub, gymExists } from './repository';

/** A club's events and the members' answers (issue 34). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Upcoming events, soonest first; `?before=<id of the last event seen>` continues after it. */
  app.get(
    '/api/clubs/:id/events',
    { schema: { params: idParamSchema, querystring: pageQuerySchema, response: { 200: clubEventListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const club = requireContentReader(viewerOf(user), await findClub(app.db, request.params.id, user.id));
      return listUpcomingEvents(app.db, club.id, user.id, request.query);
    },
  );

  app.post(
    '/api/clubs/:id/events',
    { schema: { params: idParamSchema, body: clubEventInputSchema, response: { 201: clubEventSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const club = requireClubAdmin(viewerOf(user), await findClub(app.db, request.params.id, user.id));
      requireMaySchedule(user, club.join_policy);
      const input = request.body;
      const startProblem = eventStartProblem(Date.parse(input.startsAt), Date.now());
      if (startProblem) throw badRequest(startProblem, { startsAt: startProblem });
      if (input.gymId !== null && !(await gymExists(app.db, input.gymId)))
        throw badRequest(M.gymNotFound, { gymId: M.gymNotFound });
      const id = await insertEvent(app.db, club.id, user.id, input);
      return reply.code(201).send(await findEvent(app.db, id, user.id));
    },
  );

  app.put(
    '/api/events/:id/rsvp',
    { schema: { params: idParamSchema, body: rsvpSchema, response: { 200: clubEventSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const event = await findEvent(app.db, request.params.id, user.id);
      if (!event) throw notFound(M.eventNotFound);
      const club = await findClub(app.db, event.clubId, user.id);
      if (!club || (club.join_policy === 'private' && club.my_status === null && !user.is_admin))
        throw notFound(M.eventNotFound);
      requireActiveMember(viewerOf(user), club);
      await setRsvp(app.db, event.id, user.id, request.body.status);
      return (await findEvent(app.db, event.id, user.id))!;
    },
  );

  app.delete(
    '/api/events/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const event = await findEvent(app.db, request.params.id, user.id);
      if (!event) throw notFound(M.eventNotFound);
      const club = await findClub(app.db, event.clubId, user.id);
      if (!club || (club.join_policy === 'private' && club.my_status === null && !user.is_admin))
        throw notFound(M.eventNotFound);
      requireClubAdmin(viewerOf(user), club);
      await deleteEvent(app.db, event.id);
      return reply.code(204).send();
    },
  );
};
