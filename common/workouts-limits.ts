// Limits of workout plans, logs and shares, without zod: workouts-texts.ts states them in its
// messages, and the schemas (./schemas/workouts.ts, workout-logs.ts, workout-fields.ts) enforce them.

// Workout plans (spec sections 3 and 7, issue 6).
export const PLAN_LIMITS = {
  nameMax: 100,
  descriptionMax: 1000,
  dayTitleMax: 60,
  exercisesPerDay: 20,
  setsMax: 20,
  repsMax: 100,
  weightMaxKg: 500,
  durationWeeksMax: 52,
  /** Minutes a session, when the plan gives them. */
  minutesMin: 5,
  minutesMax: 300,
} as const;

// Workout logs (DECISIONS D6).
export const LOG_LIMITS = {
  exercisesMax: 30,
  setsPerExerciseMax: 50,
  durationMinutesMax: 600,
  titleMax: 100,
  notesMax: 2000,
  yearsBack: 100,
  /** A logged set's weight (a record of what was lifted; a plan's target stops at 500 kg). */
  setWeightMaxKg: 1000,
  repsMax: 1000,
  /** A set's time: a day at most (durationSecondsField, shared with plans). */
  setDurationSecondsMax: 24 * 60 * 60,
  /** How hard a set was (issue 33): RPE 1 to 10 in halves, or whole reps in reserve from 0. */
  rpeMin: 1,
  rpeMax: 10,
  rirMax: 10,
  /** Days of one calendar range, both ends counted: a month view with its edges fits. */
  calendarDaysMax: 62,
  /** A set's distance (distanceKmField, shared with plans): 10 m to 1000 km. */
  distanceKmMin: 0.01,
  distanceKmMax: 1000,
} as const;

/** Characters of a shared workout's caption (the share step counts them). */
export const SHARE_CAPTION_MAX = 500;
