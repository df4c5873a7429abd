// What other features may use of the exercises feature (issue 30, 31): the library hook, one
// exercise, and the set and record wording. Its pages (the catalogue and an exercise's page) are
// loaded lazily by the router, by path: not exported here, or whoever imports this index would
// bring them along.
export { useExercise } from './api/get-exercise';
export { useExerciseLibrary } from './api/get-exercises';
export { exerciseKeys } from './api/keys';
export { formatSet } from './lib/format-set';
export { recordItems } from './lib/records';
