import { settingsResponseSchema } from '@common/schemas/responses/more';
import { type SettingsResponse, updateSettingsSchema } from '@common/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/pool';
import { requireUser } from '../../plugins/session';
import { getSettings, updateSettings } from '../privacy';
import { updateUnitPreferences } from '../users';

/**
 * GET|PUT /api/settings: the member's own privacy and notification choices (spec section 3,
 * D5) and their units (issue 16). The privacy ones take effect where profiles, search,
 * suggestions, posts and locations are read; the units only decide how the web app shows and
 * reads weights and distances. PUT takes any subset and answers the full settings.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings',
    { schema: { response: { 200: settingsResponseSchema } } },
    async (request): Promise<SettingsResponse> => {
      const user = await requireUser(request);
      const settings = await getSettings(app.db, user.id);
      return { ...settings, units: { weight: user.weight_unit, distance: user.distance_unit } };
    },
  );

  app.put(
    '/api/settings',
    { schema: { body: updateSettingsSchema, response: { 200: settingsResponseSchema } } },
    async (request): Promise<SettingsResponse> => {
      const user = await requireUser(request);
      const { units, ...choices } = request.body;
      return transaction(app.db, async (tx) => {
        const settings = await updateSettings(tx, user.id, choices);
        const stored = units
          ? await updateUnitPreferences(tx, user.id, units)
          : { weight: user.weight_unit, distance: user.distance_unit };
        return { ...settings, units: stored };
      });
    },
  );
};
