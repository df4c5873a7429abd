import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importRoutes } from './import-routes';
import { importedNameRoutes } from './imported-names-routes';
import { uploadRoutes } from './upload-routes';

/** History import (issue 15): Strong, Hevy and FitCircle CSV files into the member's workout logs. */
export const historyImportModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploadRoutes);
  await app.register(importRoutes);
  await app.register(importedNameRoutes);
};

export { exerciseNameChoicesOf, importedWorkoutKeysOf } from './export-rows';
export { keptWorkoutsOf } from './kept-workouts-repository';
export { purgeExpiredUploads } from './upload-repository';
