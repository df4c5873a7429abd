import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { accountRoutes } from './account-routes';
import { followRoutes } from './follow-routes';
import { searchRoutes } from './search-routes';
import { settingsRoutes } from './settings-routes';
import { suggestionRoutes } from './suggestion-routes';
import { userRoutes } from './user-routes';

/** The people domain: profiles, follows, search, suggestions, settings, account. Registers the domain's route files. */
export const peopleModule: FastifyPluginAsyncZod = async (app) => {
  // Every people call needs a signed-in member (D5: profiles are for members). Checked before the
  // body is validated, so a visitor gets 401, never a validation message.
  app.addHook('onRequest', async (request) => {
    await requireUser(request);
  });
  await app.register(userRoutes);
  await app.register(followRoutes);
  await app.register(searchRoutes);
  await app.register(suggestionRoutes);
  await app.register(settingsRoutes);
  await app.register(accountRoutes);
};

// What other domains use: deleting an account (admin), who may export it (data export).
export { deleteAccount } from './account-deletion';
// What other domains do when an account goes (federation's Delete of the actor).
export { type AccountDeletingHook, onAccountDeleting } from './account-deletion-hooks';
export { insertFollow } from './follows-repository';
export { assertIsSelf } from './policies';
