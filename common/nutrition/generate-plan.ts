import { labelOf, type MealGoal } from '../vocab';
import type { Nutrients } from './nutrients';
import { computePlan, MEAL_TYPES, type MealType, type PortionInput } from './plan-totals';
import type { NutritionTargets } from './targets';

// 'Meal Plan Generated' (spec sections 4 and 8, made real by D5): a day of the curated recipes
// that suit the goal, each portioned to its share of the member's calorie target. Deterministic:
// the same goal, targets, recipes and variant always give the same plan, so it can be tested and
// a member can step through alternatives (variant 0, 1, 2...).

/** How the day's energy is split between meals. */
export const MEAL_SHARES: Record<MealType, number> = { breakfast: 0.25, lunch: 0.3, dinner: 0.35, snack: 0.1 };
/** Portions are scaled within these bounds, so a recipe stays recognisable. */
export const PORTION_SCALE = { min: 0.5, max: 2.5 } as const;

export interface GenerationIngredient extends PortionInput {
  /** Identifies the food to the caller (the starter list's slug). */
  foodKey: string;
  name: string;
}

export interface GenerationRecipe {
  id: number;
  name: string;
  meal: MealType;
  goals: readonly MealGoal[];
  ingredients: readonly GenerationIngredient[];
}

export interface GenerateOptions {
  goal: MealGoal;
  targets: Pick<NutritionTargets, 'calories' | 'protein'>;
  recipes: readonly GenerationRecipe[];
  variant?: number;
}

function recipeTotals(recipe: GenerationRecipe): Nutrients {
  return computePlan([{ meal: recipe.meal, foods: recipe.ingredients }]).totals;
}

/** Small amounts (oil, honey) round to the gram, larger ones to 5 g as a kitchen scale reads. */
export function roundGrams(grams: number): number {
  return grams < 20 ? Math.max(1, Math.round(grams)) : Math.round(grams / 5) * 5;
}

/** The recipes for one meal, best fit to the target's protein share first. */
export function rankCandidates(
  recipes: readonly GenerationRecipe[],
  meal: MealType,
  goal: MealGoal,
  proteinShare: number,
) {
  const forGoal = recipes.filter((r) => r.meal === meal && r.goals.includes(goal));
  const pool = forGoal.length > 0 ? forGoal : recipes.filter((r) => r.meal === meal);
  return pool
    .map((recipe) => {
      const totals = recipeTotals(recipe);
      const share = totals.calories > 0 ? (totals.protein * 4) / totals.calories : 0;
      return { recipe, totals, distance: Math.abs(share - proteinShare) };
    })
    .sort((a, b) => a.distance - b.distance || a.recipe.id - b.recipe.id);
}

export function generateMealPlan({ goal, targets, recipes, variant = 0 }: GenerateOptions) {
  const proteinShare = targets.calories > 0 ? (targets.protein * 4) / targets.calories : 0;
  const chosen: { meal: MealType; recipeId: number; recipeName: string; foods: GenerationIngredient[] }[] = [];
  for (const meal of MEAL_TYPES) {
    const ranked = rankCandidates(recipes, meal, goal, proteinShare);
    if (ranked.length === 0) continue;
    const { recipe, totals } = ranked[variant % ranked.length];
    const wanted = targets.calories * MEAL_SHARES[meal];
    const raw = totals.calories > 0 ? wanted / totals.calories : 1;
    const scale = Math.min(PORTION_SCALE.max, Math.max(PORTION_SCALE.min, raw));
    const foods = recipe.ingredients.map((i) => ({ ...i, grams: roundGrams(i.grams * scale) }));
    chosen.push({ meal, recipeId: recipe.id, recipeName: recipe.name, foods });
  }
  const { meals, totals } = computePlan(chosen);
  const names = chosen.map((c) => c.recipeName).join(', ');
  return {
    name: 'Custom Meal Plan',
    // Not "your target": the calories may be the estimate, which is never presented as theirs (issue 16).
    description: `${labelOf(goal)} day of about ${targets.calories} kcal: ${names}.`,
    goal,
    recipes: chosen.map(({ meal, recipeId, recipeName }) => ({ meal, recipeId, recipeName })),
    meals,
    totals,
  };
}
