import { z } from 'zod';
import { FOOD_LIMITS } from '../meals-limits';
import { MEAL_MESSAGES } from '../meals-texts';
import { hasVisibleText } from '../visible-text';

// Foods: the bundled starter list and each member's own (private) foods; values per 100 g.

// In the zod-free ../meals-limits.ts, so the texts can state them; re-exported here for their users.
export { FOOD_LIMITS };

/** A figure not given says so ("Enter ..."), not that it is out of range: nothing stands in for it. */
const figureError = (required: string, range: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? required : range;

const macro = z
  .number({ error: figureError(MEAL_MESSAGES.macroRequired, MEAL_MESSAGES.macroRange) })
  .min(0, MEAL_MESSAGES.macroRange)
  .max(FOOD_LIMITS.macroMax, MEAL_MESSAGES.macroRange);

export const foodInputSchema = z
  .object({
    // Shown in searches, plans and the diary: a name of only invisible characters would show empty.
    name: z
      .string({ error: MEAL_MESSAGES.foodNameMin })
      .trim()
      .min(FOOD_LIMITS.nameMin, MEAL_MESSAGES.foodNameMin)
      .refine(hasVisibleText, MEAL_MESSAGES.foodNameInvisible)
      .max(FOOD_LIMITS.nameMax, MEAL_MESSAGES.foodNameMax),
    calories: z
      .number({ error: figureError(MEAL_MESSAGES.caloriesRequired, MEAL_MESSAGES.caloriesRange) })
      .min(0, MEAL_MESSAGES.caloriesRange)
      .max(FOOD_LIMITS.caloriesMax, MEAL_MESSAGES.caloriesRange),
    protein: macro,
    carbs: macro,
    fat: macro,
    servingGrams: z
      .number({ error: MEAL_MESSAGES.servingRange })
      .min(1, MEAL_MESSAGES.servingRange)
      .max(FOOD_LIMITS.servingMax, MEAL_MESSAGES.servingRange)
      .default(100),
  })
  .refine((f) => f.protein + f.carbs + f.fat <= 100, { message: MEAL_MESSAGES.macrosOver100, path: ['fat'] });
export type FoodInput = z.input<typeof foodInputSchema>;
export type FoodBody = z.output<typeof foodInputSchema>;

export const foodSearchQuerySchema = z.object({
  q: z.string().trim().max(FOOD_LIMITS.nameMax).optional().default(''),
});

/** A food with its values per 100 g. `isCustom` foods belong to the member who added them. */
export interface Food {
  id: number;
  name: string;
  category: string | null;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** A usual portion, the amount a form proposes first. */
  servingGrams: number;
  isCustom: boolean;
}
