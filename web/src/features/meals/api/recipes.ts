import { RECIPE_PAGE_SIZE, type Recipe } from '@common/schemas/meal-recipes';
import type { MealGoal } from '@common/vocab';
import { useKeysetList } from '@/lib/use-keyset-list';

/** Suggested Meals for a goal, four at a time (Load More Recipes). */
export function useRecipes(goal: MealGoal) {
  return useKeysetList<Recipe>(['recipes'], '/api/recipes', { limit: RECIPE_PAGE_SIZE, params: { goal } });
}
