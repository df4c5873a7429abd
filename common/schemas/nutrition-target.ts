import { z } from 'zod';
import { MEAL_MESSAGES } from '../meals-texts';
import { type DailyTarget, OWN_TARGET_LIMITS, type OwnTarget, type TargetSuggestion } from '../nutrition/daily-target';
import { typedDecimal } from './people';

// PUT /api/nutrition/target: the member's own daily target (issue 16 point 3). Calories are
// required; macronutrients are optional and empty means "no target for it".

const L = OWN_TARGET_LIMITS;

/** Text as the member typed it: blank is "not set" (null), else a plain decimal or NaN (never `Number(' ')`, 0). */
const typedOrBlank = (v: string) => (v.trim() === '' ? null : typedDecimal(v));

/** A form's text or a number; blank text and null mean "not set". */
const optionalGrams = (max: number) =>
  z
    .union([z.number(), z.string(), z.null()], { error: MEAL_MESSAGES.targetGramsRange(max) })
    .optional()
    .transform((v) => (v === null || v === undefined ? null : typeof v === 'string' ? typedOrBlank(v) : v))
    .pipe(
      z
        .number({ error: MEAL_MESSAGES.targetGramsRange(max) })
        .int(MEAL_MESSAGES.targetGramsRange(max))
        .min(0, MEAL_MESSAGES.targetGramsRange(max))
        .max(max, MEAL_MESSAGES.targetGramsRange(max))
        .nullable(),
    );

export const ownTargetBodySchema = z.object({
  calories: z
    .union([z.number(), z.string()], { error: MEAL_MESSAGES.targetCaloriesRequired })
    // Blank is missing (undefined); text that is no plain number is NaN, told apart below.
    .transform((v) => (typeof v === 'string' ? (typedOrBlank(v) ?? undefined) : v))
    .pipe(
      z
        .number({
          error: (issue) =>
            issue.input === undefined ? MEAL_MESSAGES.targetCaloriesRequired : MEAL_MESSAGES.targetCaloriesNumber,
        })
        .int(MEAL_MESSAGES.targetCaloriesWhole)
        .min(L.calories.min, MEAL_MESSAGES.targetCaloriesRange)
        .max(L.calories.max, MEAL_MESSAGES.targetCaloriesRange),
    ),
  protein: optionalGrams(L.protein.max),
  carbs: optionalGrams(L.carbs.max),
  fat: optionalGrams(L.fat.max),
});
export type OwnTargetInput = z.input<typeof ownTargetBodySchema>;
export type OwnTargetBody = z.output<typeof ownTargetBodySchema>;

/** GET /api/nutrition/target: the day's target with its source, the member's own, and the suggestion. */
export interface NutritionTargetState {
  target: DailyTarget | null;
  own: OwnTarget | null;
  suggestion: TargetSuggestion;
}
