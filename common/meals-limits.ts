// Limits of meal plans, foods and the food diary, without zod: meals-texts.ts states them in its
// messages, and the schemas (./schemas/meals.ts, meal-foods.ts, meal-logs.ts) enforce them.

// Meal plans (spec sections 3 and 7, issue 7 point 1).
export const PLAN_LIMITS = {
  nameMax: 100,
  descriptionMax: 500,
  foodsPerMeal: 30,
  gramsMin: 1,
  gramsMax: 2000,
  /**
   * The food one plan's day holds, all meals together: ten times a big eater's day, and the most
   * whose figures the plan's totals can store (fat 100 g and 900 kcal per 100 g at most).
   */
  dayGramsMax: 20_000,
  /** The largest alternative a generated plan steps to (variant 0, 1, 2...; it wraps round the recipes). */
  generateVariantMax: 1000,
} as const;

/** Foods, the starter list's and each member's own: values per 100 g. */
export const FOOD_LIMITS = { nameMin: 2, nameMax: 80, caloriesMax: 900, macroMax: 100, servingMax: 2000 } as const;

/** The food diary: the first day it takes, and the entries one day holds. */
export const EARLIEST_LOG_DATE = '2000-01-01';
export const MAX_ENTRIES_PER_DAY = 100;
