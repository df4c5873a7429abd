import { z } from 'zod';
import { PRIVACY_CHOICES } from '../vocab';
import { WORKOUT_MESSAGES as M } from '../workouts-texts';
import { optionalText } from './workout-fields';
import type { WorkoutShareSummary } from './workout-share';

/** Characters of a shared workout's caption (the share step counts them). */
export const SHARE_CAPTION_MAX = 500;

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
