import type { FastifyInstance } from 'fastify';
import { loadWorkoutReferenceData } from './workouts/reference-data';

type StartupTask = { name: string; run: (app: FastifyInstance) => Promise<void> };

/**
 * Work done once at start, after migrations (e.g. loading sample gyms into an empty database).
 * Tasks must be idempotent: several instances may start together.
 */
const tasks: StartupTask[] = [
  { name: 'workouts: exercise library and recommended plans', run: (app) => loadWorkoutReferenceData(app.db) },
];

export async function runStartupTasks(app: FastifyInstance): Promise<void> {
  for (const task of tasks) {
    await task.run(app);
    app.log.debug({ task: task.name }, 'startup task done');
  }
}
