import { z } from 'zod';
import { EARLIEST_LOG_DATE, MAX_ENTRIES_PER_DAY } from '../meals-limits';
import { MEAL_MESSAGES } from '../meals-texts';
import type { DailyTarget } from '../nutrition/daily-target';
import type { Nutrients } from '../nutrition/nutrients';
import { idSchema } from './id';
import { idempotencyKeyHeadersSchema } from './idempotency-key';
import { foodIdSchema, gramsSchema, type MealType, mealTypeSchema } from './meals';

// The food diary: what a member ate, a day at a time, against their daily targets.

// In the zod-free ../meals-limits.ts, so the texts can state them; re-exported here for their users.
export { EARLIEST_LOG_DATE, MAX_ENTRIES_PER_DAY };

/** A calendar date written YYYY-MM-DD that exists (no 2025-02-30). */
export const isoDateSchema = z
  .string({ error: MEAL_MESSAGES.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MEAL_MESSAGES.dateInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, MEAL_MESSAGES.dateInvalid);

/** `date` wins; else today in `tz` (an IANA zone such as Europe/Paris); else today in UTC. */
export const mealDayQuerySchema = z.object({
  date: isoDateSchema.optional(),
  tz: z.string().max(64).optional(),
});

/** POST /api/meal-logs and /from-plan: the member's zone (IANA), whose tomorrow is the last day taken. */
export const mealLogCreateQuerySchema = z.object({
  tz: mealDayQuerySchema.shape.tz,
});

export const mealLogInputSchema = z.object({
  date: isoDateSchema,
  meal: mealTypeSchema,
  foodId: foodIdSchema,
  grams: gramsSchema,
});
export type MealLogInput = z.input<typeof mealLogInputSchema>;

/** PUT /api/meal-logs/{id}: the amount eaten, corrected; the figures follow it. */
export const mealLogUpdateSchema = z.object({ grams: gramsSchema });
export type MealLogUpdate = z.input<typeof mealLogUpdateSchema>;

/** Logs every food of one meal of a plan (the member's own, or a recommended one). */
export const logPlanMealSchema = z.object({
  date: isoDateSchema,
  planId: idSchema('Choose a plan'),
  meal: mealTypeSchema,
});

// The header that makes an add to the diary safe to repeat: a UUID the client made for one
// intended add (a food, a plan's meal), sent again unchanged when the member retries that add.
// The workout logs' header and check (issue 17), so a malformed key gets the same 400.
export const mealLogCreateHeadersSchema = idempotencyKeyHeadersSchema(
  'A UUID the client made for this add, sent again unchanged with every retry of it: the entries are ' +
    'stored once, and a retry answers the same 201 and body with `Idempotent-Replayed: true`. ' +
    'The same key with another body is refused (422).',
);

export interface MealLog extends Nutrients {
  id: number;
  date: string;
  meal: MealType;
  foodId: number | null;
  name: string;
  grams: number;
  createdAt: string;
}

/**
 * GET /api/meal-logs: one day of the diary with its totals against the day's one target (the
 * followed plan, else the member's own; null when they have neither: the screen asks for one).
 */
export interface MealDay {
  date: string;
  entries: MealLog[];
  totals: Nutrients;
  target: DailyTarget | null;
  /** Calories eaten as a percentage of the target (may pass 100); null without a target. */
  percent: number | null;
}
