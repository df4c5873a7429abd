import { z } from 'zod';
import { MEAL_MESSAGES } from '../meals-texts';
import { type DailyTarget, OWN_TARGET_LIMITS, type OwnTarget, type TargetSuggestion } from '../nutrition/daily-target';

// PUT /api/nutrition/target: the member's own daily target (issue 16 point 3). Calories are
// required; macronutrients are optional and empty means "no target for it".

const L = OWN_TARGET_LIMITS;

/** A form's text or a number; empty text and null mean "not set". */
const optionalGrams = (max: number) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v) => (v === '' || v === null || v === undefined ? null : Number(v)))
    .pipe(
      z
        .number()
        .int(MEAL_MESSAGES.targetGramsRange(max))
        .min(0, MEAL_MESSAGES.targetGramsRange(max))
        .max(max, MEAL_MESSAGES.targetGramsRange(max))
        .nullable(),
    );

export const ownTargetBodySchema = z.object({
  calories: z
    .union([z.number(), z.string()], { error: MEAL_MESSAGES.targetCaloriesRequired })
    .transform((v) => (v === '' ? Number.NaN : Number(v)))
    .pipe(
      z
        .number({ error: MEAL_MESSAGES.targetCaloriesRequired })
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
