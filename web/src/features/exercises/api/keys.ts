// Query keys of the exercises feature. All start with ['workouts', 'exercises'], so a change to
// plans or logs (which invalidates ['workouts']) refreshes the library, records, charts and
// histories too. The library list shares its key with the workouts feature's picker
// (workoutKeys.exercises()): both hold the same GET /api/exercises answer.
export const exerciseKeys = {
  library: () => ['workouts', 'exercises'] as const,
  detail: (id: number) => ['workouts', 'exercises', 'detail', id] as const,
  history: (id: number) => ['workouts', 'exercises', 'history', id] as const,
  progress: (id: number) => ['workouts', 'exercises', 'progress', id] as const,
};

/** Whether a query key is one of the pages of exercise `id` (its detail, history or chart). */
export function isExercisePageKey(key: readonly unknown[], id: number): boolean {
  return (
    key[0] === 'workouts' &&
    key[1] === 'exercises' &&
    (key[2] === 'detail' || key[2] === 'history' || key[2] === 'progress') &&
    key[3] === id
  );
}
