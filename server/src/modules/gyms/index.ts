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

export { SAMPLE_GYMS } from './data/sample-gyms';
export { haversineKm } from './geo';
export type { GymRow } from './gym-row';
export { setHomeGym } from './home-gym-repository';
export { createGym } from './repository';
// What other domains use: the sample gyms loaded at start (and by the demo and the tests).
export { loadSampleGyms, loadSampleGymsAtStart, SAMPLE_NOTE } from './sample-gyms';
