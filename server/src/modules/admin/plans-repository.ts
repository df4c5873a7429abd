import { escapeLike } from '../../db/escape-like';
import type { Queryable } from '../../db/pool';
import type { MealPlanRow } from '../meals';
import type { PlanRow } from '../workouts';

interface ListQuery {
  q?: string;
  limit: number;
  before?: number;
}

const pattern = (q?: string) => (q ? `%${escapeLike(q.toLowerCase())}%` : null);

/**
 * The Workout Plans tab: the recommended plans, newest first (workout_plans_curated_idx); `q`
 * matches the name (workout_plans_name_trgm_idx). Rows have the workouts domain's PlanRow shape
 * so its presenter answers them; recommended plans have no owner card.
 */
export async function listDefaultWorkoutPlans(db: Queryable, { q, limit, before }: ListQuery): Promise<PlanRow[]> {
  const { rows } = await db.query<PlanRow>(
    `select p.id, p.user_id, p.name, p.description, p.level, p.goal, p.frequency, p.duration_weeks,
       p.minutes_per_session, p.curated, p.is_active, p.started_on::text as started_on, p.created_at,
       coalesce((select array_agg(d.weekday order by d.weekday) from workout_plan_days d where d.plan_id = p.id), '{}')
         as weekdays,
       null as owner
     from workout_plans p
     where p.curated and ($1::text is null or lower(p.name) like $1) and ($2::int is null or p.id < $2)
     order by p.id desc limit $3`,
    [pattern(q), before ?? null, limit],
  );
  return rows;
}

/** The Meal Plans tab: the recommended meal plans, newest first (meal_plans_curated_idx). */
export async function listDefaultMealPlans(db: Queryable, { q, limit, before }: ListQuery): Promise<MealPlanRow[]> {
  const { rows } = await db.query<MealPlanRow>(
    `select id, user_id, name, description, goal, curated, is_active, meals, calories, protein, carbs, fat,
       created_at, updated_at
     from meal_plans
     where curated and ($1::text is null or lower(name) like $1) and ($2::int is null or id < $2)
     order by id desc limit $3`,
    [pattern(q), before ?? null, limit],
  );
  return rows;
}
