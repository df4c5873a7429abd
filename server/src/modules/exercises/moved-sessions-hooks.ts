import type { Queryable } from '../../db/pool';

// What other modules do when a member's logged sessions move to another exercise (a merge, or a
// re-mapped imported name in the history import): the
// member's lift records change with them, and so do the standings of their records challenges
// (issue 34, decision D13), without the exercises module knowing those modules (they depend on
// it, through workouts). A hook runs in the transaction that moved the sessions, once per member,
// whatever the number of sessions moved.

export type SessionsMovedHook = (tx: Queryable, userId: number) => Promise<void>;

// A set: several app instances in one process (the tests) register the same hook once.
const movedHooks = new Set<SessionsMovedHook>();

export function onSessionsMoved(hook: SessionsMovedHook): void {
  movedHooks.add(hook);
}

export async function runSessionsMovedHooks(tx: Queryable, userId: number): Promise<void> {
  for (const hook of movedHooks) await hook(tx, userId);
}
