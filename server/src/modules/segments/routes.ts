import { idParamSchema } from '@common/schemas/paging';
import { leaderboardSchema, segmentDetailSchema } from '@common/schemas/responses/segments';
import { createSegmentSchema, leaderboardQuerySchema, SEGMENT_LIMITS } from '@common/schemas/segments';
import { SEGMENT_MESSAGES as M } from '@common/segments-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readWithGenericPlans, transaction } from '../../db/pool';
import { badRequest, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { viewerOf } from '../access';
import { readStoredTrack } from '../activities';
import { backfillSegment, CREATE_BACKFILL_MAX } from './backfill';
import { boardPage, countAhead, onBoard, viewerRow } from './board-repository';
import { unitBox } from './geometry';
import { ownSourceActivity } from './policies';
import { pageRanks, presentEntry } from './presenter';
import { insertSegment, segmentExists, zonesOf } from './repository';
import { readSegmentDetail } from './segment-detail';
import { cutStretch, insideZones, matchingPath, pagePath } from './stretch';

/** The box margin around a segment's path: the corridor, and room for the plane's approximation. */
const BOX_MARGIN_M = SEGMENT_LIMITS.corridorM + 15;

export const segmentRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /api/segments: a segment from a stretch of one of the member's own activities. Past
   * activities that pass it are matched before the answer (up to 200; the worker does the rest).
   */
  app.post(
    '/api/segments',
    {
      schema: {
        description:
          'Makes a segment from the stretch of one of your own activities between `startM` and `endM` (metres from ' +
          'its start), and matches past activities that pass it (docs/decisions/0028-segments.md). 400 (nothing ' +
          'stored) for a stretch under 200 m or over 100 km, one ending past the activity, across a gap in the ' +
          'recording or through your own privacy zone, or an activity that is not public or has no GPS or sport; ' +
          '403 for another ' +
          "member's activity you may see; 404 for an activity you may not see or that does not exist.",
        body: createSegmentSchema,
        response: { 201: segmentDetailSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const viewer = viewerOf(user);
      const { activityId, startM, endM, name } = request.body;
      const activity = await ownSourceActivity(app.db, viewer, activityId);
      // Every member sees a segment's path: from an activity they may not see, it would show them
      // where its owner went.
      if (activity.visibility !== 'public') throw badRequest(M.notPublic, { activityId: M.notPublic });
      if (!activity.has_gps) throw badRequest(M.noGps, { activityId: M.noGps });
      if (!activity.sport) throw badRequest(M.noSport, { activityId: M.noSport });
      if (endM > activity.distance_m) throw badRequest(M.outsideActivity, { endM: M.outsideActivity });
      const track = await readStoredTrack(app.db, activity.id);
      if (!track?.lat) throw badRequest(M.noGps, { activityId: M.noGps });
      const stretch = cutStretch(track, startM, endM);
      if (stretch === 'gap') throw badRequest(M.acrossGap, { startM: M.acrossGap });
      if (insideZones(stretch, await zonesOf(app.db, user.id))) throw badRequest(M.inPrivacyZone);
      const path = matchingPath(stretch);
      const id = await transaction(app.db, (tx) =>
        insertSegment(tx, {
          userId: user.id,
          activityId: activity.id,
          name,
          sport: activity.sport!,
          distanceM: endM - startM,
          path,
          page: JSON.stringify(pagePath(stretch)),
          box: unitBox(path.lat, path.lng, BOX_MARGIN_M)!,
        }),
      );
      await backfillSegment(app.db, id, CREATE_BACKFILL_MAX);
      return reply.code(201).send((await readSegmentDetail(app.db, id, viewer))!);
    },
  );

  /** GET /api/segments/{id}: the segment, its path and profile, the viewer's efforts and best. */
  app.get(
    '/api/segments/:id',
    {
      schema: {
        description:
          'The segment: its path and elevation profile (at most 1,000 points), its creator (null for others when ' +
          "a block stands between them, the creator is suspended, or the creator's privacy zone holds the start or " +
          "end), and the caller's own efforts (latest 50) and personal best. 404 when there is no such segment.",
        params: idParamSchema,
        response: { 200: segmentDetailSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const detail = await readSegmentDetail(app.db, request.params.id, viewerOf(user));
      if (!detail) throw notFound();
      return detail;
    },
  );

  /**
   * GET /api/segments/{id}/leaderboard: each member's best, fastest first, all time or this year,
   * everyone or the people the viewer follows, as far as the viewer may see their activities.
   */
  app.get(
    '/api/segments/:id/leaderboard',
    {
      schema: {
        description:
          "Each member's best on the segment, fastest first, as far as the caller may see their activities " +
          '(private activities never; blocked members and members whose privacy zone holds the start or end ' +
          'never for others). Pages continue with `after`, the last entry’s effortId; 400 when `after` is not an ' +
          'entry of this board as the caller sees it (an effort hidden from them, on another board, or no longer ' +
          'its member’s best: start again from the top). 404 when there is no such segment.',
        params: idParamSchema,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { period, scope, limit, after } = request.query;
      if (!(await segmentExists(app.db, request.params.id))) throw notFound();
      const q = { segmentId: request.params.id, period, scope, viewer: viewerOf(user) };
      // The board's statements plan the same whatever the segment, and planning them costs more
      // than reading them: one generic plan each (readWithGenericPlans).
      const { rows, own, ahead, ownRank } = await readWithGenericPlans(app.db, async (db) => {
        const rows = await boardPage(db, q, limit, after);
        // A page after a hidden effort is empty, like the end of the board: only then is it asked
        // which one it was, so a page that has rows costs one statement.
        if (after !== undefined && rows.length === 0 && !(await onBoard(db, q, after)))
          throw badRequest(M.afterNotOnBoard, { after: M.afterNotOnBoard });
        const own = await viewerRow(db, q);
        const ahead =
          after && rows.length > 0
            ? await countAhead(db, q, rows[0].elapsed_s, rows[0].effort_id)
            : { faster: 0, before: 0 };
        const ownRank = own ? (await countAhead(db, q, own.elapsed_s, own.effort_id)).faster + 1 : null;
        return { rows, own, ahead, ownRank };
      });
      const ranks = pageRanks(rows, ahead.faster, ahead.before);
      return {
        period,
        scope,
        entries: rows.map((row, i) => presentEntry(row, ranks[i])),
        viewer: own && ownRank ? presentEntry(own, ownRank) : null,
      };
    },
  );
};
