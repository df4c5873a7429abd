import type { MealGoal } from '@common/vocab';
import type pg from 'pg';
import { type Queryable, transaction } from '../../db/pool';
import type { BuiltPlan } from './plan-builder';
import type { MealPlanRow } from './presenter';

const PLAN_COLUMNS = `id, user_id, name, description, goal, curated, is_active, meals, calories, protein, carbs, fat,
  created_at, updated_at`;

interface Page {
  limit: number;
  before?: number;
}

/** One member's plans, newest first (meal_plans_user_id_idx). */
export async function listPlansOf(db: Queryable, userId: number, { limit, before }: Page): Promise<MealPlanRow[]> {
  const { rows } = await db.query<MealPlanRow>(
    `select ${PLAN_COLUMNS} from meal_plans where user_id = $1 and ($2::int is null or id < $2)
     order by id desc limit $3`,
    [userId, before ?? null, limit],
  );
  return rows;
}

/** Recommended plans, newest first (meal_plans_curated_idx). */
export async function listCuratedPlans(db: Queryable, { limit, before }: Page): Promise<MealPlanRow[]> {
  const { rows } = await db.query<MealPlanRow>(
    `select ${PLAN_COLUMNS} from meal_plans where curated and ($1::int is null or id < $1)
     order by id desc limit $2`,
    [before ?? null, limit],
  );
  return rows;
}

export async function countPlansOf(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*) as n from meal_plans where user_id = $1', [userId]);
  return rows[0].n;
}

export async function findPlan(db: Queryable, id: number): Promise<MealPlanRow | undefined> {
  const { rows } = await db.query<MealPlanRow>(`select ${PLAN_COLUMNS} from meal_plans where id = $1`, [id]);
  return rows[0];
}

export async function findActivePlan(db: Queryable, userId: number): Promise<MealPlanRow | undefined> {
  const { rows } = await db.query<MealPlanRow>(
    `select ${PLAN_COLUMNS} from meal_plans where user_id = $1 and is_active`,
    [userId],
  );
  return rows[0];
}

interface PlanFields extends BuiltPlan {
  name: string;
  description: string;
  goal: MealGoal;
  curated: boolean;
}

const UNIQUE_VIOLATION = '23505';

/** $2..$10 of the insert and the update, in column order. */
const planValues = (plan: PlanFields) => [
  plan.name,
  plan.description,
  plan.goal,
  plan.curated,
  JSON.stringify(plan.meals),
  plan.calories,
  plan.protein,
  plan.carbs,
  plan.fat,
];

/**
 * Saves a new plan. A member's first plan (when none is active) becomes their active plan, so the
 * dashboard shows it at once; recommended plans never do.
 */
export async function insertPlan(pool: Queryable, userId: number, plan: PlanFields): Promise<MealPlanRow> {
  const { rows } = await pool.query<MealPlanRow>(
    `insert into meal_plans (user_id, name, description, goal, curated, meals, calories, protein, carbs, fat)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${PLAN_COLUMNS}`,
    [userId, ...planValues(plan)],
  );
  if (plan.curated) return rows[0];
  try {
    const activated = await pool.query<MealPlanRow>(
      `update meal_plans set is_active = true where id = $1
       and not exists (select 1 from meal_plans where user_id = $2 and is_active) returning ${PLAN_COLUMNS}`,
      [rows[0].id, userId],
    );
    return activated.rows[0] ?? rows[0];
  } catch (err) {
    // Another plan of this member was activated at the same moment: this one stays inactive.
    if ((err as { code?: string }).code === UNIQUE_VIOLATION) return rows[0];
    throw err;
  }
}

export async function updatePlan(db: Queryable, id: number, plan: PlanFields): Promise<MealPlanRow> {
  const { rows } = await db.query<MealPlanRow>(
    `update meal_plans set name = $2, description = $3, goal = $4, curated = $5, meals = $6, calories = $7,
       protein = $8, carbs = $9, fat = $10, updated_at = now()
     where id = $1 returning ${PLAN_COLUMNS}`,
    [id, ...planValues(plan)],
  );
  return rows[0];
}

/**
 * A deleted food's portions in its owner's plans keep their name and figures, linked to no food
 * (foodId null), as the diary's entries of it are (`on delete set null`). The plan's copy of the
 * food's id would otherwise outlive the food: the builder sends it back on save and the server
 * refuses it, so the plan could no longer be changed. Only the owner's plans can hold a private
 * food (buildPlan checks foods against the plan's owner), so only theirs are read
 * (meal_plans_user_id_idx).
 */
export async function unlinkFoodFromPlans(db: Queryable, ownerId: number, foodId: number): Promise<void> {
  await db.query(
    `update meal_plans p set meals = (
       select jsonb_agg(jsonb_set(m, '{foods}', coalesce((
                select jsonb_agg(case when f -> 'foodId' = to_jsonb($2::int) then jsonb_set(f, '{foodId}', 'null')
                                      else f end order by fi)
                from jsonb_array_elements(m -> 'foods') with ordinality as fs (f, fi)), '[]')) order by mi)
       from jsonb_array_elements(p.meals) with ordinality as ms (m, mi))
     where p.user_id = $1
       and p.meals @> jsonb_build_array(jsonb_build_object('foods', jsonb_build_array(jsonb_build_object('foodId', $2::int))))`,
    [ownerId, foodId],
  );
}

export async function deletePlan(db: Queryable, id: number): Promise<void> {
  await db.query('delete from meal_plans where id = $1', [id]);
}

/** Makes this plan the member's active one, in one transaction: at most one is active. */
export async function activatePlan(pool: pg.Pool, userId: number, planId: number): Promise<MealPlanRow> {
  return transaction(pool, async (tx) => {
    await tx.query('update meal_plans set is_active = false where user_id = $1 and is_active', [userId]);
    const { rows } = await tx.query<MealPlanRow>(
      `update meal_plans set is_active = true where id = $1 returning ${PLAN_COLUMNS}`,
      [planId],
    );
    return rows[0];
  });
}

export async function deactivatePlan(db: Queryable, planId: number): Promise<MealPlanRow> {
  const { rows } = await db.query<MealPlanRow>(
    `update meal_plans set is_active = false where id = $1 returning ${PLAN_COLUMNS}`,
    [planId],
  );
  return rows[0];
}
