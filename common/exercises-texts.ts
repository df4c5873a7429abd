// Visible texts of the exercise catalogue and exercise pages (issue 30), shared by the server's
// messages and the web's screens.

/**
 * Characters of an own exercise's name and of the member's note on an exercise, and the muscles an
 * own exercise names: the schemas' limits (schemas/workout-exercises.ts), here so the forms can
 * count them without loading zod.
 */
export const EXERCISE_LIMITS = { nameMax: 80, noteMax: 2000, primaryMusclesMax: 3, secondaryMusclesMax: 6 } as const;

export const EXERCISE_MESSAGES = {
  notFound: 'Exercise not found',
  onlyOwnEdited: 'Only your own exercises can be renamed or changed; catalogue exercises are the same for everyone',
  mergeIntoItself: 'Choose another exercise to merge into',
  mergeTargetUnknown: 'The exercise to merge into is not in your library',
  noteMax: `A note must be at most ${EXERCISE_LIMITS.noteMax} characters`,
  /** No name is longer, so a longer search could find nothing. */
  searchTooLong: `Search text must be at most ${EXERCISE_LIMITS.nameMax} characters`,
  musclesInvalid: 'Choose muscles from the list',
  loggingTypeInvalid: 'Choose what a set records',
  primaryMusclesMax: `Choose at most ${EXERCISE_LIMITS.primaryMusclesMax} primary muscles`,
  secondaryMusclesMax: `Choose at most ${EXERCISE_LIMITS.secondaryMusclesMax} secondary muscles`,
  /** Adding an own exercise over MAX_OWN_EXERCISES (schemas/workout-exercises.ts): by hand or by copying a plan. */
  ownExercisesMax: (max: number) => `You can add up to ${max} exercises of your own`,
} as const;

export const EXERCISE_TEXTS = {
  catalogueTitle: 'Exercises',
  musclesUnknown: 'Muscles not set',
  noHistory: 'You have not logged this exercise yet',
  noHistoryHint: 'Your sets, records and chart appear here once you log it.',
  durationUnknown: 'Duration unknown',
  assistedNote: 'Assisted: less assistance is better, so records count the lowest assistance.',
  weightedNote: 'Weighted: records count the weight added to your body.',
} as const;

export const EXERCISE_TOASTS = {
  merged: 'Exercises merged',
  mergeFailed: 'Failed to merge the exercises.',
  updated: 'Exercise updated',
  updateFailed: 'Failed to update the exercise.',
  noteSaved: 'Note saved',
  noteFailed: 'Failed to save the note.',
} as const;
