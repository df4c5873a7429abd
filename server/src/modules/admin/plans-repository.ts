import type { Queryable } from '../../db/pool';
import type { MealPlanRow } from '../meals/presenter';
import { escapeLike } from '../people/search-repository';
import type { PlanRow } from '../workouts/plan-repository';

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

/**
 * The base name, or the base with the next free number ('Default Full-Body Plan 2') when
 * recommended plans already use it. Not a constraint: two admins clicking at once may share a
 * number, which is harmless.
 */
export async function nextDefaultName(db: Queryable, table: 'workout_plans' | 'meal_plans', base: string) {
  const { rows } = await db.query<{ name: string }>(
    `select name from ${table} where curated and (name = $1 or name like $2)`,
    [base, `${escapeLike(base)} %`],
  );
  if (!rows.some((r) => r.name === base)) return base;
  const numbers = rows.map((r) => Number(r.name.slice(base.length + 1))).filter(Number.isInteger);
  return `${base} ${Math.max(1, ...numbers) + 1}`;
}
