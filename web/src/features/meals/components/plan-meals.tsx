import type { MealPlanMeal } from '@common/schemas/meals';
import { MEAL_LABELS } from '../lib/format';

/** A plan's meals with their foods, grams and calories, meal by meal. */
export function PlanMeals({ meals }: { meals: MealPlanMeal[] }) {
  return (
    <div className="flex flex-col gap-3">
      {meals.map((meal) => (
        <section key={meal.meal} aria-label={MEAL_LABELS[meal.meal]} className="rounded-lg border border-border p-3">
          <h3 className="flex justify-between gap-2 font-semibold">
            <span>{MEAL_LABELS[meal.meal]}</span>
            <span className="text-sm font-normal tabular-nums text-muted-foreground">
              {Math.round(meal.calories)} cal · {Math.round(meal.protein)}g protein
            </span>
          </h3>
          <ul className="mt-1 text-sm">
            {meal.foods.map((food, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that never reorders; a food may repeat
              <li key={`${food.name}-${index}`} className="flex justify-between gap-3 py-0.5">
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  {food.name} <span className="text-muted-foreground">· {food.grams} g</span>
                </span>
                <span className="shrink-0 tabular-nums text-muted-foreground">{Math.round(food.calories)} cal</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
