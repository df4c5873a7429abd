import { z } from 'zod';
import { MEAL_TYPES } from '../../nutrition/plan-totals';
import { MEAL_GOALS } from '../../vocab';
import type { Food } from '../meal-foods';
import type { MealLog } from '../meal-logs';
import type { Recipe } from '../meal-recipes';
import type { MealPlan } from '../meals';
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
