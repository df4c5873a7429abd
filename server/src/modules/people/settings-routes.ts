import { updateSettingsSchema } from '@common/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { getSettings, updateSettings } from '../privacy/settings-repository';

/**
 * GET|PUT /api/settings: the member's own privacy and notification choices (spec section 3,
 * D5). The privacy ones take effect where profiles, search, suggestions, posts and locations are
 * read; PUT takes any subset and answers the full settings.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/settings', async (request) => {
    const user = await requireUser(request);
    return getSettings(app.db, user.id);
  });

  app.put('/api/settings', { schema: { body: updateSettingsSchema } }, async (request) => {
    const user = await requireUser(request);
    return updateSettings(app.db, user.id, request.body);
  });
};
