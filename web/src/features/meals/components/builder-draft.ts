import type { Nutrients } from '@common/nutrition/nutrients';
import { computePlan } from '@common/nutrition/plan-totals';
import type { Food } from '@common/schemas/meal-foods';
import { MEAL_TYPES, type MealPlan, type MealPlanBody, type MealPlanMeal, type MealType } from '@common/schemas/meals';
import type { MealGoal } from '@common/vocab';
import { readDecimal } from '@/components/ui/decimal-input';

// The Create Plan builder's working copy: foods per meal with grams as typed. The live totals
// use the same maths as the server (common/nutrition); the server recomputes on save.

/** A food the member portions: grams as typed, figures per 100 g. */
export interface DraftFood {
  key: string;
  foodId: number;
  name: string;
  grams: string;
  per100g: Nutrients;
}

/**
 * A food of the plan that is no longer in the member's foods (a custom food deleted since: the
 * plan's copy has no food id). It shows with the portion the plan stored, cannot be portioned
 * again, and is left out on save: the server builds a plan from foods it has.
 */
export interface GoneFood {
  key: string;
  foodId: null;
  name: string;
  /** The plan's own figures for the portion, as it showed them. */
  grams: number;
  calories: number;
}

export type DraftRow = DraftFood | GoneFood;

export const isGone = (row: DraftRow): row is GoneFood => row.foodId === null;

export interface DraftPlan {
  name: string;
  description: string;
  goal: MealGoal;
  meals: Record<MealType, DraftRow[]>;
}

let nextKey = 0;
const key = () => `f${++nextKey}`;

export function emptyDraft(goal: MealGoal): DraftPlan {
  return { name: '', description: '', goal, meals: { breakfast: [], lunch: [], dinner: [], snack: [] } };
}

export function draftFood(food: Food): DraftFood {
  return { key: key(), foodId: food.id, name: food.name, grams: String(food.servingGrams), per100g: food };
}

/**
 * A saved or generated plan as a draft; per-100 g figures are derived back from each portion. A
 * food no longer available keeps the plan's portion as it was: there is nothing to derive it from.
 */
export function draftFromPlan(
  plan: Pick<MealPlan, 'name' | 'description' | 'goal'> & { meals: MealPlanMeal[] },
): DraftPlan {
  const draft = { ...emptyDraft(plan.goal), name: plan.name, description: plan.description };
  for (const meal of plan.meals) {
    draft.meals[meal.meal] = meal.foods.map((f): DraftRow => {
      if (f.foodId === null) return { key: key(), foodId: null, name: f.name, grams: f.grams, calories: f.calories };
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

/** The rows saving will keep: foods no longer available are left out. */
export const keptFoods = (rows: readonly DraftRow[]): DraftFood[] => rows.filter((row) => !isGone(row));

/** The foods saving will leave out, meal by meal in day order, to tell the member before they save. */
export function goneFoods(draft: DraftPlan): { meal: MealType; name: string }[] {
  return MEAL_TYPES.flatMap((meal) => draft.meals[meal].filter(isGone).map((row) => ({ meal, name: row.name })));
}

/** Grams as typed ('1,5' is 1.5); empty or unreadable is NaN, which the plan's schema refuses. */
export function parseGrams(text: string): number {
  const reading = readDecimal(text);
  return reading.ok && reading.value !== null ? reading.value : Number.NaN;
}

/**
 * Live figures of the plan as it will be saved: rows with grams that are not a number count as
 * zero, and foods no longer available not at all.
 */
export function draftTotals(draft: DraftPlan) {
  return computePlan(
    MEAL_TYPES.map((meal) => ({
      meal,
      foods: keptFoods(draft.meals[meal]).map((f) => ({ grams: parseGrams(f.grams) || 0, per100g: f.per100g })),
    })),
  );
}

/** The request body: foods no longer available are left out (the builder says so before). */
export function draftBody(draft: DraftPlan): MealPlanBody {
  return {
    name: draft.name,
    description: draft.description,
    goal: draft.goal,
    meals: MEAL_TYPES.map((meal) => ({
      meal,
      foods: keptFoods(draft.meals[meal]).map((f) => ({ foodId: f.foodId, grams: parseGrams(f.grams) })),
    })).filter((m) => m.foods.length > 0),
  };
}
