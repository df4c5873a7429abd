import type { GenerationRecipe } from '@common/nutrition/generate-plan';
import { type Nutrients, portionNutrients, sumNutrients } from '@common/nutrition/nutrients';
import type { Recipe } from '@common/schemas/meal-recipes';
import type { MealGoal } from '@common/vocab';
import { STARTER_FOODS } from './data/foods';
import { RECIPES } from './data/recipes';

// The curated recipes with their figures computed from the starter foods, built once at load.
// A recipe naming a food that is not in the starter list stops the server at start (and fails
// the unit test), rather than showing a recipe with wrong figures.

const FOODS_BY_SLUG = new Map(STARTER_FOODS.map((row) => [row[0], row]));

export function starterFood(slug: string) {
  const row = FOODS_BY_SLUG.get(slug);
  if (!row) throw new Error(`Recipe ingredient '${slug}' is not in the starter food list`);
  const [, name, , calories, protein, carbs, fat] = row;
  return { slug, name, per100g: { calories, protein, carbs, fat } satisfies Nutrients };
}

export const RECIPE_CATALOG: readonly Recipe[] = RECIPES.map((data) => {
  const ingredients = data.ingredients.map(({ food, grams, measure }) => {
    const { name, per100g } = starterFood(food);
    return { name, grams, measure: measure ?? null, ...portionNutrients(per100g, grams) };
  });
  return {
    id: data.id,
    name: data.name,
    meal: data.meal,
    goals: data.goals,
    description: data.description,
    prepMinutes: data.prepMinutes,
    ingredients,
    steps: data.steps,
    ...sumNutrients(ingredients),
  };
});

/** The same recipes as the generator reads them: ingredients keyed by starter-food slug. */
export const GENERATION_RECIPES: readonly GenerationRecipe[] = RECIPES.map((data) => ({
  id: data.id,
  name: data.name,
  meal: data.meal,
  goals: data.goals,
  ingredients: data.ingredients.map(({ food, grams }) => {
    const { name, per100g } = starterFood(food);
    return { foodKey: food, name, grams, per100g };
  }),
}));

/** Recipes for a goal in curated order (all of them without a goal). */
export function recipesFor(goal: MealGoal | undefined): readonly Recipe[] {
  return goal ? RECIPE_CATALOG.filter((r) => r.goals.includes(goal)) : RECIPE_CATALOG;
}

/**
 * A page of a fixed, ordered list after the item whose id is `before` (the keyset convention of
 * every list: `before` is the id of the last item seen). An unknown id gives an empty page.
 */
export function pageAfter<T extends { id: number }>(
  list: readonly T[],
  before: number | undefined,
  limit: number,
): T[] {
  const start = before === undefined ? 0 : list.findIndex((item) => item.id === before) + 1;
  if (start === 0 && before !== undefined) return [];
  return list.slice(start, start + limit);
}
