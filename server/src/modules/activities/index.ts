import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityRoutes } from './activity-routes';
import { shareRoutes } from './share-routes';
import { statsRoutes } from './stats-routes';
import { tokenRoutes } from './token-routes';
import { uploadRoutes } from './upload-routes';
import { zoneRoutes } from './zone-routes';

// A password change or reset revokes the member's API tokens (modules/people, modules/account-email).
// The caller of the routes that take a personal API token (plugins/session-first.ts).
export { requireMemberOrToken } from './caller';
// What other domains use: the export of issue 15 writes each activity's route as GPX.
export { activityToGpx } from './to-gpx';

/** The activities domain (issue 14): uploads, pages, sharing, records, privacy zones, API tokens. */
export const activitiesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploadRoutes);
  await app.register(activityRoutes);
  await app.register(shareRoutes);
  await app.register(statsRoutes);
  await app.register(zoneRoutes);
  await app.register(tokenRoutes);
};
// What other domains do when an activity is changed or deleted (issue 34: challenge standings).
export {
  type ActivityChangedHook,
  type ActivityDeletedHook,
  type ChangedActivity,
  onActivityChanged,
  onActivityDeleted,
} from './change-hooks';
// What other domains do when an activity is saved (segments, training load).
export {
  type ActivityPageReader,
  type ActivityPageSection,
  type ActivitySavedHook,
  addActivityPageSection,
  onActivitySaved,
  type SavedActivity,
} from './hooks';
// What the demo seed uses: an activity file imported as the upload does.
export { importActivity } from './import-activity';
// The start-up task that redraws routes others see after zones changed rules (migration 0229).
export { redrawStaleZoneViews } from './previews';
// The start-up task that measures stored activities again when the measuring rules change (issue 32).
export { remeasureActivities } from './remeasure';
// Work on activities saved before a module existed (the training module's backfill).
export { readStoredTrack } from './stored-track';
export type { Track } from './track';
