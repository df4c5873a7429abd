import type { Nutrients } from '@common/nutrition/nutrients';
import { computePlan } from '@common/nutrition/plan-totals';
import type { Food } from '@common/schemas/meal-foods';
import { MEAL_TYPES, type MealPlan, type MealPlanBody, type MealPlanMeal, type MealType } from '@common/schemas/meals';
import type { MealGoal } from '@common/vocab';
import { readDecimal } from '@/components/ui/decimal-input';

// The Create Plan builder's working copy: foods per meal with grams as typed. The live totals
// use the same maths as the server (common/nutrition); the server recomputes on save.

export interface DraftFood {
  key: string;
  foodId: number | null;
  name: string;
  grams: string;
  per100g: Nutrients;
}

export interface DraftPlan {
  name: string;
  description: string;
  goal: MealGoal;
  meals: Record<MealType, DraftFood[]>;
}

let nextKey = 0;
const key = () => `f${++nextKey}`;

export function emptyDraft(goal: MealGoal): DraftPlan {
  return { name: '', description: '', goal, meals: { breakfast: [], lunch: [], dinner: [], snack: [] } };
}

export function draftFood(food: Food): DraftFood {
  return { key: key(), foodId: food.id, name: food.name, grams: String(food.servingGrams), per100g: food };
}

/** A saved or generated plan as a draft; per-100 g figures are derived back from each portion. */
export function draftFromPlan(
  plan: Pick<MealPlan, 'name' | 'description' | 'goal'> & { meals: MealPlanMeal[] },
): DraftPlan {
  const draft = { ...emptyDraft(plan.goal), name: plan.name, description: plan.description };
  for (const meal of plan.meals) {
    draft.meals[meal.meal] = meal.foods.map((f) => {
      const per = (value: number) => (f.grams > 0 ? (value * 100) / f.grams : 0);
      return {
        key: key(),
        foodId: f.foodId,
        name: f.name,
        grams: String(f.grams),
        per100g: { calories: per(f.calories), protein: per(f.protein), carbs: per(f.carbs), fat: per(f.fat) },
      };
    });
  }
  return draft;
}

/** Grams as typed ('1,5' is 1.5); empty or unreadable is NaN, which the plan's schema refuses. */
export function parseGrams(text: string): number {
  const reading = readDecimal(text);
  return reading.ok && reading.value !== null ? reading.value : Number.NaN;
}

/** Live figures of the draft: rows with grams that are not a number count as zero. */
export function draftTotals(draft: DraftPlan) {
  return computePlan(
    MEAL_TYPES.map((meal) => ({
      meal,
      foods: draft.meals[meal].map((f) => ({ grams: parseGrams(f.grams) || 0, per100g: f.per100g })),
    })),
  );
}

/** The request body: foods no longer available (deleted custom foods) are left out. */
export function draftBody(draft: DraftPlan): MealPlanBody {
  return {
    name: draft.name,
    description: draft.description,
    goal: draft.goal,
    meals: MEAL_TYPES.map((meal) => ({
      meal,
      foods: draft.meals[meal]
        .filter((f) => f.foodId !== null)
        .map((f) => ({ foodId: f.foodId as number, grams: parseGrams(f.grams) })),
    })).filter((m) => m.foods.length > 0),
  };
}
