import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportRoutes } from './export-routes';

/** Data export (issue 15): the member's data as a zip of readable files. */
export const dataExportModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(exportRoutes);
};
