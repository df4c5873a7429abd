import { ADMIN_MESSAGES } from '@common/admin-texts';
import { reportListQuerySchema, resolveReportSchema } from '@common/schemas/moderation';
import { idParamSchema } from '@common/schemas/paging';
import { adminReportListSchema, adminReportSchema } from '@common/schemas/responses/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { requireAdmin } from '../../plugins/session';
import { presentAdminReport } from './presenter';
import { dismiss, resolveReport } from './report-actions';
import { findReport, listReports } from './reports-repository';

/** The Reports tab: the queue by status, resolving and dismissing (members report via /api/reports). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reportById = async (id: number) => {
    const row = await findReport(app.db, id);
    if (!row) throw notFound(ADMIN_MESSAGES.reportNotFound);
    return presentAdminReport(row);
  };

  app.get(
    '/api/admin/reports',
    { schema: { querystring: reportListQuerySchema, response: { 200: adminReportListSchema } } },
    async (request) => {
      await requireAdmin(request);
      return (await listReports(app.db, request.query)).map(presentAdminReport);
    },
  );

  app.post(
    '/api/admin/reports/:id/resolve',
    { schema: { params: idParamSchema, body: resolveReportSchema.nullish(), response: { 200: adminReportSchema } } },
    async (request) => {
      const admin = await requireAdmin(request);
      await resolveReport(app, admin, request.params.id, request.body ?? {});
      return reportById(request.params.id);
    },
  );

  app.post(
    '/api/admin/reports/:id/dismiss',
    { schema: { params: idParamSchema, response: { 200: adminReportSchema } } },
    async (request) => {
      const admin = await requireAdmin(request);
      await dismiss(app, admin, request.params.id);
      return reportById(request.params.id);
    },
  );
};
