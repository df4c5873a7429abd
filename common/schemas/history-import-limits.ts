// Limits of history import (issue 15). One place: the server enforces them, the screen and the
// README state them.

import { LOG_LIMITS } from '../workouts-limits';

export const IMPORT_LIMITS = {
  /** Largest file accepted, counted while it streams in: a 10-year Hevy history is about 5 MB. */
  maxBytes: 20 * 1024 * 1024,
  /** How long an uploaded file waits on the server for the member's Import or Cancel. */
  previewMinutes: 60,
  /** Row problems listed by line in a preview (all are counted). */
  problemsListed: 200,
  /** Uploads per member per minute. */
  uploadsPerMinute: 10,
  /** Plausibility bounds: a logged set's own limits, so an imported set is never refused later. */
  weightKgMax: LOG_LIMITS.setWeightMaxKg,
  repsMax: LOG_LIMITS.repsMax,
  distanceKmMax: LOG_LIMITS.distanceKmMax,
  setSecondsMax: LOG_LIMITS.setDurationSecondsMax,
  /** Longest workout kept (the log's limit); a longer one is stored as this and said so. */
  workoutMinutesMax: LOG_LIMITS.durationMinutesMax,
} as const;
