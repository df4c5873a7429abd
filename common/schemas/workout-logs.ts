import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../api';
import { COACH_MESSAGES } from '../coach-texts';
import type { ExerciseCategory } from '../fitness/calories';
import { addDays, daysBetween, isIsoDate, isoDateInTimeZone, utcIsoDate } from '../fitness/dates';
import { LOG_LIMITS } from '../workouts-limits';
import { WORKOUT_MESSAGES as M } from '../workouts-texts';
import { timeZoneSchema } from './challenges';
import { idempotencyKeyHeadersSchema } from './idempotency-key';
import { effortSchema } from './training';
import type { Equipment, LoggingType, MuscleGroup } from './workout-exercises';
import { distanceKmField, durationSecondsField, idField, optionalNumber, optionalText } from './workout-fields';

// Workout logs (DECISIONS D6): what a member actually did, set by set.

// In the zod-free ../workouts-limits.ts, so the texts can state them; re-exported here for their users.
export { LOG_LIMITS };

/**
 * How a set counts (issue 16, point 7): a warm-up is kept in the log but never counts for records
 * or volume; a drop set and a set to failure count like a normal one.
 */
export const SET_KINDS = ['normal', 'warmup', 'dropset', 'failure'] as const;
export type SetKind = (typeof SET_KINDS)[number];

/** Exercises of one log with the same group number are a superset (done back to back). */
export const SUPERSET_GROUP_MAX = 30;
const SUPERSET_GROUP_MESSAGE = `Superset group must be a whole number from 1 to ${SUPERSET_GROUP_MAX}.`;

export const logSetSchema = z
  .object({
    kind: z.enum(SET_KINDS, { error: 'Unknown set kind.' }).default('normal'),
    reps: optionalNumber(0, LOG_LIMITS.repsMax, M.setRepsRange, { int: true }),
    weightKg: optionalNumber(0, LOG_LIMITS.setWeightMaxKg, M.setWeightRange),
    durationSeconds: durationSecondsField,
    distanceKm: distanceKmField,
    /** How hard the set was (issue 33), optional: RPE 1 to 10 in halves, or reps in reserve. */
    rpe: optionalNumber(LOG_LIMITS.rpeMin, LOG_LIMITS.rpeMax, COACH_MESSAGES.setRpeInvalid).refine(
      (v) => v == null || Number.isInteger(v * 2),
      COACH_MESSAGES.setRpeInvalid,
    ),
    rir: optionalNumber(0, LOG_LIMITS.rirMax, COACH_MESSAGES.setRirInvalid, { int: true }),
  })
  .refine((s) => (s.reps ?? 0) > 0 || s.durationSeconds != null || s.distanceKm != null, {
    message: M.setValueRequired,
    path: ['reps'],
  });
export type LogSetInput = z.input<typeof logSetSchema>;

export const logExerciseSchema = z.object({
  exerciseId: idField(M.exerciseRequired),
  supersetGroup: z
    .number({ error: SUPERSET_GROUP_MESSAGE })
    .int(SUPERSET_GROUP_MESSAGE)
    .min(1, SUPERSET_GROUP_MESSAGE)
    .max(SUPERSET_GROUP_MAX, SUPERSET_GROUP_MESSAGE)
    .nullish(),
  sets: z.array(logSetSchema).min(1, M.logSetsRequired).max(LOG_LIMITS.setsPerExerciseMax),
  /** The member's notes on this exercise in this workout (imports keep Hevy's exercise notes here). */
  notes: optionalText(LOG_LIMITS.notesMax, M.logNotesMax).optional(),
});

/**
 * A workout may be logged for any past date, and up to the member's tomorrow: in their IANA
 * zone when the client says it (`?tz=`, as the meals diary takes it), else in UTC, the server's
 * date, for clients that send none and for imports. UTC's tomorrow alone let a member in Honolulu
 * (UTC-10) log two days ahead of their own date in their evening, and refused a member in
 * Kiritimati (UTC+14) their own tomorrow until 10:00 UTC. `timeZone` must be one the runtime
 * knows (logWriteQuerySchema checks it).
 */
export function logDateProblem(date: string, now: Date = new Date(), timeZone?: string): string | null {
  if (!isIsoDate(date)) return M.logDateInvalid;
  const today = timeZone ? isoDateInTimeZone(timeZone, now) : utcIsoDate(now);
  if (daysBetween(addDays(today, 1), date) > 0) return M.logDateFuture;
  if (daysBetween(date, today) > LOG_LIMITS.yearsBack * 366) return M.logDateTooOld;
  return null;
}

/** UTC+14 (Kiritimati's offset): its tomorrow is the latest date any member may log. */
const FURTHEST_AHEAD_ZONE = 'Etc/GMT-14';

/** A log's body, its date judged by the member's today in `timeZone` (UTC's without one). */
export function workoutLogSchemaIn(timeZone?: string) {
  return z.object({
    date: z.string({ error: M.logDateInvalid }).superRefine((date, ctx) => {
      const problem = logDateProblem(date, new Date(), timeZone);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    title: optionalText(LOG_LIMITS.titleMax, M.logTitleMax),
    planId: z.preprocess((v) => (v === '' || v === 0 ? null : v), idField(M.planUnknown).nullish()),
    // null: not known (an imported workout whose file gave none), shown as such and never filled in.
    durationMinutes: z
      .number({ error: M.logDurationRange })
      .int(M.logDurationRange)
      .min(1, M.logDurationRange)
      .max(LOG_LIMITS.durationMinutesMax, M.logDurationRange)
      .nullable(),
    notes: optionalText(LOG_LIMITS.notesMax, M.logNotesMax),
    // How hard the session was, 1-10 (issue 32: its training load); null clears it, absent keeps it.
    effort: effortSchema.shape.effort.optional(),
    exercises: z.array(logExerciseSchema).min(1, M.logExercisesRequired).max(LOG_LIMITS.exercisesMax),
  });
}

/** A log's body with its date judged in UTC: for a client that does not know the member's zone. */
export const workoutLogSchema = workoutLogSchemaIn();

/**
 * The body POST and PUT /api/workout-logs validate before the member's zone is read: dates up to
 * the latest tomorrow on Earth. The route then judges the date in `?tz=` (UTC's without it).
 */
export const workoutLogBodySchema = workoutLogSchemaIn(FURTHEST_AHEAD_ZONE);

/** POST and PUT /api/workout-logs: the member's zone, whose tomorrow is the last date taken. */
export const logWriteQuerySchema = z.object({
  tz: timeZoneSchema
    .optional()
    .describe(
      "The member's IANA time zone (e.g. Pacific/Honolulu): the log's date may be up to their " +
        "tomorrow. Without it, up to UTC's tomorrow.",
    ),
});

export type WorkoutLogInput = z.input<typeof workoutLogSchema>;
export type WorkoutLogBody = z.output<typeof workoutLogSchema>;

// The header a client sends to save a workout exactly once (issue 17): a UUID it made when the
// workout was finished, sent again unchanged with every retry of that workout.
export { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER };

export const logCreateHeadersSchema = idempotencyKeyHeadersSchema();

export const logListQuerySchema = z.object({
  from: z.string().refine(isIsoDate, M.logDateInvalid).optional(),
  to: z.string().refine(isIsoDate, M.logDateInvalid).optional(),
});

/** A range of dates for the calendar: at most LOG_LIMITS.calendarDaysMax days, both ends counted. */
export const dateRangeQuerySchema = z
  .object({
    from: z.string({ error: M.rangeInvalid }).refine(isIsoDate, M.rangeInvalid),
    to: z.string({ error: M.rangeInvalid }).refine(isIsoDate, M.rangeInvalid),
  })
  .refine((r) => {
    const days = daysBetween(r.from, r.to);
    return days >= 0 && days < LOG_LIMITS.calendarDaysMax;
  }, M.rangeInvalid);

/** `?today=YYYY-MM-DD`: the member's local date, so 'today' and 'this week' are theirs. */
export const todayQuerySchema = z.object({
  today: z
    .string()
    .refine((d) => isIsoDate(d) && Math.abs(daysBetween(utcIsoDate(), d)) <= 1, M.todayInvalid)
    .optional(),
});

/** The longest history the progress chart draws: 20 years of weeks. */
export const PROGRESS_WEEKS_MAX = 1040;

export const progressQuerySchema = todayQuerySchema.extend({
  /** A number of weeks ending this week, or 'all': from the week of the member's first workout. */
  weeks: z
    .union([z.literal('all'), z.coerce.number().int().min(1).max(PROGRESS_WEEKS_MAX)])
    .default(12)
    .describe("Weeks ending this week (1 to 1040), or 'all' from the first logged workout."),
});

export interface LogSet {
  kind: SetKind;
  reps: number | null;
  weightKg: number | null;
  durationSeconds: number | null;
  distanceKm: number | null;
  /** The set's RPE and reps in reserve as logged or imported (issue 33); null when not recorded. */
  rpe: number | null;
  rir: number | null;
}

export interface LogExercise {
  exerciseId: number;
  name: string;
  muscleGroup: MuscleGroup | null;
  equipment: Equipment;
  category: ExerciseCategory;
  loggingType: LoggingType;
  /** The member's notes on this exercise in this workout. */
  notes: string | null;
  /** Exercises sharing a number form a superset; null when done on its own. */
  supersetGroup: number | null;
  sets: LogSet[];
}

export interface WorkoutLog {
  id: number;
  userId: number;
  date: string;
  title: string;
  planId: number | null;
  planName: string | null;
  /** null: not known (an imported workout whose file gave none). */
  durationMinutes: number | null;
  notes: string | null;
  /** The member's rating of effort, 1-10 (issue 32); null when not rated. */
  effort: number | null;
  exercises: LogExercise[];
  totalSets: number;
  totalVolumeKg: number;
  estimatedCalories: number | null;
  createdAt: string;
}

/** A member's best marks on one exercise, derived from every set they logged. */
export interface PersonalRecord {
  exerciseId: number;
  exercise: string;
  category: ExerciseCategory;
  equipment: Equipment;
  loggingType: LoggingType;
  sessions: number;
  lastPerformed: string;
  /** The heaviest load (added load when weighted); for assisted exercises the least assistance. */
  heaviestWeightKg: number | null;
  heaviestWeightOn: string | null;
  /**
   * Best estimated one-rep max of weight × reps exercises (Epley on 1 to 12 reps), never below a
   * weight lifted for one rep or more; null for other logging types.
   */
  bestOneRepMaxKg: number | null;
  mostReps: number | null;
  longestDistanceKm: number | null;
  longestDurationSeconds: number | null;
  /** Seconds per km of the fastest set that recorded both time and distance. */
  fastestPaceSecondsPerKm: number | null;
}

export interface ProgressWeek {
  /** The Monday that starts the week. */
  weekStart: string;
  workouts: number;
  minutes: number;
  volumeKg: number;
}

export interface CalendarEntry {
  date: string;
  logs: { id: number; title: string; durationMinutes: number | null }[];
  /** The active plan's workout for that weekday, within the plan's weeks. */
  planned: { planId: number; planName: string; title: string; exerciseCount: number } | null;
}
