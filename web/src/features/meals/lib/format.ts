import type { Nutrients } from '@common/nutrition/nutrients';
import type { MealType } from '@common/schemas/meals';

export const MEAL_LABELS: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

export const kcal = (value: number) => `${Math.round(value)} cal`;
export const grams = (value: number) => `${Math.round(value)}g`;

/** "450 cal · 30g protein · 62g carbs · 11g fat" */
export function macroLine(n: Nutrients): string {
  return `${kcal(n.calories)} · ${grams(n.protein)} protein · ${grams(n.carbs)} carbs · ${grams(n.fat)} fat`;
}
