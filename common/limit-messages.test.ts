import { describe, expect, it } from 'vitest';
import { ACTIVITY_LIMITS } from './activities-limits';
import { ACTIVITY_MESSAGES, ACTIVITY_TEXTS } from './activities-texts';
import { MODERATION_MESSAGES } from './admin-texts';
import { BADGE_LIMITS } from './badges-limits';
import { BADGE_MESSAGES } from './badges-texts';
import { CHAT_ERRORS } from './chat-texts';
import { COACH_LIMITS } from './coach-limits';
import { COACH_MESSAGES } from './coach-texts';
import { formatCount } from './en-us-format';
import { MUSCLES } from './exercises/vocab';
import { EXERCISE_LIMITS, EXERCISE_MESSAGES } from './exercises-texts';
import { addDays } from './fitness/dates';
import { GYM_LIMITS } from './gyms-limits';
import { GYM_MESSAGES } from './gyms-texts';
import { IMPORT_TEXTS, ROW_PROBLEMS } from './history-import-texts';
import { LIMITS, MB, MESSAGE_MAX_CHARS } from './limits';
import { EARLIEST_LOG_DATE, FOOD_LIMITS, MAX_ENTRIES_PER_DAY, PLAN_LIMITS as MEAL_PLAN_LIMITS } from './meals-limits';
import { MEAL_MESSAGES } from './meals-texts';
import { MODERATION_LIMITS } from './moderation-limits';
import { OWN_TARGET_LIMITS } from './nutrition/daily-target';
import { PEOPLE_MESSAGES } from './people-texts';
import { POST_LIMITS } from './post-limits';
import { POST_MESSAGES } from './posts-texts';
import { changeEmailSchema } from './schemas/account-email';
import { shareActivitySchema, updateActivitySchema } from './schemas/activities';
import { adminListQuerySchema, SUSPEND_REASON_MAX, suspendBodySchema } from './schemas/admin';
import { loginSchema } from './schemas/auth';
import { sendMessageBodySchema } from './schemas/chat';
import { clubMessageSchema } from './schemas/clubs';
import { coachHistoryQuerySchema } from './schemas/coach';
import { gymInputSchema } from './schemas/gyms';
import { generatePlanSchema } from './schemas/meals';
import { MARK_READ_IDS_MAX, markNotificationsReadSchema } from './schemas/notifications';
import { searchUsersQuerySchema, suggestionsQuerySchema } from './schemas/people';
import { createExerciseSchema, exerciseQuerySchema } from './schemas/workout-exercises';
import { dateRangeQuerySchema, logExerciseSchema, logSetSchema, SUPERSET_GROUP_MAX } from './schemas/workout-logs';
import { createPlanSchema } from './schemas/workouts';
import { SEGMENT_LIMITS } from './segments-limits';
import { SEGMENT_MESSAGES, SEGMENT_TEXTS } from './segments-texts';
import { MESSAGES } from './texts';
import { TRAINING_LIMITS } from './training-limits';
import { TRAINING_MESSAGES } from './training-texts';
import { LOG_LIMITS, PLAN_LIMITS, SHARE_CAPTION_MAX } from './workouts-limits';
import { WORKOUT_MESSAGES } from './workouts-texts';

// Every message that states a limit takes its figure from the limit. These tests hold the two
// together: a limit changed while a message keeps the old figure fails here, and so does a check
// that stops enforcing the limit its message states.

/** Whether `message` states `figure` as a whole figure (so 20 is not found in 200 nor 2.0). */
function states(message: string, figure: string | number): boolean {
  const text = String(figure).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\d.,])${text}(?![\\d]|[.,]\\d)`).test(message);
}

type Parser = {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
};

/** The messages a schema answers for `value` (none when it is accepted). */
const refusals = (schema: Parser, value: unknown): string[] =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

const x = (n: number) => 'x'.repeat(n);
const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const plan = { name: 'Plan', level: 'beginner', goal: 'strength', frequency: 3, durationWeeks: 4 };
const workoutDay = { weekday: 1, exercises: [{ exerciseId: 1, sets: 3, reps: 5 }] };
const exercise = { name: 'Row', muscleGroup: 'back', equipment: 'cable', category: 'strength' };
const gym = { name: 'Gym', latitude: 1, longitude: 1 };

/** [what, the message, the figures of its limits as it writes them]. */
const PAIRS: [string, string, ...(string | number)[]][] = [
  // Accounts and profiles (texts.ts, people-texts.ts).
  ['usernameMin', MESSAGES.usernameMin, LIMITS.usernameMin],
  ['usernameMax', MESSAGES.usernameMax, LIMITS.usernameMax],
  ['loginNameMax', MESSAGES.loginNameMax, LIMITS.emailMax],
  ['passwordMin', MESSAGES.passwordMin, LIMITS.passwordMin],
  ['passwordMax', MESSAGES.passwordMax, LIMITS.passwordMax],
  ['settingsPasswordMin', MESSAGES.settingsPasswordMin, LIMITS.passwordMin],
  ['settingsNameMin', MESSAGES.settingsNameMin, LIMITS.settingsNameMin],
  ['imageTooLarge', MESSAGES.imageTooLarge, `${LIMITS.imageMaxBytes / MB}MB`],
  ['profileImageTooLarge', MESSAGES.profileImageTooLarge, `${LIMITS.imageMaxBytes / MB}MB`],
  ['videoTooLarge', MESSAGES.videoTooLarge, `${LIMITS.videoMaxBytes / MB}MB`],
  ['videoTooLong', MESSAGES.videoTooLong, LIMITS.videoMaxSeconds],
  ['bioMax', MESSAGES.bioMax, LIMITS.bioMax],
  ['heightMin', MESSAGES.heightMin, `${LIMITS.heightMinCm}cm`],
  ['heightMax', MESSAGES.heightMax, `${LIMITS.heightMaxCm}cm`],
  ['weightMin', MESSAGES.weightMin, `${LIMITS.weightMinKg}kg`],
  ['weightMax', MESSAGES.weightMax, `${LIMITS.weightMaxKg}kg`],
  ['dateOfBirthRange', PEOPLE_MESSAGES.dateOfBirthRange, LIMITS.dateOfBirthMin],
  ['people searchTooLong', PEOPLE_MESSAGES.searchTooLong, LIMITS.searchTextMax],
  // Posts, chat, moderation, badges.
  ['post contentTooLong', POST_MESSAGES.contentTooLong, POST_LIMITS.contentMax],
  ['post commentTooLong', POST_MESSAGES.commentTooLong, POST_LIMITS.commentMax],
  ['post locationTooLong', POST_MESSAGES.locationTooLong, POST_LIMITS.locationMax],
  ['chat contentTooLong', CHAT_ERRORS.contentTooLong, MESSAGE_MAX_CHARS],
  ['report detailsTooLong', MODERATION_MESSAGES.detailsTooLong, MODERATION_LIMITS.detailsMax],
  ['badge noteMax', BADGE_MESSAGES.noteMax, BADGE_LIMITS.noteMax],
  ['badge linkMax', BADGE_MESSAGES.linkMax, BADGE_LIMITS.linkMax],
  ['badge reasonMax', BADGE_MESSAGES.reasonMax, BADGE_LIMITS.reasonMax],
  // Gyms.
  ['gym nameMax', GYM_MESSAGES.nameMax, GYM_LIMITS.nameMax],
  ['gym ratingRange', GYM_MESSAGES.ratingRange, GYM_LIMITS.ratingMax],
  ['gym radiusMax', GYM_MESSAGES.radiusMax, `${GYM_LIMITS.radiusMaxKm} km`],
  ['gym queryMax', GYM_MESSAGES.queryMax, GYM_LIMITS.queryMax],
  ['gym amenityTooLong', GYM_MESSAGES.amenityTooLong, GYM_LIMITS.amenityMax],
  ['gym amenitiesTooMany', GYM_MESSAGES.amenitiesTooMany, GYM_LIMITS.amenitiesMax],
  // Exercises and workouts.
  ['exercise noteMax', EXERCISE_MESSAGES.noteMax, EXERCISE_LIMITS.noteMax],
  ['exercise searchTooLong', EXERCISE_MESSAGES.searchTooLong, EXERCISE_LIMITS.nameMax],
  ['primaryMusclesMax', EXERCISE_MESSAGES.primaryMusclesMax, EXERCISE_LIMITS.primaryMusclesMax],
  ['secondaryMusclesMax', EXERCISE_MESSAGES.secondaryMusclesMax, EXERCISE_LIMITS.secondaryMusclesMax],
  ['exerciseNameMax', WORKOUT_MESSAGES.exerciseNameMax, EXERCISE_LIMITS.nameMax],
  ['plan planNameMax', WORKOUT_MESSAGES.planNameMax, PLAN_LIMITS.nameMax],
  ['plan descriptionMax', WORKOUT_MESSAGES.descriptionMax, PLAN_LIMITS.descriptionMax],
  ['durationWeeksRange', WORKOUT_MESSAGES.durationWeeksRange, `${PLAN_LIMITS.durationWeeksMax} weeks`],
  ['minutesRange', WORKOUT_MESSAGES.minutesRange, PLAN_LIMITS.minutesMin, PLAN_LIMITS.minutesMax],
  ['dayTitleMax', WORKOUT_MESSAGES.dayTitleMax, PLAN_LIMITS.dayTitleMax],
  ['setsRange', WORKOUT_MESSAGES.setsRange, PLAN_LIMITS.setsMax],
  ['repsRange', WORKOUT_MESSAGES.repsRange, PLAN_LIMITS.repsMax],
  ['weightRange', WORKOUT_MESSAGES.weightRange, `${formatCount(PLAN_LIMITS.weightMaxKg)} kg`],
  ['durationRange', WORKOUT_MESSAGES.durationRange, `${LOG_LIMITS.setDurationSecondsMax / 3600} hours`],
  [
    'distanceRange',
    WORKOUT_MESSAGES.distanceRange,
    LOG_LIMITS.distanceKmMin,
    `${formatCount(LOG_LIMITS.distanceKmMax)} km`,
  ],
  ['logDateTooOld', WORKOUT_MESSAGES.logDateTooOld, `${LOG_LIMITS.yearsBack} years`],
  ['logTitleMax', WORKOUT_MESSAGES.logTitleMax, LOG_LIMITS.titleMax],
  ['logDurationRange', WORKOUT_MESSAGES.logDurationRange, `${LOG_LIMITS.durationMinutesMax} minutes`],
  ['logNotesMax', WORKOUT_MESSAGES.logNotesMax, LOG_LIMITS.notesMax],
  ['setRepsRange', WORKOUT_MESSAGES.setRepsRange, LOG_LIMITS.repsMax],
  ['setWeightRange', WORKOUT_MESSAGES.setWeightRange, `${formatCount(LOG_LIMITS.setWeightMaxKg)} kg`],
  ['calendar rangeInvalid', WORKOUT_MESSAGES.rangeInvalid, `${LOG_LIMITS.calendarDaysMax} days`],
  ['captionMax', WORKOUT_MESSAGES.captionMax, SHARE_CAPTION_MAX],
  ['import oldDate', ROW_PROBLEMS.oldDate('1900-01-01'), `${LOG_LIMITS.yearsBack} years`],
  ['import rpeLeftOut', IMPORT_TEXTS.rpeLeftOut(2), LOG_LIMITS.rpeMin, LOG_LIMITS.rpeMax],
  ['import rirLeftOut', IMPORT_TEXTS.rirLeftOut(2), LOG_LIMITS.rirMax],
  // The coach.
  ['coach rangeInvalid', COACH_MESSAGES.rangeInvalid, COACH_LIMITS.repsMin, COACH_LIMITS.repsMax],
  ['coach repsInvalid', COACH_MESSAGES.repsInvalid, COACH_LIMITS.repsMin, COACH_LIMITS.repsMax],
  ['coach rpeReps', COACH_MESSAGES.rpeReps, COACH_LIMITS.repsMin, `${COACH_LIMITS.rpeRepsMax} reps`],
  ['coach rpeTarget', COACH_MESSAGES.rpeTarget, COACH_LIMITS.rpeMin, COACH_LIMITS.rpeMax],
  ['coach exerciseIds', COACH_MESSAGES.exerciseIds, COACH_LIMITS.historyExercisesMax],
  ['coach stepInvalid', COACH_MESSAGES.stepInvalid, COACH_LIMITS.stepMax],
  ['coach barInvalid', COACH_MESSAGES.barInvalid, COACH_LIMITS.barMax],
  ['coach plateInvalid', COACH_MESSAGES.plateInvalid, COACH_LIMITS.plateMax],
  ['coach platesMax', COACH_MESSAGES.platesMax, COACH_LIMITS.platesMax],
  ['set rpe', COACH_MESSAGES.setRpeInvalid, LOG_LIMITS.rpeMin, LOG_LIMITS.rpeMax],
  ['set rir', COACH_MESSAGES.setRirInvalid, LOG_LIMITS.rirMax],
  // Training.
  [
    'maxHeartRateRange',
    TRAINING_MESSAGES.maxHeartRateRange,
    TRAINING_LIMITS.maxHeartRateMin,
    `${TRAINING_LIMITS.maxHeartRateMax} bpm`,
  ],
  [
    'restingHeartRateRange',
    TRAINING_MESSAGES.restingHeartRateRange,
    TRAINING_LIMITS.restingHeartRateMin,
    `${TRAINING_LIMITS.restingHeartRateMax} bpm`,
  ],
  ['restingBelowMax', TRAINING_MESSAGES.restingBelowMax, `${TRAINING_LIMITS.reserveMinBpm} bpm`],
  ['effortRange', TRAINING_MESSAGES.effortRange, TRAINING_LIMITS.effortMin, TRAINING_LIMITS.effortMax],
  ['load rangeInvalid', TRAINING_MESSAGES.rangeInvalid, `${TRAINING_LIMITS.loadRangeDaysMax} days`],
  // Activities and segments.
  ['activity tooLarge', ACTIVITY_MESSAGES.tooLarge, `${ACTIVITY_LIMITS.uploadMaxBytes / MB} MB`],
  ['activity uploadHint', ACTIVITY_TEXTS.uploadHint, `${ACTIVITY_LIMITS.uploadMaxBytes / MB} MB`],
  ['activity gzipTooLarge', ACTIVITY_MESSAGES.gzipTooLarge, `${ACTIVITY_LIMITS.gzipMaxBytes / MB} MB`],
  ['activity timeTooOld', ACTIVITY_MESSAGES.timeTooOld, ACTIVITY_LIMITS.earliestYear],
  ['activity tooLong', ACTIVITY_MESSAGES.tooLong, `${ACTIVITY_LIMITS.maxDurationSeconds / 86_400} days`],
  ['activity tooManyPoints', ACTIVITY_MESSAGES.tooManyPoints, formatCount(ACTIVITY_LIMITS.maxPoints)],
  ['zoneLimit', ACTIVITY_MESSAGES.zoneLimit, ACTIVITY_LIMITS.zonesMax],
  [
    'zoneRadius',
    ACTIVITY_MESSAGES.zoneRadius,
    `${ACTIVITY_LIMITS.zoneRadiusMin} m`,
    `${ACTIVITY_LIMITS.zoneRadiusMax / 1000} km`,
  ],
  ['zoneLabel', ACTIVITY_MESSAGES.zoneLabel, ACTIVITY_LIMITS.zoneLabelMax],
  ['tokenName', ACTIVITY_MESSAGES.tokenName, ACTIVITY_LIMITS.tokenNameMax],
  ['tokenLimit', ACTIVITY_MESSAGES.tokenLimit, ACTIVITY_LIMITS.tokensMax],
  ['activity titleRequired', ACTIVITY_MESSAGES.titleRequired, ACTIVITY_LIMITS.titleMax],
  ['segment nameRequired', SEGMENT_MESSAGES.nameRequired, SEGMENT_LIMITS.nameMax],
  ['segment tooShort', SEGMENT_MESSAGES.tooShort, `${SEGMENT_LIMITS.minLengthM} m`],
  ['segment tooLong', SEGMENT_MESSAGES.tooLong, `${SEGMENT_LIMITS.maxLengthM / 1000} km`],
  [
    'segment createHint',
    SEGMENT_TEXTS.createHint,
    `${SEGMENT_LIMITS.minLengthM} m`,
    `${SEGMENT_LIMITS.maxLengthM / 1000} km`,
  ],
  // Meals.
  ['meal planNameMax', MEAL_MESSAGES.planNameMax, MEAL_PLAN_LIMITS.nameMax],
  ['meal descriptionMax', MEAL_MESSAGES.descriptionMax, MEAL_PLAN_LIMITS.descriptionMax],
  ['tooManyFoods', MEAL_MESSAGES.tooManyFoods, MEAL_PLAN_LIMITS.foodsPerMeal],
  ['gramsRange', MEAL_MESSAGES.gramsRange, MEAL_PLAN_LIMITS.gramsMin, MEAL_PLAN_LIMITS.gramsMax],
  ['variantInvalid', MEAL_MESSAGES.variantInvalid, MEAL_PLAN_LIMITS.generateVariantMax],
  ['foodNameMin', MEAL_MESSAGES.foodNameMin, FOOD_LIMITS.nameMin],
  ['foodNameMax', MEAL_MESSAGES.foodNameMax, FOOD_LIMITS.nameMax],
  ['caloriesRange', MEAL_MESSAGES.caloriesRange, FOOD_LIMITS.caloriesMax],
  ['macroRange', MEAL_MESSAGES.macroRange, `${FOOD_LIMITS.macroMax} g per`],
  ['servingRange', MEAL_MESSAGES.servingRange, `${FOOD_LIMITS.servingMax} g`],
  ['dateOutOfRange', MEAL_MESSAGES.dateOutOfRange, EARLIEST_LOG_DATE],
  ['dayFull', MEAL_MESSAGES.dayFull, MAX_ENTRIES_PER_DAY],
  [
    'targetCaloriesRange',
    MEAL_MESSAGES.targetCaloriesRange,
    OWN_TARGET_LIMITS.calories.min,
    OWN_TARGET_LIMITS.calories.max,
  ],
];

describe('a message that states a limit', () => {
  it.each(PAIRS)('%s states the figure of its limit', (_what, message, ...figures) => {
    for (const figure of figures) expect(states(message, figure), `"${message}" should state ${figure}`).toBe(true);
  });

  it('finds a figure only whole', () => {
    expect(states('at most 2000 characters', 200)).toBe(false);
    expect(states('at most 2.0 km', 2)).toBe(false);
    expect(states('at most 1,000 kg', 1)).toBe(false);
    expect(states('at most 1,000 kg', '1,000')).toBe(true);
    expect(states('up to 25 MB each', '25 MB')).toBe(true);
  });
});

/**
 * [what, schema, the value of a figure, the limit, the message that states it (absent: the
 * schema's own text), the step past it (default 1; negative for a minimum)]: one step past the
 * limit is refused with that message, the limit itself is not refused with it.
 */
type Case = [string, Parser, (n: number) => unknown, number, string | undefined, step?: number];

const CASES: Case[] = [
  ['people ?limit=', suggestionsQuerySchema, (n) => ({ limit: String(n) }), LIMITS.peopleLimitMax, undefined],
  ['people ?q=', searchUsersQuerySchema, (n) => ({ q: x(n) }), LIMITS.searchTextMax, PEOPLE_MESSAGES.searchTooLong],
  ['admin ?q=', adminListQuerySchema, (n) => ({ q: x(n) }), LIMITS.searchTextMax, undefined],
  ['suspension reason', suspendBodySchema, (n) => ({ reason: x(n) }), SUSPEND_REASON_MAX, undefined],
  [
    'sign-in name',
    loginSchema,
    (n) => ({ username: x(n), password: 'secret1' }),
    LIMITS.emailMax,
    MESSAGES.loginNameMax,
  ],
  // The email change asked only for some current password while its message said 6 characters.
  [
    'email change: short password',
    changeEmailSchema,
    (n) => ({ email: 'a@b.io', currentPassword: x(n) }),
    LIMITS.passwordMin,
    MESSAGES.passwordMin,
    -1,
  ],
  [
    'email change: long password',
    changeEmailSchema,
    (n) => ({ email: 'a@b.io', currentPassword: x(n) }),
    LIMITS.passwordMax,
    MESSAGES.passwordMax,
  ],
  ['chat message', sendMessageBodySchema, (n) => ({ content: x(n) }), MESSAGE_MAX_CHARS, CHAT_ERRORS.contentTooLong],
  ['exercise ?q=', exerciseQuerySchema, (n) => ({ q: x(n) }), EXERCISE_LIMITS.nameMax, EXERCISE_MESSAGES.searchTooLong],
  // An activity's share caption is the post's text: the post's limit, in the post's words.
  [
    'share caption',
    shareActivitySchema,
    (n) => ({ caption: x(n) }),
    POST_LIMITS.contentMax,
    POST_MESSAGES.contentTooLong,
  ],
  ['club message', clubMessageSchema, (n) => ({ content: x(n) }), MESSAGE_MAX_CHARS, undefined],
  ['notification ids', markNotificationsReadSchema, (n) => ({ ids: ids(n) }), MARK_READ_IDS_MAX, undefined],
  [
    'superset group',
    logExerciseSchema,
    (n) => ({ exerciseId: 1, supersetGroup: n, sets: [{ reps: 1 }] }),
    SUPERSET_GROUP_MAX,
    undefined,
  ],
  ['set RPE', logSetSchema, (n) => ({ reps: 1, rpe: n }), LOG_LIMITS.rpeMax, COACH_MESSAGES.setRpeInvalid, 0.5],
  ['set RIR', logSetSchema, (n) => ({ reps: 1, rir: n }), LOG_LIMITS.rirMax, COACH_MESSAGES.setRirInvalid],
  [
    'set duration',
    logSetSchema,
    (n) => ({ durationSeconds: n }),
    LOG_LIMITS.setDurationSecondsMax,
    WORKOUT_MESSAGES.durationRange,
  ],
  [
    'set distance',
    logSetSchema,
    (n) => ({ distanceKm: n }),
    LOG_LIMITS.distanceKmMax,
    WORKOUT_MESSAGES.distanceRange,
    0.001,
  ],
  [
    'calendar range',
    dateRangeQuerySchema,
    (n) => ({ from: '2025-01-01', to: addDays('2025-01-01', n - 1) }),
    LOG_LIMITS.calendarDaysMax,
    WORKOUT_MESSAGES.rangeInvalid,
  ],
  [
    'plan minutes',
    createPlanSchema,
    (n) => ({ ...plan, schedule: [workoutDay], minutesPerSession: n }),
    PLAN_LIMITS.minutesMax,
    WORKOUT_MESSAGES.minutesRange,
  ],
  [
    'primary muscles',
    createExerciseSchema,
    (n) => ({ ...exercise, primaryMuscles: MUSCLES.slice(0, n) }),
    EXERCISE_LIMITS.primaryMusclesMax,
    EXERCISE_MESSAGES.primaryMusclesMax,
  ],
  [
    'secondary muscles',
    createExerciseSchema,
    (n) => ({ ...exercise, secondaryMuscles: MUSCLES.slice(0, n) }),
    EXERCISE_LIMITS.secondaryMusclesMax,
    EXERCISE_MESSAGES.secondaryMusclesMax,
  ],
  [
    'coach history ids',
    coachHistoryQuerySchema,
    (n) => ({ exerciseIds: ids(n).join(',') }),
    COACH_LIMITS.historyExercisesMax,
    COACH_MESSAGES.exerciseIds,
  ],
  [
    'meal plan variant',
    generatePlanSchema,
    (n) => ({ goal: 'maintenance', variant: n }),
    MEAL_PLAN_LIMITS.generateVariantMax,
    MEAL_MESSAGES.variantInvalid,
  ],
  [
    'activity title',
    updateActivitySchema,
    (n) => ({ title: x(n) }),
    ACTIVITY_LIMITS.titleMax,
    ACTIVITY_MESSAGES.titleRequired,
  ],
  ['gym rating', gymInputSchema, (n) => ({ ...gym, rating: n }), GYM_LIMITS.ratingMax, GYM_MESSAGES.ratingRange],
];

describe('a check and the message it refuses with', () => {
  it.each(CASES)(
    '%s: refused one step past the limit the message states',
    (_what, schema, at, limit, message, step = 1) => {
      const past = refusals(schema, at(limit + step));
      const refusal = message ?? past[0];
      expect(past, `${limit + step} should be refused`).toContain(refusal);
      expect(refusals(schema, at(limit)), `${limit} should be accepted`).not.toContain(refusal);
      // The exported messages are held to their figures above; a schema's own text is held here.
      if (message === undefined) expect(states(refusal, limit), `"${refusal}" should state ${limit}`).toBe(true);
    },
  );
});
