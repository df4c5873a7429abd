import { MODERATION_MESSAGES } from '@common/admin-texts';
import { createReportSchema, type ReportReceipt } from '@common/schemas/moderation';
import { reportReceiptSchema } from '@common/schemas/responses/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, tooManyRequests } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { viewerOf } from '../access';
import { assertNotOwnTarget } from './policies';
import { presentReceipt } from './presenter';
import { findReportTarget, insertReport } from './reports-repository';

/** Reports a member may file: enough for real use, too few to flood the admins' queue. */
export const REPORT_RATE_LIMIT = { reports: 30, windowMs: 60 * 60 * 1000 } as const;

/**
 * POST /api/reports: a member reports a post or comment they may see, or a member. 201 with the
 * new report; 200 with the open one when they already reported the same target.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/reports',
    { schema: { body: createReportSchema, response: { 200: reportReceiptSchema, 201: reportReceiptSchema } } },
    async (request, reply): Promise<ReportReceipt> => {
      const user = await requireUser(request);
      const { targetType, targetId, reason, details } = request.body;
      if (targetType === 'user') assertNotOwnTarget(user.id, targetId);

      const limit = await app.rateLimiter.hit(
        `report:${user.id}`,
        REPORT_RATE_LIMIT.reports,
        REPORT_RATE_LIMIT.windowMs,
      );
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);

      const target = await findReportTarget(app.db, viewerOf(user), targetType, targetId);
      if (!target) throw notFound(MODERATION_MESSAGES.targetNotFound);
      assertNotOwnTarget(user.id, target.user_id);

      const report = { reporterId: user.id, targetType, targetId, target, reason, details: details ?? null };
      // A second try sees an open report that a concurrent request committed after the first
      // statement's snapshot (or files anew if that one was closed meanwhile).
      const row = (await insertReport(app.db, report)) ?? (await insertReport(app.db, report));
      if (!row) throw new Error('report neither inserted nor found');
      return reply.code(row.created ? 201 : 200).send(presentReceipt(row));
    },
  );
};
