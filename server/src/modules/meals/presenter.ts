import type { Food } from '@common/schemas/meal-foods';
import type { MealLog } from '@common/schemas/meal-logs';
import type { MealPlan, MealPlanMeal, MealType } from '@common/schemas/meals';
import type { MealGoal } from '@common/vocab';

export interface FoodRow {
  id: number;
  user_id: number | null;
  name: string;
  category: string | null;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  serving_grams: number;
}

export interface MealPlanRow {
  id: number;
  user_id: number;
  name: string;
  description: string;
  goal: MealGoal;
  curated: boolean;
  is_active: boolean;
  meals: MealPlanMeal[];
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  created_at: Date;
  updated_at: Date;
}

export interface MealLogRow {
  id: number;
  user_id: number;
  log_date: string;
  meal: MealType;
  food_id: number | null;
  food_name: string;
  grams: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  created_at: Date;
}

export function presentFood(row: FoodRow): Food {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    servingGrams: row.serving_grams,
    isCustom: row.user_id !== null,
  };
}

export function presentPlan(row: MealPlanRow): MealPlan {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    description: row.description,
    goal: row.goal,
    curated: row.curated,
    isActive: row.is_active,
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    meals: row.meals,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentLog(row: MealLogRow): MealLog {
  return {
    id: row.id,
    date: row.log_date,
    meal: row.meal,
    foodId: row.food_id,
    name: row.food_name,
    grams: row.grams,
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    createdAt: row.created_at.toISOString(),
  };
}
