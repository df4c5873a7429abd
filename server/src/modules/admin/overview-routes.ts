import { pageQuerySchema } from '@common/schemas/paging';
import { adminStatsSchema, auditEntryListSchema } from '@common/schemas/responses/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/session';
import { listAudit } from '../audit';
import { presentAuditEntry } from './presenter';
import { loadStats } from './stats-repository';

/** The stat cards and the audit log. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/stats', { schema: { response: { 200: adminStatsSchema } } }, async (request) => {
    await requireAdmin(request);
    return loadStats(app.db);
  });

  app.get(
    '/api/admin/audit',
    { schema: { querystring: pageQuerySchema, response: { 200: auditEntryListSchema } } },
    async (request) => {
      await requireAdmin(request);
      return (await listAudit(app.db, request.query)).map(presentAuditEntry);
    },
  );
};
