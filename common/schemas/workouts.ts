import { z } from 'zod';
import type { ExerciseCategory } from '../fitness/calories';
import { hasVisibleText, visibleOrNull } from '../visible-text';
import { WORKOUT_FILTER_GOALS, WORKOUT_LEVELS, type WorkoutFilterGoal, type WorkoutLevel } from '../vocab';
import { PLAN_LIMITS } from '../workouts-limits';
import { WORKOUT_MESSAGES as M } from '../workouts-texts';
import { type Progression, progressionSchema } from './coach';
import type { UserSummary } from './user';
import type { Equipment, LoggingType, MuscleGroup } from './workout-exercises';
import { distanceKmField, durationSecondsField, idField, optionalNumber, wholeNumber } from './workout-fields';

// Workout plans (spec sections 3 and 7, issue 6): what a member follows week by week.

// In the zod-free ../workouts-limits.ts, so the texts can state them; re-exported here for their users.
export { PLAN_LIMITS };

export const planExerciseSchema = z
  .object({
    exerciseId: idField(M.exerciseRequired),
    sets: wholeNumber(1, PLAN_LIMITS.setsMax, M.setsRange),
    reps: optionalNumber(1, PLAN_LIMITS.repsMax, M.repsRange, { int: true }),
    weightKg: optionalNumber(0, PLAN_LIMITS.weightMaxKg, M.weightRange),
    durationSeconds: durationSecondsField,
    distanceKm: distanceKmField,
    /** The coach's scheme for this exercise (issue 33); absent or null: double progression, 8-12. */
    progression: progressionSchema.nullish(),
  })
  .refine((e) => e.reps != null || e.durationSeconds != null || e.distanceKm != null, {
    message: M.targetRequired,
    path: ['reps'],
  });

export const planDaySchema = z.object({
  weekday: wholeNumber(1, 7, M.weekdayInvalid),
  title: z.string().trim().max(PLAN_LIMITS.dayTitleMax, M.dayTitleMax).nullish().transform(visibleOrNull),
  exercises: z.array(planExerciseSchema).min(1, M.dayExercisesRequired).max(PLAN_LIMITS.exercisesPerDay),
});

const scheduleSchema = z
  .array(planDaySchema)
  .min(1, M.scheduleRequired)
  .max(7, M.scheduleTooManyDays)
  .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, M.weekdayRepeated);

const planFields = {
  name: z
    .string({ error: M.planNameRequired })
    .trim()
    .min(1, M.planNameRequired)
    // The name is the plan's card heading and link: one of only zero-width characters shows none.
    .refine(hasVisibleText, M.planNameRequired)
    .max(PLAN_LIMITS.nameMax, M.planNameMax),
  description: z
    .string()
    .trim()
    .max(PLAN_LIMITS.descriptionMax, M.descriptionMax)
    .nullish()
    .transform((v) => v ?? ''),
  level: z.enum(WORKOUT_LEVELS, { error: M.levelInvalid }),
  goal: z.enum(WORKOUT_FILTER_GOALS, { error: M.goalInvalid }),
  frequency: wholeNumber(1, 7, M.frequencyRange),
  durationWeeks: wholeNumber(1, PLAN_LIMITS.durationWeeksMax, M.durationWeeksRange),
  minutesPerSession: optionalNumber(PLAN_LIMITS.minutesMin, PLAN_LIMITS.minutesMax, M.minutesRange, { int: true }),
  schedule: scheduleSchema,
  /** Make this the member's active plan (the one Today's Workout follows). */
  isActive: z.boolean().optional(),
  /** A recommended plan every member sees; admins only. */
  curated: z.boolean().optional(),
};

/** A schedule may leave days of the frequency open, but never plan more days than it. */
export function scheduleProblem(frequency: number, schedule: readonly { weekday: number }[]): string | null {
  return schedule.length > frequency ? M.scheduleTooManyDays : null;
}

export const createPlanSchema = z.object(planFields).superRefine((plan, ctx) => {
  const problem = scheduleProblem(plan.frequency, plan.schedule);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['schedule'] });
});
export type CreatePlanInput = z.input<typeof createPlanSchema>;
export type CreatePlanBody = z.output<typeof createPlanSchema>;

/** PUT takes any subset; the schedule-versus-frequency rule is checked against the merged plan. */
export const updatePlanSchema = z.object(planFields).partial();
export type UpdatePlanBody = z.output<typeof updatePlanSchema>;

export const planFilterSchema = z.object({
  level: z.enum(WORKOUT_LEVELS, { error: M.levelInvalid }).optional(),
  goal: z.enum(WORKOUT_FILTER_GOALS, { error: M.goalInvalid }).optional(),
});
export const planSearchSchema = planFilterSchema.extend({ q: z.string().trim().max(100).optional() });

export interface PlanExercise {
  exerciseId: number;
  name: string;
  muscleGroup: MuscleGroup | null;
  loggingType: LoggingType;
  equipment: Equipment;
  category: ExerciseCategory;
  sets: number;
  reps: number | null;
  weightKg: number | null;
  durationSeconds: number | null;
  distanceKm: number | null;
  /** The coach's scheme and targets (issue 33); null: the default, double progression over 8-12. */
  progression: Progression | null;
}

export interface PlanDay {
  weekday: number;
  title: string | null;
  exercises: PlanExercise[];
}

/** A plan in lists (spec section 3: id, name, description, level, frequency, duration). */
export interface WorkoutPlanSummary {
  id: number;
  name: string;
  description: string;
  level: WorkoutLevel;
  goal: WorkoutFilterGoal;
  /** Days per week. */
  frequency: number;
  /** Weeks on the plan (the plan screens' 'duration'). */
  duration: number;
  durationWeeks: number;
  /** Minutes a session; null when the plan gives none (nothing is shown then). */
  minutesPerSession: number | null;
  intensity: string;
  curated: boolean;
  isActive: boolean;
  /** The date the member made it active: planned workouts on the calendar start here. */
  startedOn: string | null;
  /** The owner; null for recommended plans seeded with the app. */
  user: UserSummary | null;
  /** Weekdays (1 = Monday) that have a workout. */
  weekdays: number[];
  createdAt: string;
}

export interface WorkoutPlan extends WorkoutPlanSummary {
  schedule: PlanDay[];
}

/** A curated suggestion (spec section 3: name, duration, description, level, equipment). */
export interface WorkoutSuggestion {
  id: number;
  name: string;
  /** Minutes a session; null when the plan gives none (nothing is shown then). */
  duration: number | null;
  description: string;
  level: WorkoutLevel;
  goal: WorkoutFilterGoal;
  frequency: number;
  intensity: string;
  /** The equipment its exercises need, e.g. 'Barbell, Dumbbell'; 'Bodyweight' when none. */
  equipment: string;
}
