import { MEAL_MESSAGES } from '@common/meals-texts';
import { computePlan } from '@common/nutrition/plan-totals';
import type { MealPlanBody, MealPlanMeal } from '@common/schemas/meals';
import type { Queryable } from '../../db/pool';
import { badRequest } from '../../lib/http-errors';
import { findVisibleFoods } from './food-repository';

export interface BuiltPlan {
  meals: MealPlanMeal[];
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/**
 * Turns a plan's foods and grams into stored meals with every figure computed here, from the
 * foods table: whatever figures a client sends are ignored (the schema drops them). Foods must be
 * starter foods or the plan owner's own. Empty meals are not kept.
 */
export async function buildPlan(db: Queryable, ownerId: number, body: MealPlanBody): Promise<BuiltPlan> {
  const ids = [...new Set(body.meals.flatMap((m) => m.foods.map((f) => f.foodId)))];
  const foods = await findVisibleFoods(db, ownerId, ids);
  const unknown = ids.find((id) => !foods.has(id));
  if (unknown !== undefined) throw badRequest(MEAL_MESSAGES.unknownFood, { meals: MEAL_MESSAGES.unknownFood });

  const { meals, totals } = computePlan(
    body.meals
      .filter((m) => m.foods.length > 0)
      .map((m) => ({
        meal: m.meal,
        foods: m.foods.map(({ foodId, grams }) => {
          const food = foods.get(foodId)!;
          return { foodId, name: food.name, grams, per100g: food };
        }),
      })),
  );
  return {
    meals: meals.map(({ meal, foods: portions, calories, protein, carbs, fat }) => ({
      meal,
      foods: portions.map((p) => ({
        foodId: p.foodId,
        name: p.name,
        grams: p.grams,
        calories: p.calories,
        protein: p.protein,
        carbs: p.carbs,
        fat: p.fat,
      })),
      calories,
      protein,
      carbs,
      fat,
    })),
    ...totals,
  };
}
