import type { Db, Queryable } from '../../db/pool';

// What other modules do when a workout log is saved or deleted (issue 34: challenge standings),
// without the workouts module knowing them. A saved log's hooks run inside the transaction that
// wrote it (after its exercises and sets); a deleted log's after the delete.

export interface SavedWorkoutLog {
  id: number;
  userId: number;
}

export type WorkoutLogSavedHook = (tx: Queryable, log: SavedWorkoutLog) => Promise<void>;
export type WorkoutLogDeletedHook = (db: Db, log: SavedWorkoutLog) => Promise<void>;

// Sets: several app instances in one process (the tests) register the same hook once.
const savedHooks = new Set<WorkoutLogSavedHook>();
const deletedHooks = new Set<WorkoutLogDeletedHook>();

export function onWorkoutLogSaved(hook: WorkoutLogSavedHook): void {
  savedHooks.add(hook);
}

export function onWorkoutLogDeleted(hook: WorkoutLogDeletedHook): void {
  deletedHooks.add(hook);
}

export async function runLogSavedHooks(tx: Queryable, log: SavedWorkoutLog): Promise<void> {
  for (const hook of savedHooks) await hook(tx, log);
}

export async function runLogDeletedHooks(db: Db, log: SavedWorkoutLog): Promise<void> {
  for (const hook of deletedHooks) await hook(db, log);
}
