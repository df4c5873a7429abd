import type { RecipeData } from './recipe-data';
import { HEARTY_RECIPES } from './recipes-hearty';
import { LIGHT_RECIPES } from './recipes-light';

// The curated recipe list behind Suggested Meals and plan generation. Ingredients name foods of
// the starter list (data/foods.ts) by slug, so every recipe's figures are computed from the same
// values a member logs. The first four are the spec's cards (section 2, Meal Plans); their
// amounts are chosen so the computed figures match the spec's (450/30, 550/40, 620/45, 250/20).
// The order of this list is the order members see, per goal.

export type { RecipeData };

export const RECIPES: readonly RecipeData[] = [...LIGHT_RECIPES, ...HEARTY_RECIPES];
