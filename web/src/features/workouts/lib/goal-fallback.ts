import { LIMITS } from '@common/limits';
import type { User } from '@common/schemas/user';
import { type ActivityBucket, activityBucket } from '@common/vocab';

export interface GoalProgress {
  weightProgress: number;
  workoutProgress: number;
  nutritionProgress: number;
}

/** Spec section 9: activity-level factor for the workout progress (D3 buckets). */
const ACTIVITY_FACTOR: Record<ActivityBucket, number> = { very: 0.8, moderately: 0.6, lightly: 0.4, other: 0.2 };

/**
 * The sidebar's goal progress when the server has none (spec section 9): workout progress is the
 * activity factor x 100, nutrition is that plus 10 (capped at 100), and weight progress is a
 * number from 50 to 79. The spec draws it at random; here it is derived from the user id, so it
 * stays the same across renders and visits instead of jumping.
 */
export function fallbackGoals(user: Pick<User, 'id' | 'activityLevel'>): GoalProgress {
  const workoutProgress = Math.round(ACTIVITY_FACTOR[activityBucket(user.activityLevel)] * 100);
  return {
    weightProgress: 50 + ((Math.imul(user.id, 2654435761) >>> 0) % 30),
    workoutProgress,
    nutritionProgress: Math.min(workoutProgress + 10, LIMITS.progressMax),
  };
}
