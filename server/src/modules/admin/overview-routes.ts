import { pageQuerySchema } from '@common/schemas/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/session';
import { listAudit } from './audit-repository';
import { presentAuditEntry } from './presenter';
import { loadStats } from './stats-repository';

/** The stat cards and the audit log. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/stats', async (request) => {
    await requireAdmin(request);
    return loadStats(app.db);
  });

  app.get('/api/admin/audit', { schema: { querystring: pageQuerySchema } }, async (request) => {
    await requireAdmin(request);
    return (await listAudit(app.db, request.query)).map(presentAuditEntry);
  });
};
