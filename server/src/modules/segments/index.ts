import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addActivityPageSection, onActivitySaved } from '../activities';
import { segmentEffortsSection } from './activity-section';
import { onSaved } from './match-activity';
import { segmentRoutes } from './routes';
import { startSegmentsWorker } from './worker';

// What tests, the seed and the benchmark use.
export { backfillSegment, boxOlderActivities, continueBackfills } from './backfill';
export { sendSegmentNotices } from './notices';

/**
 * Segments (issue 32 item 1): made from a stretch of a member's activity; every activity saved
 * is matched against them inside its import (onActivitySaved), the activity page lists its
 * efforts (addActivityPageSection), and the routes answer the segment page and its leaderboards.
 */
export const segmentsModule: FastifyPluginAsyncZod = async (app) => {
  onActivitySaved(onSaved);
  addActivityPageSection(segmentEffortsSection);
  await app.register(segmentRoutes);
  if (app.config.env !== 'test') startSegmentsWorker(app);
};
