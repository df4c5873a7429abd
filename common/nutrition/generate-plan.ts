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
/**
 * Portions are scaled within these bounds, so a recipe stays recognisable. 0.4 lets every goal's
 * lightest recipes make a day of 800 kcal, the lowest target a member may set.
 */
export const PORTION_SCALE = { min: 0.4, max: 2.5 } as const;
/** A generated day further than this from its calories says so (the recipes cannot stretch). */
export const PLAN_TOLERANCE = 0.05;

/** Whether a day of `planned` kcal misses `target` by more than PLAN_TOLERANCE. */
export function missesTarget(planned: number, target: number): boolean {
  return target > 0 && Math.abs(planned - target) / target > PLAN_TOLERANCE;
}

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

/** How far a recipe of `calories` kcal falls from `wanted` kcal within PORTION_SCALE: 0 when it reaches. */
function portionGap(calories: number, wanted: number): number {
  if (calories <= 0) return Number.POSITIVE_INFINITY;
  const [low, high] = [calories * PORTION_SCALE.min, calories * PORTION_SCALE.max];
  return wanted < low ? low - wanted : wanted > high ? wanted - high : 0;
}

/**
 * The recipes a meal of `wanted` kcal can use: those that reach it within PORTION_SCALE, best
 * protein fit first; when none can (a very small or very large target), only the closest one. A
 * hearty muscle-gain recipe is no 100 kcal snack, and taking it anyway overshot the day (the
 * portion stops at half a recipe).
 */
export function mealCandidates(
  recipes: readonly GenerationRecipe[],
  meal: MealType,
  goal: MealGoal,
  proteinShare: number,
  wanted: number,
) {
  const ranked = rankCandidates(recipes, meal, goal, proteinShare);
  const fitting = ranked.filter((c) => portionGap(c.totals.calories, wanted) === 0);
  if (fitting.length > 0 || ranked.length === 0) return fitting;
  const gaps = ranked.map((c) => portionGap(c.totals.calories, wanted));
  return [ranked[gaps.indexOf(Math.min(...gaps))]];
}

/**
 * Portion scales that bring the day's energy to `target` kcal. Each meal starts at its share,
 * within PORTION_SCALE; what a meal held at a bound cannot take (or give) is spread over the
 * others in proportion to their energy. Each round either lands on the target or holds one more
 * meal at a bound, so as many rounds as meals suffice.
 */
export function fitScales(energies: readonly number[], wanted: readonly number[], target: number): number[] {
  const clamp = (s: number) => Math.min(PORTION_SCALE.max, Math.max(PORTION_SCALE.min, s));
  const scales = energies.map((e, i) => (e > 0 ? clamp(wanted[i] / e) : 1));
  const energyOf = (indices: number[]) => indices.reduce((sum, i) => sum + scales[i] * energies[i], 0);
  const all = energies.map((_, i) => i);
  for (let round = 0; round < energies.length; round++) {
    const gap = target - energyOf(all);
    if (Math.abs(gap) < 0.5) break;
    const free = all.filter(
      (i) => energies[i] > 0 && (gap > 0 ? scales[i] < PORTION_SCALE.max : scales[i] > PORTION_SCALE.min),
    );
    const freeEnergy = energyOf(free);
    if (freeEnergy <= 0) break;
    for (const i of free) scales[i] = clamp(scales[i] * (1 + gap / freeEnergy));
  }
  return scales;
}

export function generateMealPlan({ goal, targets, recipes, variant = 0 }: GenerateOptions) {
  const proteinShare = targets.calories > 0 ? (targets.protein * 4) / targets.calories : 0;
  const picks = MEAL_TYPES.flatMap((meal) => {
    const wanted = targets.calories * MEAL_SHARES[meal];
    const candidates = mealCandidates(recipes, meal, goal, proteinShare, wanted);
    if (candidates.length === 0) return [];
    const { recipe, totals } = candidates[variant % candidates.length];
    return [{ meal, recipe, energy: totals.calories, wanted }];
  });
  // Meals the recipes lack (none for a meal type) leave their share to the others.
  const scales = fitScales(
    picks.map((p) => p.energy),
    picks.map((p) => p.wanted),
    targets.calories,
  );
  const chosen = picks.map(({ meal, recipe }, i) => ({
    meal,
    recipeId: recipe.id,
    recipeName: recipe.name,
    foods: recipe.ingredients.map((ing) => ({ ...ing, grams: roundGrams(ing.grams * scales[i]) })),
  }));
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
