import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityRoutes } from './activity-routes';
import { logRoutes } from './log-routes';
import { planRoutes } from './plan-routes';
import { shareRoutes } from './share-routes';
import { statsRoutes } from './stats-routes';
import { suggestionRoutes } from './suggestion-routes';

/** The workouts domain: workout plans, suggestions, logs, activity and goals. Registers the domain's route files. */
export const workoutsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(planRoutes);
  await app.register(suggestionRoutes);
  await app.register(logRoutes);
  await app.register(shareRoutes);
  await app.register(statsRoutes);
  await app.register(activityRoutes);
};

export { activityFigures } from './activity';
export { CURATED_PLANS, type CuratedPlan } from './data/curated-plans';
// What other domains use: the admin area's default plan (a recommended plan from the sample week).
export { createDefaultWorkoutPlan } from './default-plan';
// Issue 34: what other domains do when a log is saved or deleted (challenge standings).
export {
  onWorkoutLogDeleted,
  onWorkoutLogSaved,
  type SavedWorkoutLog,
  type WorkoutLogDeletedHook,
  type WorkoutLogSavedHook,
} from './log-hooks';
export { presentLog } from './log-presenter';
export { findLog } from './log-repository';
// Writing logs and plans directly: the demo seed and the tests' factories.
export { type ClientKey, insertLog, type LogFields, replaceLogExercises } from './log-writes';
export { presentPlanSummary } from './plan-presenter';
export { type PlanRow, progressionJsonSql } from './plan-repository';
export { activatePlan, insertPlan, replaceSchedule } from './plan-writes';
export { loadWorkoutReferenceData, seedCuratedPlans } from './reference-data';
export { recordsSetBy } from './share-repository';
export { personalRecords } from './stats-repository';
