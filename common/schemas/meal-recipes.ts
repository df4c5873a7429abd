import { z } from 'zod';
import type { Nutrients } from '../nutrition/nutrients';
import type { MealGoal } from '../vocab';
import type { MealType } from './meals';
import { mealGoalSchema } from './meals';

// Suggested Meals: the curated recipe list, filtered by goal and paged with Load More Recipes.

export const RECIPE_PAGE_SIZE = 4;

export const recipeQuerySchema = z.object({
  goal: mealGoalSchema.optional(),
});

export interface RecipeIngredient extends Nutrients {
  name: string;
  grams: number;
  /** A kitchen measure to go with the grams, e.g. '1/2 cup'. */
  measure: string | null;
}

export interface Recipe extends Nutrients {
  id: number;
  name: string;
  meal: MealType;
  goals: MealGoal[];
  description: string;
  prepMinutes: number;
  ingredients: RecipeIngredient[];
  steps: string[];
}
