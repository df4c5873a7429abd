// Visible texts of the workouts domain (spec sections 2, 8, 9; DECISIONS D9). The spec's own
// strings are used as written; the others are ours, kept here so the server and the web agree.

import { formatCount } from './en-us-format';
import { EXERCISE_LIMITS } from './exercises-texts';
import {
  DISTANCE_LABEL,
  type DistanceUnit,
  distanceLimitIn,
  WEIGHT_LABEL,
  type WeightUnit,
  weightLimitIn,
} from './units';
import { LOG_LIMITS, PLAN_LIMITS, SHARE_CAPTION_MAX } from './workouts-limits';

/**
 * 'Weight must be between 0 and 1,000 kg', '... 0 and 2,204 lb': a weight limit, kept in kg, in the
 * member's unit. The API answers in kg (it works in kg); a form that knows the member's unit says
 * this instead.
 */
export function weightRangeMessage(maxKg: number, unit: WeightUnit): string {
  return `Weight must be between 0 and ${formatCount(weightLimitIn(maxKg, unit), 2)} ${WEIGHT_LABEL[unit]}`;
}

/** 'Distance must be between 0.01 and 1,000 km', '... 0.01 and 621 mi': as weightRangeMessage. */
export function distanceRangeMessage(minKm: number, maxKm: number, unit: DistanceUnit): string {
  const min = formatCount(distanceLimitIn(minKm, unit, 'min'), 2);
  return `Distance must be between ${min} and ${formatCount(distanceLimitIn(maxKm, unit), 2)} ${DISTANCE_LABEL[unit]}`;
}

export const WORKOUT_MESSAGES = {
  planNameRequired: 'Plan name is required',
  planNameMax: `Plan name must be at most ${PLAN_LIMITS.nameMax} characters`,
  descriptionMax: `Description must be at most ${PLAN_LIMITS.descriptionMax} characters`,
  levelInvalid: 'Choose a level: beginner, intermediate or advanced',
  goalInvalid: 'Choose a goal: strength, weight loss, endurance or flexibility',
  frequencyRange: 'Frequency must be between 1 and 7 days per week',
  durationWeeksRange: `Duration must be between 1 and ${PLAN_LIMITS.durationWeeksMax} weeks`,
  minutesRange: `Minutes per session must be between ${PLAN_LIMITS.minutesMin} and ${PLAN_LIMITS.minutesMax}`,
  scheduleRequired: 'Add at least one workout day to the schedule',
  scheduleTooManyDays: 'The schedule has more workout days than the frequency allows',
  weekdayRepeated: 'Each weekday can appear only once in the schedule',
  weekdayInvalid: 'Weekday must be between 1 (Monday) and 7 (Sunday)',
  dayTitleMax: `Day title must be at most ${PLAN_LIMITS.dayTitleMax} characters`,
  dayExercisesRequired: 'Add at least one exercise to this day',
  exerciseRequired: 'Choose an exercise',
  exerciseUnknown: 'That exercise is not in your exercise library',
  setsRange: `Sets must be between 1 and ${PLAN_LIMITS.setsMax}`,
  repsRange: `Reps must be between 1 and ${PLAN_LIMITS.repsMax}`,
  weightRange: weightRangeMessage(PLAN_LIMITS.weightMaxKg, 'kg'),
  durationRange: `Duration must be between 1 second and ${LOG_LIMITS.setDurationSecondsMax / 3600} hours`,
  distanceRange: distanceRangeMessage(LOG_LIMITS.distanceKmMin, LOG_LIMITS.distanceKmMax, 'km'),
  targetRequired: 'Give reps, a duration or a distance',
  curatedAdminOnly: 'Only admins can create recommended plans',
  curatedNotActive: 'A recommended plan is shared by everyone: add it to My Plans to follow it',
  curatedFixed: 'A plan cannot switch between recommended and personal',
  planHidden: 'This member shares their workouts with fewer people',
  activityHidden: 'This member shares their workout activity with fewer people',
  exerciseNameRequired: 'Exercise name is required',
  exerciseNameMax: `Exercise name must be at most ${EXERCISE_LIMITS.nameMax} characters`,
  exerciseNameTaken: 'You already have an exercise with that name',
  exerciseInUse: 'This exercise is used in your plans or workout logs, so it cannot be deleted',
  muscleGroupInvalid: 'Choose a muscle group',
  equipmentInvalid: 'Choose the equipment',
  categoryInvalid: 'Choose strength, cardio or flexibility',
  logDateInvalid: 'Enter a valid date',
  logDateFuture: 'A workout cannot be logged in the future',
  logDateTooOld: `A workout date cannot be more than ${LOG_LIMITS.yearsBack} years ago`,
  logTitleMax: `Title must be at most ${LOG_LIMITS.titleMax} characters`,
  logDurationRange: `Duration must be between 1 and ${LOG_LIMITS.durationMinutesMax} minutes`,
  logNotesMax: `Notes must be at most ${LOG_LIMITS.notesMax} characters`,
  logExercisesRequired: 'Add at least one exercise with a done set',
  logSetsRequired: 'Record at least one set for each exercise',
  setValueRequired: 'A set needs reps, a duration or a distance',
  setRepsRange: `Reps must be a whole number between 0 and ${LOG_LIMITS.repsMax}`,
  setWeightRange: weightRangeMessage(LOG_LIMITS.setWeightMaxKg, 'kg'),
  planUnknown: 'That plan does not exist or is not yours',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be a UUID.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different workout.',
  rangeInvalid: `Choose a range of at most ${LOG_LIMITS.calendarDaysMax} days, from before to after`,
  todayInvalid: 'today must be a date within a day of the current date',
  captionMax: `Caption must be at most ${SHARE_CAPTION_MAX} characters`,
  alreadyShared: 'This workout is already shared',
} as const;

/** Toasts (spec section 8, Workout plans; the others follow the same style). */
export const WORKOUT_TOASTS = {
  error: 'Error',
  success: 'Success',
  loadPlansFailed: 'Failed to load workout plans.',
  createPlanFailed: 'Failed to create workout plan.',
  updatePlanFailed: 'Failed to update workout plan.',
  deletePlanFailed: 'Failed to delete workout plan.',
  planCreated: 'Workout plan created successfully.',
  planUpdated: 'Workout plan updated successfully.',
  planDeleted: 'Workout plan deleted successfully.',
  planActivated: 'This is now your active plan.',
  planCopied: 'Plan added to My Plans and set as your active plan.',
  logSaved: 'Workout saved',
  logSavedDescription: 'Your workout is in your log. Nice work!',
  logSaveFailed: 'Failed to save workout.',
  logDeleted: 'Workout deleted',
  logDeleteFailed: 'Failed to delete workout.',
  exerciseCreated: 'Exercise added to your library',
  exerciseCreateFailed: 'Failed to add exercise.',
  shared: 'Workout shared',
  sharedDescription: 'Your workout is now a post in the feed.',
  shareFailed: 'Failed to share workout.',
} as const;

/** Screen texts the spec fixes (section 2, Workout Plans). */
export const WORKOUT_TEXTS = {
  pageTitle: 'Workout Plans',
  signedOut: 'Sign In to View Workouts',
  applyFilters: 'Apply Filters',
  experienceLevel: 'Experience Level',
  fitnessGoal: 'Fitness Goal',
  todaysWorkout: "Today's Workout",
  startWorkout: 'Start Workout',
  recommended: 'Recommended',
  myPlans: 'My Plans',
  createPlan: 'Create Plan',
  // Empty states that invite the first action instead of showing figures nobody produced (issue 16).
  firstWorkout: 'Log your first workout',
  firstWorkoutHint: 'Your week, streaks and active minutes start with your first logged workout.',
  logWorkout: 'Log a workout',
  pickPlanForTarget: 'Pick a plan to set a weekly target',
  addWeightForCalories: 'Add your weight to estimate calories',
  healthyBmiLabel: 'toward a healthy BMI (24.9)',
  addHeightWeight: 'Add your height and weight',
  noWorkoutsYet: 'No workouts logged yet',
  noWorkoutsYetHint: 'Log your first workout and your weekly volume and workouts show here.',
} as const;
