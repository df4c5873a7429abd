import type { Queryable } from '../../db/pool';

// What other modules do when a member changes who may see their workouts (issue 34: challenge
// standings count a workout for the board only when its audience may see it). Like the activity
// hooks, a module registers when it is registered and the privacy module never knows it. The
// hooks run on the same connection as the change, after it: inside its transaction when the
// caller opened one (PUT /api/settings does), so the settings and what depends on them commit
// together.

export type WorkoutAudienceHook = (tx: Queryable, userId: number) => Promise<void>;

// A set: several app instances in one process (the tests) register the same hook once.
const workoutAudienceHooks = new Set<WorkoutAudienceHook>();

/** Runs `hook` whenever a member's workout activity choice changes value. */
export function onWorkoutAudienceChanged(hook: WorkoutAudienceHook): void {
  workoutAudienceHooks.add(hook);
}

export async function runWorkoutAudienceHooks(tx: Queryable, userId: number): Promise<void> {
  for (const hook of workoutAudienceHooks) await hook(tx, userId);
}
