import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addActivityPageSection, onActivitySaved } from '../activities';
import { histogramOnSave } from './activity-training-repository';
import { trainingPageSection } from './page-section';
import { trainingRoutes } from './routes';

// Training load and heart-rate zones (issue 32, docs/decisions/0029-training-load-and-zones.md).

/** The start-up task: histograms for the activities saved before this module existed. */
export { backfillHeartRateHistograms } from './backfill';

/** Heart-rate settings, training load, ratings of effort; each saved activity's histogram; the page's zones. */
export const trainingModule: FastifyPluginAsyncZod = async (app) => {
  onActivitySaved(histogramOnSave);
  addActivityPageSection(trainingPageSection);
  await app.register(trainingRoutes);
};
