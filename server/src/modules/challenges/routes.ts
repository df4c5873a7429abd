import { lastDayPassed } from '@common/challenge-dates';
import { CHALLENGE_MESSAGES as M } from '@common/challenges-texts';
import {
  challengeInputSchema,
  challengeListQuerySchema,
  challengeTextSchema,
  joinChallengeSchema,
  leaderboardQuerySchema,
} from '@common/schemas/challenges';
import { idParamSchema } from '@common/schemas/paging';
import { challengeListSchema, challengeSchema, leaderboardSchema } from '@common/schemas/responses/challenges';
import { noContentSchema } from '@common/schemas/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Queryable, transaction } from '../../db/pool';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { viewerOf } from '../access';
import { isClubAdmin } from '../clubs';
import { presentBoard } from './board-presenter';
import type { BoardReader } from './board-reader';
import {
  loadVisibleChallenge,
  requireClubForChallenge,
  requireEditableChallenge,
  requireMayJoin,
  requireMayPublishChallenge,
} from './policies';
import { presentChallenge } from './presenter';
import { removeChallengeIn } from './removal';
import {
  deleteParticipant,
  findChallenge,
  insertChallenge,
  insertParticipant,
  isKnownTimeZone,
  listMyChallenges,
  listPublicChallenges,
  updateChallengeText,
} from './repository';
import { backfillMember } from './standings';

/** A time zone the shared schema let through that PostgreSQL cannot use for the member's days: 400. */
async function requireKnownTimeZone(db: Queryable, timeZone: string): Promise<void> {
  if (!(await isKnownTimeZone(db, timeZone))) throw badRequest(M.timeZoneInvalid, { timeZone: M.timeZoneInvalid });
}

/** Challenges (issue 34): create, find, join, leave and the live leaderboard. */
export const challengeRoutes: FastifyPluginAsyncZod<{ boards: BoardReader }> = async (app, { boards }) => {
  app.post(
    '/api/challenges',
    { schema: { body: challengeInputSchema, response: { 201: challengeSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const input = request.body;
      await requireKnownTimeZone(app.db, input.timeZone);
      // The schema refused a last day over everywhere; this one is over in the challenge's own zone.
      if (lastDayPassed(input)) throw badRequest(M.endedAlready, { endsOn: M.endedAlready });
      const club = input.clubId === null ? null : await requireClubForChallenge(app.db, viewerOf(user), input.clubId);
      requireMayPublishChallenge(user, club);
      const id = await insertChallenge(app.db, user.id, input);
      return reply.code(201).send(presentChallenge((await findChallenge(app.db, id, user.id))!));
    },
  );

  app.get(
    '/api/challenges',
    { schema: { querystring: challengeListQuerySchema, response: { 200: challengeListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return (await listPublicChallenges(app.db, viewerOf(user), request.query)).map(presentChallenge);
    },
  );

  app.get('/api/challenges/mine', { schema: { response: { 200: challengeListSchema } } }, async (request) => {
    const user = await requireUser(request);
    return (await listMyChallenges(app.db, user.id)).map(presentChallenge);
  });

  app.get(
    '/api/challenges/:id',
    { schema: { params: idParamSchema, response: { 200: challengeSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const { challenge } = await loadVisibleChallenge(app.db, viewerOf(user), request.params.id);
      return presentChallenge(challenge);
    },
  );

  /** The creator (or the club's admins) renames it; its rules stay what members joined. */
  app.put(
    '/api/challenges/:id',
    { schema: { params: idParamSchema, body: challengeTextSchema, response: { 200: challengeSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const access = await requireEditableChallenge(app.db, viewerOf(user), request.params.id);
      requireMayPublishChallenge(user, access.club);
      await updateChallengeText(app.db, access.challenge.id, request.body);
      return presentChallenge((await findChallenge(app.db, access.challenge.id, user.id))!);
    },
  );

  /** Its creator, its club's admins, or a site admin (moderation) removes it. */
  app.delete(
    '/api/challenges/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const viewer = viewerOf(user);
      const { challenge, club } = await requireEditableChallenge(app.db, viewer, request.params.id);
      // A site admin removing what is neither theirs nor their club's is a moderation act: audited.
      const audit =
        viewer.isAdmin &&
        challenge.creator_id !== user.id &&
        !(club && isClubAdmin({ id: user.id, isAdmin: false }, club));
      await transaction(app.db, (tx) =>
        removeChallengeIn(tx, challenge.id, { actor: user, isAdmin: viewer.isAdmin, audit }),
      );
      return reply.code(204).send();
    },
  );

  /** Join: everything of the member's in the range counts at once, those before they joined too. */
  app.post(
    '/api/challenges/:id/join',
    { schema: { params: idParamSchema, body: joinChallengeSchema, response: { 200: challengeSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const viewer = viewerOf(user);
      const access = await loadVisibleChallenge(app.db, viewer, request.params.id);
      requireMayJoin(viewer, access);
      const { challenge } = access;
      const timeZone = request.body.timeZone ?? challenge.time_zone;
      await requireKnownTimeZone(app.db, timeZone);
      // Over on the member's own day, the one that decides what of theirs counts (and what the page shows).
      if (lastDayPassed({ endsOn: challenge.ends_on, timeZone })) throw conflict(M.ended);
      await transaction(app.db, async (tx) => {
        if (await insertParticipant(tx, challenge.id, user.id, timeZone))
          await backfillMember(tx, challenge.id, user.id);
      });
      return presentChallenge((await findChallenge(app.db, challenge.id, user.id))!);
    },
  );

  app.delete(
    '/api/challenges/:id/membership',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const access = await loadVisibleChallenge(app.db, viewerOf(user), request.params.id);
      if (!(await deleteParticipant(app.db, access.challenge.id, user.id))) throw notFound(M.challengeNotFound);
      return reply.code(204).send();
    },
  );

  /**
   * The board: rank, value and progress of the top `limit` (then `after`), the viewer's own row
   * (with what counts in their view only), and the total. Live: a socket that sent
   * `watch_challenge` hears a 'leaderboard' event when the standing changes.
   */
  app.get(
    '/api/challenges/:id/leaderboard',
    { schema: { params: idParamSchema, querystring: leaderboardQuerySchema, response: { 200: leaderboardSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const viewer = viewerOf(user);
      const { challenge } = await loadVisibleChallenge(app.db, viewer, request.params.id);
      const board = await boards.read(challenge.id, viewer, request.query);
      if (!board) throw notFound(M.challengeNotFound);
      return presentBoard(challenge, board);
    },
  );
};
