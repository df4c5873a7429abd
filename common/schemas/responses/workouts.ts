import { z } from 'zod';
import { type ExerciseCategory, MET_BY_CATEGORY } from '../../fitness/calories';
import { WORKOUT_FILTER_GOALS, WORKOUT_LEVELS } from '../../vocab';
import { planProgressionSchema } from '../coach';
import type { ActivitySummary as ActivityFigures } from '../workout-activity';
import { EQUIPMENT, LOGGING_TYPES, MUSCLE_GROUPS } from '../workout-exercises';
import type { LastSession } from '../workout-logger';
import {
  type CalendarEntry,
  type LogExercise,
  type LogSet,
  type PersonalRecord,
  type ProgressWeek,
  SET_KINDS,
  type WorkoutLog,
} from '../workout-logs';
import type { PlanDay, PlanExercise, WorkoutPlan, WorkoutPlanSummary, WorkoutSuggestion } from '../workouts';
import type { Expect, SameType } from './type-check';
import { userSummarySchema } from './user';

// What the workouts routes answer (the interfaces in ../workout-logs.ts and ../workouts.ts).

const categorySchema = z.enum(Object.keys(MET_BY_CATEGORY) as [ExerciseCategory, ...ExerciseCategory[]]);

export const logSetSchema = z.object({
  kind: z.enum(SET_KINDS),
  reps: z.number().nullable(),
  weightKg: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  distanceKm: z.number().nullable(),
  rpe: z.number().nullable().describe('RPE as logged or imported; null when not recorded.'),
  rir: z.number().nullable().describe('Reps in reserve as logged; null when not recorded.'),
});

const logExerciseSchema = z.object({
  exerciseId: z.int(),
  name: z.string(),
  muscleGroup: z.enum(MUSCLE_GROUPS).nullable(),
  equipment: z.enum(EQUIPMENT),
  category: categorySchema,
  loggingType: z.enum(LOGGING_TYPES),
  notes: z.string().nullable().describe("The member's notes on this exercise in this workout."),
  supersetGroup: z.int().nullable().describe('Exercises sharing a number form a superset.'),
  sets: z.array(logSetSchema),
});

export const workoutLogSchema = z
  .object({
    id: z.int(),
    userId: z.int(),
    date: z.string().describe('YYYY-MM-DD'),
    title: z.string(),
    planId: z.int().nullable(),
    planName: z.string().nullable(),
    durationMinutes: z.number().nullable().describe('null: not known (an imported workout whose file gave none).'),
    notes: z.string().nullable(),
    effort: z.int().nullable().describe('How hard the session was, 1-10; null when not rated.'),
    exercises: z.array(logExerciseSchema),
    totalSets: z.int(),
    totalVolumeKg: z.number(),
    estimatedCalories: z.number().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WorkoutLog' });
export const workoutLogListSchema = z.array(workoutLogSchema);

const planExerciseSchema = z.object({
  exerciseId: z.int(),
  name: z.string(),
  muscleGroup: z.enum(MUSCLE_GROUPS).nullable(),
  loggingType: z.enum(LOGGING_TYPES),
  equipment: z.enum(EQUIPMENT),
  category: categorySchema,
  sets: z.number(),
  reps: z.number().nullable(),
  weightKg: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  distanceKm: z.number().nullable(),
  progression: planProgressionSchema.describe("The coach's scheme (issue 33); null: double progression, 8-12."),
});

const planDaySchema = z.object({
  weekday: z.int().describe('1 = Monday'),
  title: z.string().nullable(),
  exercises: z.array(planExerciseSchema),
});

export const workoutPlanSummarySchema = z
  .object({
    id: z.int(),
    name: z.string(),
    description: z.string(),
    level: z.enum(WORKOUT_LEVELS),
    goal: z.enum(WORKOUT_FILTER_GOALS),
    frequency: z.number().describe('Days per week.'),
    duration: z.number().describe('Weeks on the plan.'),
    durationWeeks: z.number(),
    minutesPerSession: z.number().nullable(),
    intensity: z.string(),
    curated: z.boolean(),
    isActive: z.boolean(),
    startedOn: z.string().nullable(),
    user: userSummarySchema.nullable().describe('The owner; null for recommended plans.'),
    weekdays: z.array(z.int()),
    createdAt: z.string(),
  })
  .meta({ id: 'WorkoutPlanSummary' });
export const workoutPlanSummaryListSchema = z.array(workoutPlanSummarySchema);

export const workoutPlanSchema = workoutPlanSummarySchema
  .extend({ schedule: z.array(planDaySchema) })
  .meta({ id: 'WorkoutPlan' });

export const workoutSuggestionSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    duration: z.number().nullable().describe('Minutes a session.'),
    description: z.string(),
    level: z.enum(WORKOUT_LEVELS),
    goal: z.enum(WORKOUT_FILTER_GOALS),
    frequency: z.number(),
    intensity: z.string(),
    equipment: z.string(),
  })
  .meta({ id: 'WorkoutSuggestion' });
export const workoutSuggestionListSchema = z.array(workoutSuggestionSchema);

export type _Checks = [
  Expect<SameType<z.output<typeof logSetSchema>, LogSet>>,
  Expect<SameType<z.output<typeof logExerciseSchema>, LogExercise>>,
  Expect<SameType<z.output<typeof workoutLogSchema>, WorkoutLog>>,
  Expect<SameType<z.output<typeof planExerciseSchema>, PlanExercise>>,
  Expect<SameType<z.output<typeof planDaySchema>, PlanDay>>,
  Expect<SameType<z.output<typeof workoutPlanSummarySchema>, WorkoutPlanSummary>>,
  Expect<SameType<z.output<typeof workoutPlanSchema>, WorkoutPlan>>,
  Expect<SameType<z.output<typeof workoutSuggestionSchema>, WorkoutSuggestion>>,
];

// Stats, calendar, activity figures and the logger's last sets.

export const personalRecordListSchema = z.array(
  z.object({
    exerciseId: z.int(),
    exercise: z.string(),
    category: categorySchema,
    equipment: z.enum(EQUIPMENT),
    loggingType: z.enum(LOGGING_TYPES),
    sessions: z.int(),
    lastPerformed: z.string(),
    heaviestWeightKg: z
      .number()
      .nullable()
      .describe('The heaviest load (added load when weighted); the least assistance for assisted exercises.'),
    heaviestWeightOn: z.string().nullable(),
    bestOneRepMaxKg: z
      .number()
      .nullable()
      .describe(
        'Best estimated one-rep max of weight × reps exercises (Epley, 1 to 12 reps), never below a weight lifted for a rep or more.',
      ),
    mostReps: z.number().nullable(),
    longestDistanceKm: z.number().nullable(),
    longestDurationSeconds: z.number().nullable(),
    fastestPaceSecondsPerKm: z.number().nullable(),
  }),
);

export const progressWeekListSchema = z.array(
  z.object({ weekStart: z.string(), workouts: z.int(), minutes: z.number(), volumeKg: z.number() }),
);

export const calendarEntryListSchema = z.array(
  z.object({
    date: z.string(),
    logs: z.array(z.object({ id: z.int(), title: z.string(), durationMinutes: z.number().nullable() })),
    planned: z.object({ planId: z.int(), planName: z.string(), title: z.string(), exerciseCount: z.int() }).nullable(),
  }),
);

export const activityFiguresSchema = z.object({
  source: z.enum(['logs', 'none']),
  steps: z.number().nullable().describe('Not recorded: always null.'),
  calories: z.number().nullable(),
  activeMinutes: z.number(),
  sleepHours: z.number().nullable().describe('Not recorded: always null.'),
  week: z.object({
    start: z.string(),
    workouts: z.int(),
    activeDays: z.int(),
    activeMinutes: z.number(),
    calories: z.number().nullable(),
    target: z.number().nullable(),
  }),
  streak: z.object({ weeks: z.int(), days: z.int() }),
});

export const lastSessionListSchema = z.array(
  z.object({ exerciseId: z.int(), logId: z.int(), date: z.string(), sets: z.array(logSetSchema) }),
);

export type _MoreChecks = [
  Expect<SameType<z.output<typeof personalRecordListSchema>, PersonalRecord[]>>,
  Expect<SameType<z.output<typeof progressWeekListSchema>, ProgressWeek[]>>,
  Expect<SameType<z.output<typeof calendarEntryListSchema>, CalendarEntry[]>>,
  Expect<SameType<z.output<typeof activityFiguresSchema>, ActivityFigures>>,
  Expect<SameType<z.output<typeof lastSessionListSchema>, LastSession[]>>,
];
