import type { FastifyInstance } from 'fastify';
import { loadStarterFoods } from './meals/starter-foods';
import { gazetteer } from './places';

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
];

export async function runStartupTasks(app: FastifyInstance): Promise<void> {
  for (const task of tasks) {
    await task.run(app);
    app.log.debug({ task: task.name }, 'startup task done');
  }
}
