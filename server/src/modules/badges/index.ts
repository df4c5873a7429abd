import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badgeAdminRoutes } from './admin-routes';
import { badgeRoutes } from './routes';

/** The badges domain (issue 16 point 1, DECISIONS D11): claim badges by request, earned badges by the server. */
export const badgesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(badgeRoutes);
  await app.register(badgeAdminRoutes);
};

// What other domains use: the workouts domain awards earned badges when a log is saved; the
// admin Users tab grants and revokes the trainer badge through the same decisions as the queue.
export { grantBadge, grantRequestIn, revokeBadge } from './decisions';
export { awardEarnedBadges, awardEarnedBadgesToAll } from './earned';
export { insertRequest } from './repository';
