import { z } from 'zod';
import { PRIVACY_CHOICES } from '../vocab';
import { SHARE_CAPTION_MAX } from '../workouts-limits';
import { WORKOUT_MESSAGES as M } from '../workouts-texts';
import { optionalText } from './workout-fields';
import type { WorkoutShareSummary } from './workout-share';

// In the zod-free ../workouts-limits.ts, so the texts can state it; re-exported here for its users.
export { SHARE_CAPTION_MAX };

/**
 * POST /api/workout-logs/{id}/share: an optional caption (the post's text; a summary line when
 * empty) and the post's audience (the member's profile visibility when absent, as for any post).
 */
export const shareWorkoutSchema = z.object({
  caption: optionalText(SHARE_CAPTION_MAX, M.captionMax),
  audience: z.enum(PRIVACY_CHOICES).optional(),
});
export type ShareWorkoutInput = z.input<typeof shareWorkoutSchema>;

export interface SharedWorkoutPost {
  postId: number;
  workout: WorkoutShareSummary;
}
