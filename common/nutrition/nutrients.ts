// Energy and macronutrients, and how portions add up. Pure: used by the server (the stored
// figures) and the web (the builder's live preview), so both always agree.

/** Kilocalories and grams of protein, carbohydrate and fat: per 100 g for a food, absolute for a portion. */
export interface Nutrients {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

export const NO_NUTRIENTS: Nutrients = Object.freeze({ calories: 0, protein: 0, carbs: 0, fat: 0 });

/** Rounds to one decimal, the precision every stored figure keeps (integers stay integers). */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function roundNutrients(n: Nutrients): Nutrients {
  return { calories: round1(n.calories), protein: round1(n.protein), carbs: round1(n.carbs), fat: round1(n.fat) };
}

/** What `grams` of a food with the given per-100 g values hold, rounded to one decimal. */
export function portionNutrients(per100g: Nutrients, grams: number): Nutrients {
  const f = grams / 100;
  return roundNutrients({
    calories: per100g.calories * f,
    protein: per100g.protein * f,
    carbs: per100g.carbs * f,
    fat: per100g.fat * f,
  });
}

/**
 * The sum of portions. Each portion is already rounded, so the total shown equals the sum of the
 * lines shown (rounded once more against floating-point drift).
 */
export function sumNutrients(parts: readonly Nutrients[]): Nutrients {
  const total = { ...NO_NUTRIENTS };
  for (const p of parts) {
    total.calories += p.calories;
    total.protein += p.protein;
    total.carbs += p.carbs;
    total.fat += p.fat;
  }
  return roundNutrients(total);
}

/** Percent of a target reached (0 when there is no target), unclamped: 120 means 20 % over. */
export function percentOf(value: number, target: number): number {
  return target > 0 ? Math.round((value / target) * 100) : 0;
}
