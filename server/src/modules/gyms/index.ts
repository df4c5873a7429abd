import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gymRoutes } from './gym-routes';
import { homeGymRoutes } from './home-gym-routes';
import { mapConfigRoutes } from './map-config-routes';

/** The gyms domain: gyms and home gyms. Registers the domain's route files. */
export const gymsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(gymRoutes);
  await app.register(homeGymRoutes);
  await app.register(mapConfigRoutes);
};
