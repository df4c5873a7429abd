import { ACTIVITY_MESSAGES as M } from '@common/activities-texts';
import { activityListQuerySchema, updateActivitySchema } from '@common/schemas/activities';
import { idParamSchema } from '@common/schemas/paging';
import {
  activityDetailSchema,
  activitySummaryListSchema,
  activitySummarySchema,
} from '@common/schemas/responses/activities';
import { fileSchema, noContentSchema } from '@common/schemas/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/pool';
import { notFound } from '../../lib/http-errors';
import { sentAsText } from '../../lib/response-serializer';
import { ACCESS } from '../../lib/route-access';
import { requireUser } from '../../plugins/session';
import { refuseNotYours, viewerOf } from '../access';
import { deleteMedia, STORED_FORMATS } from '../media';
import { activityAccess } from './access';
import { requireMemberOrToken } from './caller';
import { runChangedHooks, runDeletedHooks } from './change-hooks';
import { readPageSections } from './hooks';
import { activityDetailJson, presentActivity } from './presenter';
import { notifyRecords, withdrawStaleRecords } from './record-notifications';
import { recordsSetBy } from './records-repository';
import { findActivity, findActivityPage, listActivities, updateActivity } from './repository';
import { activityToGpx } from './to-gpx';

/** A file name for Content-Disposition: the member's own name, reduced to safe characters. */
const attachment = (name: string) => `attachment; filename="${name.replace(/[^\w.\- ]+/g, '_').slice(0, 120)}"`;

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/activities: the caller's activities, latest first (session or API token). */
  app.get(
    '/api/activities',
    {
      schema: {
        ...ACCESS.memberOrToken,
        querystring: activityListQuerySchema,
        response: { 200: activitySummaryListSchema },
      },
    },
    async (request) => {
      const member = await requireMemberOrToken(request);
      return (await listActivities(app.db, member.id, request.query)).map(presentActivity);
    },
  );

  /**
   * GET /api/activities/{id}: the page, for whoever the activity's visibility lets in (404 for
   * others, as for an unknown one). Session or API token: a token reads as its member.
   */
  app.get(
    '/api/activities/:id',
    { schema: { ...ACCESS.memberOrToken, params: idParamSchema, response: { 200: sentAsText(activityDetailSchema) } } },
    async (request, reply) => {
      const member = await requireMemberOrToken(request);
      const row = await findActivityPage(app.db, request.params.id, member.id);
      if (!row) throw notFound();
      const access = await activityAccess(app.db, viewerOf(member), row);
      if (!access.visible) throw notFound();
      const added = await readPageSections(app.db, {
        activityId: row.id,
        ownerId: row.user_id,
        sport: row.sport,
        viewerId: member.id,
        isOwner: access.isOwner,
        movingSeconds: row.moving_s,
        avgHeartRate: row.avg_heart_rate,
      });
      return reply.type('application/json; charset=utf-8').send(activityDetailJson(row, access.isOwner, added));
    },
  );

  /** PATCH /api/activities/{id}: the owner renames it, sets the sport or the visibility. */
  app.patch(
    '/api/activities/:id',
    { schema: { params: idParamSchema, body: updateActivitySchema, response: { 200: activitySummarySchema } } },
    async (request) => {
      const user = await requireUser(request);
      const before = await findActivity(app.db, request.params.id);
      if (!before) throw notFound();
      if (before.user_id !== user.id) refuseNotYours((await activityAccess(app.db, viewerOf(user), before)).visible);
      const { visibility } = request.body;
      const { row, records } = await transaction(app.db, async (tx) => {
        const updated = (await updateActivity(tx, before.id, request.body))!;
        // A shared activity's post follows its visibility: who may see the card may see the page.
        if (visibility)
          await tx.query('update posts set audience = $2 where activity_id = $1', [before.id, visibility]);
        // Issue 34: what reads the activity's sport or visibility (challenge standings) follows, in this transaction.
        await runChangedHooks(tx, { id: before.id, userId: before.user_id });
        const becameRun = before.sport !== 'run' && updated.sport === 'run';
        return { row: updated, records: becameRun ? await recordsSetBy(tx, user.id, before.id) : [] };
      });
      // A sport change changes what counts as a run's record: notifications that no longer hold go.
      if (row.sport !== before.sport) await withdrawStaleRecords(app, row.user_id, row.id);
      await notifyRecords(app, row, records);
      return presentActivity(row);
    },
  );

  /** DELETE /api/activities/{id}: the owner or an admin; the file, the track and any post go with it. */
  app.delete(
    '/api/activities/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await findActivity(app.db, request.params.id);
      if (!row) throw notFound();
      if (row.user_id !== user.id && !user.is_admin)
        refuseNotYours((await activityAccess(app.db, viewerOf(user), row)).visible);
      // The activity row references its file's media row with on delete cascade: deleting the file
      // (file first, then the row, as every media delete does) deletes the activity, its track,
      // best efforts and sharing post.
      await deleteMedia(app, [row.file_key]);
      // Its record notifications announced figures that are gone.
      await withdrawStaleRecords(app, row.user_id, row.id);
      await runDeletedHooks(app.db, { id: row.id, userId: row.user_id });
      return reply.code(204).send();
    },
  );

  /** GET /api/activities/{id}/original: the uploaded file, to its owner only. */
  app.get(
    '/api/activities/:id/original',
    {
      schema: {
        ...ACCESS.memberOrToken,
        params: idParamSchema,
        response: { 200: fileSchema('application/octet-stream', 'The uploaded file (GPX, TCX or FIT).') },
      },
    },
    async (request, reply) => {
      const member = await requireMemberOrToken(request);
      const row = await findActivity(app.db, request.params.id);
      if (!row) throw notFound();
      // The whole route and the original file are the owner's alone (privacy zones cut nothing here).
      if (row.user_id !== member.id) refuseNotYours((await activityAccess(app.db, viewerOf(member), row)).visible);
      const stream = await app.media.createReadStream(row.file_key);
      if (!stream) throw notFound();
      return reply
        .header('content-type', STORED_FORMATS[row.format].contentType)
        .header('content-disposition', attachment(row.file_name || `activity-${row.id}.${row.format}`))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  /** GET /api/activities/{id}/gpx: the whole route as GPX, to its owner only (404 without GPS). */
  app.get(
    '/api/activities/:id/gpx',
    {
      schema: {
        ...ACCESS.memberOrToken,
        params: idParamSchema,
        response: { 200: fileSchema('application/gpx+xml', 'The whole route as GPX.') },
      },
    },
    async (request, reply) => {
      const member = await requireMemberOrToken(request);
      const row = await findActivity(app.db, request.params.id);
      if (!row) throw notFound();
      // The whole route and the original file are the owner's alone (privacy zones cut nothing here).
      if (row.user_id !== member.id) refuseNotYours((await activityAccess(app.db, viewerOf(member), row)).visible);
      const gpx = await activityToGpx(app.db, row.id);
      if (!gpx) throw notFound(M.noGpsForGpx);
      return reply
        .header('content-type', 'application/gpx+xml; charset=utf-8')
        .header('content-disposition', attachment(`${row.title}.gpx`))
        .header('cache-control', 'private, no-store')
        .send(gpx);
    },
  );
};
