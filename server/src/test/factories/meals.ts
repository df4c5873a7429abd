import type { MealPlanFood, MealType } from '@common/schemas/meals';
import type { MealGoal } from '@common/vocab';
import type { Queryable } from '../../db/pool';
import { insertEntries, loadStarterFoods } from '../../modules/meals';

/** The starter list, as the start-up task loads it (test databases start without it). */
export async function ensureStarterFoods(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ n: number }>('select count(*) as n from foods where user_id is null');
  if (rows[0].n === 0) await loadStarterFoods(db);
}

/** A starter food's id and per-100 g figures by slug (e.g. 'oats-rolled'). */
export async function starterFood(db: Queryable, slug: string) {
  const { rows } = await db.query<{
    id: number;
    name: string;
    calories: number;
    protein: number;
    carbs: number;
    fat: number;
  }>('select id, name, calories, protein, carbs, fat from foods where slug = $1', [slug]);
  if (!rows[0]) throw new Error(`no starter food '${slug}': call ensureStarterFoods first`);
  return rows[0];
}

export async function buildFood(
  db: Queryable,
  userId: number,
  o: Partial<{ name: string; calories: number; protein: number; carbs: number; fat: number }> = {},
) {
  const { rows } = await db.query<{ id: number; name: string }>(
    `insert into foods (user_id, name, category, calories, protein, carbs, fat)
     values ($1, $2, 'custom', $3, $4, $5, $6) returning id, name`,
    [
      userId,
      o.name ?? `Food ${Math.random().toString(36).slice(2, 8)}`,
      o.calories ?? 200,
      o.protein ?? 10,
      o.carbs ?? 20,
      o.fat ?? 5,
    ],
  );
  return rows[0];
}

export interface PlanSeed {
  name?: string;
  description?: string;
  goal?: MealGoal;
  curated?: boolean;
  isActive?: boolean;
  meals?: { meal: MealType; foods: MealPlanFood[] }[];
}

/** Inserts a plan directly (figures as given; the API computes its own). */
export async function buildMealPlan(db: Queryable, userId: number, o: PlanSeed = {}) {
  const meals = (
    o.meals ?? [
      {
        meal: 'breakfast',
        foods: [{ foodId: null, name: 'Oats', grams: 50, calories: 190, protein: 6.6, carbs: 33.9, fat: 3.3 }],
      },
    ]
  ).map((m) => ({
    ...m,
    calories: m.foods.reduce((s, f) => s + f.calories, 0),
    protein: m.foods.reduce((s, f) => s + f.protein, 0),
    carbs: m.foods.reduce((s, f) => s + f.carbs, 0),
    fat: m.foods.reduce((s, f) => s + f.fat, 0),
  }));
  const sum = (k: 'calories' | 'protein' | 'carbs' | 'fat') => meals.reduce((s, m) => s + m[k], 0);
  const { rows } = await db.query<{ id: number }>(
    `insert into meal_plans (user_id, name, description, goal, curated, is_active, meals, calories, protein, carbs, fat)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      userId,
      o.name ?? 'My plan',
      o.description ?? '',
      o.goal ?? 'maintenance',
      o.curated ?? false,
      o.isActive ?? false,
      JSON.stringify(meals),
      sum('calories'),
      sum('protein'),
      sum('carbs'),
      sum('fat'),
    ],
  );
  return rows[0];
}

/** Logs one entry directly (figures as given). */
export async function buildMealLog(db: Queryable, userId: number, date: string, meal: MealType, food: MealPlanFood) {
  const [row] = await insertEntries(db, userId, date, meal, [food]);
  return row;
}
