// What other features may use of the exercises feature (issue 30): the catalogue and exercise
// pages (the router loads them lazily), the library hook and the set and record wording.
export { useExercise } from './api/get-exercise';
export { useExerciseLibrary } from './api/get-exercises';
export { exerciseKeys } from './api/keys';
export { formatSet } from './lib/format-set';
export { recordItems } from './lib/records';
export { ExerciseCataloguePage } from './pages/exercise-catalogue-page';
export { ExercisePage } from './pages/exercise-page';
