import { z } from 'zod';
import { PLAN_LIMITS } from '../meals-limits';
import { MEAL_MESSAGES } from '../meals-texts';
import type { PlanningBasis } from '../nutrition/daily-target';
import { MEAL_TYPES, type MealType } from '../nutrition/plan-totals';
import { hasVisibleText } from '../visible-text';
import { MEAL_GOALS, type MealGoal } from '../vocab';
import { idSchema, idTextSchema } from './id';

// Meal plans (spec sections 3 and 7, issue 7 point 1). The request carries foods and grams only:
// calories, protein, carbs and fat are computed by the server from the foods.

// Re-exported for their users; PLAN_LIMITS lives in the zod-free ../meals-limits.ts, so the texts can state it.
export { MEAL_TYPES, type MealType, PLAN_LIMITS };

export const mealTypeSchema = z.enum(MEAL_TYPES, { error: MEAL_MESSAGES.mealInvalid });
export const mealGoalSchema = z.enum(MEAL_GOALS, { error: MEAL_MESSAGES.goalInvalid });

export const gramsSchema = z
  .number({ error: MEAL_MESSAGES.gramsInvalid })
  .min(PLAN_LIMITS.gramsMin, MEAL_MESSAGES.gramsRange)
  .max(PLAN_LIMITS.gramsMax, MEAL_MESSAGES.gramsRange);

export const foodIdSchema = idSchema(MEAL_MESSAGES.foodRequired);

export const planFoodInputSchema = z.object({ foodId: foodIdSchema, grams: gramsSchema });

export const planMealInputSchema = z.object({
  meal: mealTypeSchema,
  foods: z.array(planFoodInputSchema).max(PLAN_LIMITS.foodsPerMeal, MEAL_MESSAGES.tooManyFoods),
});

export const mealPlanInputSchema = z
  .object({
    // The plan's card heading and the target's source ("from your plan ..."): a name of only
    // invisible characters (a zero-width space, which trim() keeps) would show empty.
    name: z
      .string({ error: MEAL_MESSAGES.planNameRequired })
      .trim()
      .min(1, MEAL_MESSAGES.planNameRequired)
      .refine(hasVisibleText, MEAL_MESSAGES.planNameInvisible)
      .max(PLAN_LIMITS.nameMax, MEAL_MESSAGES.planNameMax),
    description: z
      .string()
      .trim()
      .max(PLAN_LIMITS.descriptionMax, MEAL_MESSAGES.descriptionMax)
      .nullish()
      .transform((v) => v ?? ''),
    goal: mealGoalSchema,
    /** A recommended plan that every member sees (admins only). */
    curated: z.boolean().optional(),
    meals: z.array(planMealInputSchema, { error: MEAL_MESSAGES.planEmpty }).max(MEAL_TYPES.length),
  })
  .superRefine((plan, ctx) => {
    const seen = new Set<string>();
    for (const [index, { meal }] of plan.meals.entries()) {
      if (seen.has(meal)) ctx.addIssue({ code: 'custom', message: MEAL_MESSAGES.mealRepeated, path: ['meals', index] });
      seen.add(meal);
    }
    if (!plan.meals.some((m) => m.foods.length > 0)) {
      ctx.addIssue({ code: 'custom', message: MEAL_MESSAGES.planEmpty, path: ['meals'] });
    }
    // Each portion has its own bounds; this bounds the day, whose totals would not fit their columns.
    const dayGrams = plan.meals.reduce((sum, m) => sum + m.foods.reduce((s, f) => s + f.grams, 0), 0);
    if (dayGrams > PLAN_LIMITS.dayGramsMax) {
      ctx.addIssue({ code: 'custom', message: MEAL_MESSAGES.planTooHeavy, path: ['meals'] });
    }
  });
export type MealPlanInput = z.input<typeof mealPlanInputSchema>;
export type MealPlanBody = z.output<typeof mealPlanInputSchema>;

export const generatePlanSchema = z.object({
  goal: mealGoalSchema,
  variant: z
    .number({ error: MEAL_MESSAGES.variantInvalid })
    .int(MEAL_MESSAGES.variantInvalid)
    .min(0, MEAL_MESSAGES.variantInvalid)
    .max(PLAN_LIMITS.generateVariantMax, MEAL_MESSAGES.variantInvalid)
    .default(0),
});
export type GeneratePlanBody = z.output<typeof generatePlanSchema>;

export const userIdParamSchema = z.object({
  userId: idTextSchema(),
});

/** A food in a plan: the food's name and figures as they were when the plan was saved. */
export interface MealPlanFood {
  foodId: number | null;
  name: string;
  grams: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

export interface MealPlanMeal {
  meal: MealType;
  foods: MealPlanFood[];
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/** Spec section 3's meal plan, plus its goal, owner and flags. Figures are kcal and grams. */
export interface MealPlan {
  id: number;
  userId: number;
  name: string;
  description: string;
  goal: MealGoal;
  curated: boolean;
  /** The plan the member follows: its meals show on the dashboard. One at most per member. */
  isActive: boolean;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  meals: MealPlanMeal[];
  createdAt: string;
  updatedAt: string;
}

/** POST /api/meal-plans/generate: a plan to look at, not saved until the member asks. */
export interface GeneratedMealPlan {
  name: string;
  description: string;
  goal: MealGoal;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  meals: MealPlanMeal[];
  recipes: { meal: MealType; recipeId: number; recipeName: string }[];
  /** What the plan was portioned for: the member's own target, or the estimate (labelled). */
  targets: PlanningBasis;
  variant: number;
}
