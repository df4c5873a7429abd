import type { Db, Queryable } from '../../db/pool';

// What other modules do when an activity changes after its import (issue 34: challenge standings).
// Like onActivitySaved (hooks.ts), a module registers when it is registered and the activities
// module never knows it. A changed activity's hooks run inside the transaction that changed it;
// a deleted activity's run after the delete committed (the delete is the media store's, file
// first, then the rows by cascade), with what the activity was.

export interface ChangedActivity {
  id: number;
  userId: number;
}

export type ActivityChangedHook = (tx: Queryable, activity: ChangedActivity) => Promise<void>;
export type ActivityDeletedHook = (db: Db, activity: ChangedActivity) => Promise<void>;

// Sets: several app instances in one process (the tests) register the same hook once.
const changedHooks = new Set<ActivityChangedHook>();
const deletedHooks = new Set<ActivityDeletedHook>();

/** Runs `hook` whenever an activity's sport, visibility or title is changed (PATCH). */
export function onActivityChanged(hook: ActivityChangedHook): void {
  changedHooks.add(hook);
}

/** Runs `hook` after an activity was deleted. */
export function onActivityDeleted(hook: ActivityDeletedHook): void {
  deletedHooks.add(hook);
}

export async function runChangedHooks(tx: Queryable, activity: ChangedActivity): Promise<void> {
  for (const hook of changedHooks) await hook(tx, activity);
}

export async function runDeletedHooks(db: Db, activity: ChangedActivity): Promise<void> {
  for (const hook of deletedHooks) await hook(db, activity);
}
