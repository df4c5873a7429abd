import { type Nutrients, portionNutrients, sumNutrients } from './nutrients';

// A plan's figures are computed from its foods, never taken from the client (issue 7, point 1).

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export interface PortionInput {
  grams: number;
  /** The food's values per 100 g. */
  per100g: Nutrients;
}

export interface MealInput<F extends PortionInput = PortionInput> {
  meal: MealType;
  foods: readonly F[];
}

export type ComputedPortion<F> = F & Nutrients;
export type ComputedMeal<F> = { meal: MealType; foods: ComputedPortion<F>[] } & Nutrients;

/** Each food's portion figures, each meal's total and the plan's total, meals in day order. */
export function computePlan<F extends PortionInput>(meals: readonly MealInput<F>[]) {
  const ordered = [...meals].sort((a, b) => MEAL_TYPES.indexOf(a.meal) - MEAL_TYPES.indexOf(b.meal));
  const computed: ComputedMeal<F>[] = ordered.map(({ meal, foods }) => {
    const portions = foods.map((food) => ({ ...food, ...portionNutrients(food.per100g, food.grams) }));
    return { meal, foods: portions, ...sumNutrients(portions) };
  });
  return { meals: computed, totals: sumNutrients(computed) };
}
