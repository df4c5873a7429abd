// Limits of the coach (issue 33), without zod: coach-texts.ts states them in its messages, and the
// schemas (./schemas/coach.ts) enforce them.

import { LOG_LIMITS } from './workouts-limits';

export const COACH_LIMITS = {
  repsMin: 1,
  repsMax: 30,
  /** The RTS table covers 1 to 12 reps at RPE 6.5 to 10. */
  rpeRepsMax: 12,
  rpeMin: 6.5,
  rpeMax: 10,
  /** Sessions of each exercise the rules read: three for a stall, two for linear misses, more for RPE. */
  historySessions: 6,
  /** The exercises one history request names: as many as a workout log holds (the logger asks). */
  historyExercisesMax: LOG_LIMITS.exercisesMax,
  platesMax: 24,
  plateMax: 50,
  stepMax: 50,
  barMax: 50,
} as const;
