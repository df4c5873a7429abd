import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exerciseRoutes } from './routes';

// The exercise catalogue and each member's own exercises (issue 30): what other modules may use.
export { syncCatalogue } from './catalogue-sync';
// Other modules follow a move of logged sessions to another exercise (the member's records move
// with them): a merge here, a re-mapped imported name in the history import.
export { onSessionsMoved, runSessionsMovedHooks, type SessionsMovedHook } from './moved-sessions-hooks';
export { exerciseInLibrary } from './policies';
export { EXERCISE_COLUMNS, type ExerciseRow, exerciseColumnsOf, presentExercise } from './presenter';
export { countOwnExercises, defaultLoggingType, libraryCategories, listLibrary } from './repository';

/** Registers the exercise library's routes. */
export const exercisesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(exerciseRoutes);
};
export { CATALOGUE } from './catalogue';
export type { CatalogueEntry } from './catalogue/define';
