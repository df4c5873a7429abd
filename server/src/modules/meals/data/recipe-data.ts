import type { MealType } from '@common/schemas/meals';
import type { MealGoal } from '@common/vocab';

export interface RecipeData {
  id: number;
  name: string;
  meal: MealType;
  goals: MealGoal[];
  description: string;
  prepMinutes: number;
  ingredients: { food: string; grams: number; measure?: string }[];
  steps: string[];
}
