import { z } from 'zod';
import { COACH_LIMITS } from '../coach-limits';
import { COACH_MESSAGES as M } from '../coach-texts';
import { EQUIPMENT, type Equipment, LOGGING_TYPES, type LoggingType } from '../exercises/vocab';
import { WEIGHT_UNITS, type WeightUnit } from '../units';
import { WORKOUT_MESSAGES } from '../workouts-texts';
import { idTextSchema } from './id';
import { SET_KINDS, type SetKind, todayQuerySchema } from './workout-logs';

// The coach (issue 33): the next session's weight and reps from the member's own history. The
// rules are common/coach; this file is their contract: the schemes and their targets, the step and
// plate settings, the history the rules read and the suggestion they answer.

/** Double progression (a rep range), linear progression (fixed reps), effort-based (reps at an RPE). */
export const COACH_SCHEMES = ['double', 'linear', 'rpe'] as const;
export type CoachScheme = (typeof COACH_SCHEMES)[number];

// In the zod-free ../coach-limits.ts, so the texts can state them; re-exported here for their users.
export { COACH_LIMITS };

/** The scheme the rules apply and its targets. */
export type Progression =
  | { scheme: 'double'; min: number; max: number }
  | { scheme: 'linear'; reps: number }
  | { scheme: 'rpe'; reps: number; rpe: number };

/** Double progression with 8-12 reps: the default where the plan names no scheme (issue 33). */
export const DEFAULT_PROGRESSION: Progression = { scheme: 'double', min: 8, max: 12 };

const reps = (message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .min(COACH_LIMITS.repsMin, message)
    .max(COACH_LIMITS.repsMax, message);
const rpe = z.coerce
  .number({ error: M.rpeTarget })
  .min(COACH_LIMITS.rpeMin, M.rpeTarget)
  .max(COACH_LIMITS.rpeMax, M.rpeTarget)
  .refine((v) => Number.isInteger(v * 2), M.rpeTarget);

/**
 * A scheme with its targets, as a plan stores it and as the suggestion's query overrides it:
 * `scheme=double&min=8&max=12`, `scheme=linear&reps=5`, `scheme=rpe&reps=3&rpe=9`.
 */
export const progressionSchema = z
  .object({
    scheme: z.enum(COACH_SCHEMES, { error: M.schemeInvalid }),
    min: reps(M.rangeInvalid).optional(),
    max: reps(M.rangeInvalid).optional(),
    reps: reps(M.repsInvalid).optional(),
    rpe: rpe.optional(),
  })
  .superRefine((p, ctx) => {
    if (p.scheme === 'double') {
      if (p.min === undefined || p.max === undefined || p.min > p.max)
        ctx.addIssue({ code: 'custom', message: M.rangeInvalid, path: ['min'] });
    } else if (p.reps === undefined) {
      ctx.addIssue({ code: 'custom', message: M.repsInvalid, path: ['reps'] });
    } else if (p.scheme === 'rpe') {
      if (p.rpe === undefined) ctx.addIssue({ code: 'custom', message: M.rpeTarget, path: ['rpe'] });
      if (p.reps > COACH_LIMITS.rpeRepsMax) ctx.addIssue({ code: 'custom', message: M.rpeReps, path: ['reps'] });
    }
  })
  .transform((p): Progression => {
    if (p.scheme === 'double') return { scheme: 'double', min: p.min!, max: p.max! };
    if (p.scheme === 'linear') return { scheme: 'linear', reps: p.reps! };
    return { scheme: 'rpe', reps: p.reps!, rpe: p.rpe! };
  });
export type ProgressionInput = z.input<typeof progressionSchema>;

/**
 * GET /api/exercises/{id}/suggestion: no scheme uses the plan's (or the default); a scheme overrides it.
 * `today` (the member's local date) decides which plan day comes next.
 */
export const suggestionQuerySchema = z
  .object({
    scheme: z.enum(COACH_SCHEMES, { error: M.schemeInvalid }).optional(),
    min: z.string().optional(),
    max: z.string().optional(),
    reps: z.string().optional(),
    rpe: z.string().optional(),
    today: todayQuerySchema.shape.today,
  })
  .superRefine((q, ctx) => {
    if (q.scheme === undefined) {
      if (q.min ?? q.max ?? q.reps ?? q.rpe)
        ctx.addIssue({ code: 'custom', message: M.schemeMissing, path: ['scheme'] });
      return;
    }
    const parsed = progressionSchema.safeParse(q);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path as string[] });
  })
  .transform((q) => ({
    progression: q.scheme === undefined ? null : progressionSchema.parse(q),
    today: q.today,
  }));

/** Ids of up to COACH_LIMITS.historyExercisesMax exercises, separated by commas. */
const EXERCISE_IDS = new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${COACH_LIMITS.historyExercisesMax - 1}}$`);

/** GET /api/coach/history?exerciseIds=1,2,3: the logger's history for its exercises. */
export const coachHistoryQuerySchema = z.object({
  exerciseIds: z
    .string({ error: M.exerciseIds })
    .regex(EXERCISE_IDS, M.exerciseIds)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id > 0), M.exerciseIds),
});

/**
 * PUT /api/workout-plans/{id}/exercises/{exerciseId}/progression: the exercise's entry on `weekday`
 * (the day the suggestion was for); without a weekday, every entry of the exercise in the plan.
 */
export const planProgressionParamsSchema = z.object({
  id: idTextSchema('Invalid plan id'),
  exerciseId: idTextSchema('Invalid exercise id'),
});
export const planProgressionBodySchema = z.object({
  /** null: back to the default (double progression, 8-12). */
  progression: progressionSchema.nullable(),
  /** ISO weekday (1 = Monday) of the plan day whose entry changes; absent: every day that has the exercise. */
  weekday: z
    .int({ error: WORKOUT_MESSAGES.weekdayInvalid })
    .min(1, WORKOUT_MESSAGES.weekdayInvalid)
    .max(7, WORKOUT_MESSAGES.weekdayInvalid)
    .optional()
    .describe('1 = Monday. The plan day whose entry changes; absent: every day that has the exercise.'),
});

// Step sizes and plates (issue 33): kept per weight unit, as the member's equipment is labelled.

/** The equipment whose step the member sets; every other loaded equipment uses one of these. */
export const STEP_EQUIPMENT = ['barbell', 'dumbbell', 'machine', 'cable', 'kettlebell'] as const;
export type StepEquipment = (typeof STEP_EQUIPMENT)[number];

const positive = (max: number, message: string) =>
  z
    .number({ error: message })
    .positive(message)
    .max(max, message)
    .refine((v) => Number.isInteger(Math.round(v * 1000) / 10), message);

/** PUT /api/coach/settings: the steps the member changed (others keep the defaults), the bar and the plates. */
export const coachSettingsSchema = z.object({
  unit: z.enum(WEIGHT_UNITS, { error: M.unitInvalid }),
  steps: z.partialRecord(z.enum(STEP_EQUIPMENT), positive(COACH_LIMITS.stepMax, M.stepInvalid)),
  barWeight: positive(COACH_LIMITS.barMax, M.barInvalid).nullable(),
  plates: z
    .array(positive(COACH_LIMITS.plateMax, M.plateInvalid))
    .max(COACH_LIMITS.platesMax, M.platesMax)
    .transform((plates) => [...plates].sort((a, b) => b - a)),
});
export type CoachSettingsInput = z.input<typeof coachSettingsSchema>;
export type CoachSettingsBody = z.output<typeof coachSettingsSchema>;

/** What the rules use: every step (the member's or the default), the bar, and the plates owned (pairs). */
export interface CoachSettings {
  unit: WeightUnit;
  steps: Record<StepEquipment, number>;
  /** The steps the member set; the others are the defaults. */
  customSteps: StepEquipment[];
  barWeight: number;
  /** Whether the bar's weight is the member's or the default. */
  customBar: boolean;
  /** Plates owned, one entry a pair, heaviest first; empty: any weight on the step is loadable. */
  plates: number[];
}

// The history the rules read, newest session first.

export interface CoachSet {
  kind: SetKind;
  reps: number | null;
  weightKg: number | null;
  rpe: number | null;
  rir: number | null;
}

export interface CoachSession {
  date: string;
  /** null: a workout saved on this device and not yet synced. */
  logId: number | null;
  sets: CoachSet[];
}

export interface CoachHistory {
  exerciseId: number;
  equipment: Equipment;
  loggingType: LoggingType;
  /**
   * Each entry of the exercise in a workout, newest workout first, the entries of one workout side
   * by side in their order; at most COACH_LIMITS.historySessions workouts.
   */
  sessions: CoachSession[];
}

// The suggestion.

export const COACH_OUTCOMES = [
  /** One step more (or less assistance), or one rep more where there is no weight. */
  'progress',
  /** The same weight, aiming at more reps (or the same, linear). */
  'repeat',
  /** A stall or repeated misses: 90%. */
  'deload',
  /** The weight comes from an estimated max and the target's RPE. */
  'effort',
  /** Effort-based, but no set has an RPE to estimate from: no weight. */
  'needs_rpe',
  /** No session yet (D6): no weight; the member enters the first. */
  'first_session',
  /** An exercise of time or distance: the coach suggests nothing. */
  'not_coached',
] as const;
export type CoachOutcome = (typeof COACH_OUTCOMES)[number];

export interface SuggestedSet {
  /** In the member's unit; null: no weight suggested (or the exercise has none). */
  weight: number | null;
  /** The same weight in kg, as a log stores it. */
  weightKg: number | null;
  reps: number;
  /** The unit of `weight`: the member's (the same as the suggestion's). */
  unit: WeightUnit;
}

/** The plan a scheme comes from. */
export interface CoachPlanRef {
  id: number;
  name: string;
}

/** The plan day whose entry a suggestion follows. */
export interface CoachPlanDay {
  /** ISO weekday: 1 = Monday. */
  weekday: number;
  title: string | null;
}

/** Where the scheme comes from: a query's try, the plan entry's own, or the default (double 8-12). */
export const PROGRESSION_SOURCES = ['query', 'plan', 'default'] as const;
export type ProgressionSource = (typeof PROGRESSION_SOURCES)[number];

/**
 * The figures a suggestion rests on that the member did not set (D6: a default is said to be one),
 * in the member's unit; null where the member set their own or the suggestion does not use it.
 */
export interface CoachDefaults {
  /** The step a new weight is on (the warm-up ramp's too). */
  step: number | null;
  /** The bar the warm-up starts with. */
  bar: number | null;
}

export interface CoachSuggestion {
  exerciseId: number;
  unit: WeightUnit;
  progression: Progression;
  progressionFrom: ProgressionSource;
  /** The plan whose entry (scheme and number of sets) this follows; null: a query's try, or not in the active plan. */
  plan: CoachPlanRef | null;
  /** The plan day of that entry: the next day the member trains the exercise. */
  planDay: CoachPlanDay | null;
  /** Defaults the suggestion uses, to be labelled as such. */
  defaults: CoachDefaults;
  outcome: CoachOutcome;
  /** The next session's working sets. */
  sets: SuggestedSet[];
  /** A ramp to the first working weight (barbell lifts): the empty bar, then about 40/60/80%. */
  warmups: SuggestedSet[];
  /** One line saying why. */
  why: string;
  /** The session the suggestion follows, as it was logged. */
  lastSession: CoachSession | null;
}

// Response schemas (the OpenAPI document).

const coachSetSchema = z.object({
  kind: z.enum(SET_KINDS),
  reps: z.number().nullable(),
  weightKg: z.number().nullable(),
  rpe: z.number().nullable(),
  rir: z.number().nullable(),
});
const coachSessionSchema = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  logId: z.int().nullable().describe('null: saved on the device, not yet synced.'),
  sets: z.array(coachSetSchema),
});

export const coachHistoryListSchema = z.array(
  z
    .object({
      exerciseId: z.int(),
      equipment: z.enum(EQUIPMENT),
      loggingType: z.enum(LOGGING_TYPES),
      sessions: z
        .array(coachSessionSchema)
        .describe("Each entry of the exercise in a workout, newest workout first; one workout's entries in order."),
    })
    .meta({ id: 'CoachHistory' }),
);

const progressionResponseSchema = z.discriminatedUnion('scheme', [
  z.object({ scheme: z.literal('double'), min: z.int(), max: z.int() }),
  z.object({ scheme: z.literal('linear'), reps: z.int() }),
  z.object({ scheme: z.literal('rpe'), reps: z.int(), rpe: z.number() }),
]);

const suggestedSetSchema = z.object({
  weight: z.number().nullable().describe("In the member's unit; null: no weight suggested."),
  weightKg: z.number().nullable().describe('The same weight in kg, as a log stores it.'),
  reps: z.int(),
  unit: z.enum(WEIGHT_UNITS).describe('The unit of weight: the member’s.'),
});

export const coachSuggestionSchema = z
  .object({
    exerciseId: z.int(),
    unit: z.enum(WEIGHT_UNITS),
    progression: progressionResponseSchema,
    plan: z
      .object({ id: z.int(), name: z.string() })
      .nullable()
      .describe('The plan whose entry (scheme and sets) this follows; null: a query’s try, or not in the active plan.'),
    progressionFrom: z
      .enum(PROGRESSION_SOURCES)
      .describe('query: a try; plan: the plan entry’s own scheme; default: double progression 8-12, nobody chose it.'),
    planDay: z
      .object({ weekday: z.int().describe('1 = Monday'), title: z.string().nullable() })
      .nullable()
      .describe('The plan day whose entry this follows: today’s, or the next day of the plan that has the exercise.'),
    defaults: z
      .object({ step: z.number().nullable(), bar: z.number().nullable() })
      .describe(
        'The step and bar weight used that the member did not set (the defaults), in their unit; null: theirs, or unused.',
      ),
    outcome: z.enum(COACH_OUTCOMES),
    sets: z.array(suggestedSetSchema).describe("The next session's working sets."),
    warmups: z.array(suggestedSetSchema).describe('A warm-up ramp for barbell lifts.'),
    why: z.string().describe('One line saying why.'),
    lastSession: coachSessionSchema.nullable(),
  })
  .meta({ id: 'CoachSuggestion' });

export const coachSettingsResponseSchema = z
  .object({
    unit: z.enum(WEIGHT_UNITS),
    steps: z.object(
      Object.fromEntries(STEP_EQUIPMENT.map((e) => [e, z.number()])) as Record<StepEquipment, z.ZodNumber>,
    ),
    customSteps: z.array(z.enum(STEP_EQUIPMENT)),
    barWeight: z.number(),
    customBar: z.boolean(),
    plates: z.array(z.number()),
  })
  .meta({ id: 'CoachSettings' });

/** A plan exercise's scheme, as plans answer it: null follows the default. */
export const planProgressionSchema = progressionResponseSchema.nullable();
