import {
  type DailyTarget,
  type DayNutrition,
  dayNutrition,
  type FollowedPlan,
  type OwnTarget,
  resolveDailyTarget,
} from '@common/nutrition/daily-target';
import { sumNutrients } from '@common/nutrition/nutrients';
import type { Queryable } from '../../db/pool';
import { listDay } from './log-repository';
import { presentLog } from './presenter';

// The member's nutrition target (issue 16 point 3): the followed plan, else their own target.
// common/nutrition/daily-target.ts decides; this file only reads and writes the rows.

interface TargetRow {
  plan: FollowedPlan | null;
  own: OwnTarget | null;
}

/**
 * The followed plan's totals and the member's own target, in one statement (meal_plans_active_key
 * and the nutrition_targets primary key).
 */
async function targetRow(db: Queryable, userId: number): Promise<TargetRow> {
  const { rows } = await db.query<TargetRow>(
    `select
       (select json_build_object('id', p.id, 'name', p.name, 'calories', p.calories, 'protein', p.protein,
                                 'carbs', p.carbs, 'fat', p.fat)
        from meal_plans p where p.user_id = $1 and p.is_active) as plan,
       (select json_build_object('calories', t.calories, 'protein', t.protein, 'carbs', t.carbs, 'fat', t.fat)
        from nutrition_targets t where t.user_id = $1) as own`,
    [userId],
  );
  return rows[0];
}

export async function findTargets(
  db: Queryable,
  userId: number,
): Promise<{ target: DailyTarget | null; own: OwnTarget | null }> {
  const { plan, own } = await targetRow(db, userId);
  return { target: resolveDailyTarget(plan, own), own };
}

export async function findDailyTarget(db: Queryable, userId: number): Promise<DailyTarget | null> {
  return (await findTargets(db, userId)).target;
}

export async function findOwnTarget(db: Queryable, userId: number): Promise<OwnTarget | null> {
  return (await targetRow(db, userId)).own;
}

/** One day of the member's diary against the day's target: what the goals and the dashboard read. */
export async function readDayNutrition(db: Queryable, userId: number, date: string): Promise<DayNutrition> {
  const [rows, target] = await Promise.all([listDay(db, userId, date), findDailyTarget(db, userId)]);
  return dayNutrition(date, sumNutrients(rows.map(presentLog)), target);
}

export async function saveOwnTarget(db: Queryable, userId: number, target: OwnTarget): Promise<void> {
  await db.query(
    `insert into nutrition_targets (user_id, calories, protein, carbs, fat) values ($1, $2, $3, $4, $5)
     on conflict (user_id) do update
       set calories = excluded.calories, protein = excluded.protein, carbs = excluded.carbs, fat = excluded.fat,
           updated_at = now()`,
    [userId, target.calories, target.protein, target.carbs, target.fat],
  );
}

export async function deleteOwnTarget(db: Queryable, userId: number): Promise<void> {
  await db.query('delete from nutrition_targets where user_id = $1', [userId]);
}
