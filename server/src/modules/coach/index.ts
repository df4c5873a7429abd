import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coachRoutes } from './routes';

// The coach (issue 33): the next weight and reps from the member's own history, with the rules of
// common/coach. Reads the workouts domain's logs and plans; owns coach_settings.
export { coachHistories } from './history-repository';
export { toCoachSettings } from './settings-repository';

/** Registers the coach's routes. */
export const coachModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(coachRoutes);
};
