import type { FastifyInstance } from 'fastify';
import { redrawStaleZoneViews, remeasureActivities } from './activities';
import { loadSampleGymsAtStart } from './gyms';
import { loadStarterFoods } from './meals';
import { gazetteer } from './places';
import { backfillHeartRateHistograms } from './training';
import { loadWorkoutReferenceData } from './workouts';

type StartupTask = { name: string; run: (app: FastifyInstance) => Promise<void> };

/**
 * Work done once at start, after migrations (e.g. loading sample gyms into an empty database).
 * Tasks must be idempotent: several instances may start together.
 */
const tasks: StartupTask[] = [
  // The bundled starter foods are reference data, not sample data: loaded whatever SEED_SAMPLE_DATA says.
  { name: 'meals: starter foods', run: async (app) => void (await loadStarterFoods(app.db)) },
  // Builds the city index now (about a second) rather than in the first member's autocomplete.
  { name: 'places gazetteer', run: async () => void gazetteer() },
  // Sample gyms on the first start of an empty database (unless SEED_SAMPLE_DATA=false).
  { name: 'sample gyms', run: loadSampleGymsAtStart },
  { name: 'workouts: exercise library and recommended plans', run: (app) => loadWorkoutReferenceData(app.db) },
  // Activities measured by older rules, measured again from their original files (issue 32), in the
  // background so a large backlog does not hold up the start; it never throws.
  { name: 'activities: measure again', run: async (app) => void remeasureActivities(app) },
  // Routes others were sent cut at a zone's own circle, which gave home away (migration 0229): redrawn
  // at the hidden circle, once per member.
  { name: 'activities: zone views', run: async (app) => void (await redrawStaleZoneViews(app.db)) },
  // Heart-rate histograms of activities saved before training load existed (issue 32), once.
  { name: 'training: heart-rate histograms', run: async (app) => void (await backfillHeartRateHistograms(app.db)) },
];

export async function runStartupTasks(app: FastifyInstance): Promise<void> {
  for (const task of tasks) {
    await task.run(app);
    app.log.debug({ task: task.name }, 'startup task done');
  }
}
