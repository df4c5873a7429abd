import { type Nutrients, portionNutrients } from '@common/nutrition/nutrients';
import type { FoodRow, MealLogRow } from './presenter';

/**
 * The figures of a diary entry whose amount the member corrected. From the food when it is still
 * there, as a new entry of it would have; from the entry's own snapshot when the food was deleted
 * since (the snapshot is all the diary has of it), scaled to the new amount. The food is preferred
 * because the snapshot is rounded to a tenth: 0.03 g of protein stored as 0.0 would stay 0 at any
 * amount.
 */
export function portionFiguresOf(entry: MealLogRow, food: FoodRow | undefined, grams: number): Nutrients {
  if (food) return portionNutrients(food, grams);
  const per100 = (value: number) => (value * 100) / entry.grams;
  return portionNutrients(
    {
      calories: per100(entry.calories),
      protein: per100(entry.protein),
      carbs: per100(entry.carbs),
      fat: per100(entry.fat),
    },
    grams,
  );
}
