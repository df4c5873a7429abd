import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes';
import { healthRoutes } from './health/routes';
import { mediaRoutes } from './media/routes';

/** Each domain's routes, registered in one place. A new domain adds one line here. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(mediaRoutes);
}
