import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/session';
import { contentRoutes } from './content-routes';
import { overviewRoutes } from './overview-routes';
import { planRoutes } from './plan-routes';
import { reportRoutes } from './report-routes';
import { userRoutes } from './user-routes';

/**
 * The admin dashboard's API (/api/admin/*). Every handler asks for an admin itself; this hook
 * also answers 401/403 before anything is parsed, so a visitor never learns what a body needs.
 */
export const adminModule: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireAdmin(request);
  });
  await app.register(overviewRoutes);
  await app.register(userRoutes);
  await app.register(contentRoutes);
  await app.register(reportRoutes);
  await app.register(planRoutes);
};
