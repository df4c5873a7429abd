import { z } from 'zod';
import type { DailyTarget, PlanningBasis } from '../../nutrition/daily-target';
import { MEAL_TYPES } from '../../nutrition/plan-totals';
import type { TargetInput } from '../../nutrition/targets';
import { MEAL_GOALS } from '../../vocab';
import type { Food } from '../meal-foods';
import type { MealDay, MealLog } from '../meal-logs';
import type { Recipe } from '../meal-recipes';
import type { GeneratedMealPlan, MealPlan } from '../meals';
import type { NutritionTargetState } from '../nutrition-target';
import type { GoalsSummary } from '../workout-activity';
import type { Expect, SameType } from './type-check';

// What the meals routes answer (the interfaces in ../meals.ts, ../meal-foods.ts, ../meal-logs.ts,
// ../meal-recipes.ts). Figures are kcal and grams.

const nutrients = { calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() };

export const mealPlanSchema = z
  .object({
    id: z.int(),
    userId: z.int(),
    name: z.string(),
    description: z.string(),
    goal: z.enum(MEAL_GOALS),
    curated: z.boolean(),
    isActive: z.boolean(),
    ...nutrients,
    meals: z.array(
      z.object({
        meal: z.enum(MEAL_TYPES),
        foods: z.array(z.object({ foodId: z.int().nullable(), name: z.string(), grams: z.number(), ...nutrients })),
        ...nutrients,
      }),
    ),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MealPlan' });
export const mealPlanListSchema = z.array(mealPlanSchema);
export const mealPlanCountSchema = z.object({ count: z.int() });

export const foodSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    category: z.string().nullable(),
    ...nutrients,
    servingGrams: z.number(),
    isCustom: z.boolean(),
  })
  .meta({ id: 'Food', description: 'Values per 100 g.' });
export const foodListSchema = z.array(foodSchema);

export const recipeSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    meal: z.enum(MEAL_TYPES),
    goals: z.array(z.enum(MEAL_GOALS)),
    description: z.string(),
    prepMinutes: z.number(),
    ingredients: z.array(
      z.object({ name: z.string(), grams: z.number(), measure: z.string().nullable(), ...nutrients }),
    ),
    steps: z.array(z.string()),
    ...nutrients,
  })
  .meta({ id: 'Recipe' });
export const recipeListSchema = z.array(recipeSchema);

export const mealLogSchema = z
  .object({
    id: z.int(),
    date: z.string(),
    meal: z.enum(MEAL_TYPES),
    foodId: z.int().nullable(),
    name: z.string(),
    grams: z.number(),
    createdAt: z.string(),
    ...nutrients,
  })
  .meta({ id: 'MealLog' });
export const mealLogListSchema = z.array(mealLogSchema);

export type _Checks = [
  Expect<SameType<z.output<typeof mealPlanSchema>, MealPlan>>,
  Expect<SameType<z.output<typeof foodSchema>, Food>>,
  Expect<SameType<z.output<typeof recipeSchema>, Recipe>>,
  Expect<SameType<z.output<typeof mealLogSchema>, MealLog>>,
];

// The day's nutrition target (issue 16): the diary, the target screen and the goals.

const ownTargetFields = {
  calories: z.number(),
  protein: z.number().nullable(),
  carbs: z.number().nullable(),
  fat: z.number().nullable(),
};
const dailyTargetSchema = z
  .object({
    source: z.enum(['plan', 'own']),
    plan: z.object({ id: z.int(), name: z.string() }).nullable().describe("The followed plan when source is 'plan'."),
    ...ownTargetFields,
  })
  .meta({ id: 'DailyTarget' });
const targetInputs = z.enum(['weight', 'height', 'age', 'activityLevel'] as const satisfies TargetInput[]);

export const mealDaySchema = z.object({
  date: z.string(),
  entries: z.array(mealLogSchema),
  totals: z.object(nutrients),
  target: dailyTargetSchema.nullable(),
  percent: z.number().nullable().describe('Calories eaten as a percentage of the target (may pass 100).'),
});

export const nutritionTargetStateSchema = z.object({
  target: dailyTargetSchema.nullable(),
  own: z.object(ownTargetFields).nullable(),
  suggestion: z
    .object({ goal: z.enum(MEAL_GOALS), ...nutrients, missing: z.array(targetInputs) })
    .describe('The Mifflin-St Jeor estimate, offered as a suggestion only.'),
});

export const planningBasisSchema = z.object({
  basis: z.enum(['own', 'estimate']),
  calories: z.number(),
  protein: z.number().nullable().describe('Null when the member set their own calories but no protein target.'),
  carbs: z.number().nullable(),
  fat: z.number().nullable(),
  missing: z.array(targetInputs),
});

export const goalsSchema = z.object({
  source: z.enum(['logs', 'none']),
  weightProgress: z.number().nullable(),
  workoutProgress: z.number().nullable(),
  nutritionProgress: z.number().nullable(),
  activeDaysThisWeek: z.int(),
  weeklyTarget: z.number().nullable(),
  nutrition: z
    .object({
      date: z.string(),
      target: dailyTargetSchema.nullable(),
      eaten: z.object(nutrients),
      percent: z.number().nullable(),
    })
    .nullable()
    .describe('The member and admins only (the food diary is private).'),
});

export type _TargetChecks = [
  Expect<SameType<z.output<typeof dailyTargetSchema>, DailyTarget>>,
  Expect<SameType<z.output<typeof mealDaySchema>, MealDay>>,
  Expect<SameType<z.output<typeof nutritionTargetStateSchema>, NutritionTargetState>>,
  Expect<SameType<z.output<typeof planningBasisSchema>, PlanningBasis>>,
  Expect<SameType<z.output<typeof goalsSchema>, GoalsSummary>>,
];

/** POST /api/meal-plans/generate: a plan to look at, not saved until the member asks. */
export const generatedMealPlanSchema = z.object({
  name: z.string(),
  description: z.string(),
  goal: z.enum(MEAL_GOALS),
  ...nutrients,
  meals: mealPlanSchema.shape.meals,
  recipes: z.array(z.object({ meal: z.enum(MEAL_TYPES), recipeId: z.int(), recipeName: z.string() })),
  targets: planningBasisSchema,
  variant: z.int(),
});
export type _Generated = Expect<SameType<z.output<typeof generatedMealPlanSchema>, GeneratedMealPlan>>;
