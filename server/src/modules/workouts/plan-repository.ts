import type { PlanDay } from '@common/schemas/workouts';
import type { WorkoutFilterGoal, WorkoutLevel } from '@common/vocab';
import { escapeLike } from '../../db/escape-like';
import type { Queryable } from '../../db/pool';
import { allowsSql, settingSql } from '../access';

export interface PlanRow {
  id: number;
  user_id: number | null;
  name: string;
  description: string;
  level: WorkoutLevel;
  goal: WorkoutFilterGoal;
  frequency: number;
  duration_weeks: number;
  minutes_per_session: number | null;
  curated: boolean;
  is_active: boolean;
  started_on: string | null;
  created_at: Date;
  weekdays: number[];
  owner: { id: number; username: string; name: string; profile_image_url: string | null; is_trainer: boolean } | null;
}

// A plan with its owner's card and the weekdays it trains, in one row (weekdays from the
// (plan_id, weekday) unique index).
const PLAN_SELECT = `select p.id, p.user_id, p.name, p.description, p.level, p.goal, p.frequency, p.duration_weeks,
    p.minutes_per_session, p.curated, p.is_active, p.started_on::text as started_on, p.created_at,
    coalesce((select array_agg(d.weekday order by d.weekday) from workout_plan_days d where d.plan_id = p.id), '{}')
      as weekdays,
    case when u.id is null then null else json_build_object('id', u.id, 'username', u.username, 'name', u.name,
      'profile_image_url', u.profile_image_url, 'is_trainer', u.is_trainer) end as owner
  from workout_plans p left join users u on u.id = p.user_id`;

export interface PlanFilters {
  level?: WorkoutLevel;
  goal?: WorkoutFilterGoal;
}

export interface Page {
  limit: number;
  before?: number;
}

/** Appends the optional level and goal filters and the keyset cursor to a where clause. */
function filtered(conditions: string[], params: unknown[], filters: PlanFilters, page: Page) {
  if (filters.level) conditions.push(`p.level = $${params.push(filters.level)}`);
  if (filters.goal) conditions.push(`p.goal = $${params.push(filters.goal)}`);
  if (page.before) conditions.push(`p.id < $${params.push(page.before)}`);
  return `where ${conditions.join(' and ')} order by p.id desc limit $${params.push(page.limit)}`;
}

/** A member's plans, newest first (workout_plans_user_id_idx). */
export async function listMemberPlans(db: Queryable, userId: number, filters: PlanFilters, page: Page) {
  const params: unknown[] = [userId];
  const { rows } = await db.query<PlanRow>(
    `${PLAN_SELECT} ${filtered(['p.user_id = $1'], params, filters, page)}`,
    params,
  );
  return rows;
}

/** The recommended plans, newest first (workout_plans_curated_idx). */
export async function listCuratedPlans(db: Queryable, filters: PlanFilters, page: Page) {
  const params: unknown[] = [];
  const { rows } = await db.query<PlanRow>(`${PLAN_SELECT} ${filtered(['p.curated'], params, filters, page)}`, params);
  return rows;
}

/**
 * Plans a viewer may discover (Explore, header search): recommended ones and other members' plans
 * their 'workout activity' choice shows this viewer; `q` matches any part of the name.
 */
export async function listDiscoverablePlans(
  db: Queryable,
  viewer: { id: number; isAdmin: boolean },
  options: PlanFilters & { q?: string; communityOnly?: boolean },
  page: Page,
) {
  const params: unknown[] = [viewer.id];
  const visible = viewer.isAdmin
    ? 'true'
    : allowsSql(
        settingSql('(select s.workout_activity from user_settings s where s.user_id = p.user_id)', 'workoutActivity'),
        'p.user_id',
        '$1',
      );
  const community = `(p.user_id <> $1 and ${visible})`;
  const conditions = [options.communityOnly ? community : `(p.curated or ${community})`];
  // The text matched as typed: '%' or '_' finds those characters, not every plan.
  if (options.q) conditions.push(`lower(p.name) like '%' || lower($${params.push(escapeLike(options.q))}) || '%'`);
  const { rows } = await db.query<PlanRow>(`${PLAN_SELECT} ${filtered(conditions, params, options, page)}`, params);
  return rows;
}

export async function findPlan(db: Queryable, id: number): Promise<PlanRow | undefined> {
  const { rows } = await db.query<PlanRow>(`${PLAN_SELECT} where p.id = $1`, [id]);
  return rows[0];
}

export async function findActivePlan(db: Queryable, userId: number): Promise<PlanRow | undefined> {
  const { rows } = await db.query<PlanRow>(`${PLAN_SELECT} where p.user_id = $1 and p.is_active`, [userId]);
  return rows[0];
}

/**
 * A plan exercise's coach scheme (issue 33) as the JSON `Progression` answers it, or null: the
 * columns of migration 0160 under the alias `pe`. Also read by the coach's own queries.
 */
export function progressionJsonSql(alias: string): string {
  const pe = alias;
  return `case ${pe}.progression
      when 'double' then json_build_object('scheme', 'double', 'min', ${pe}.rep_range_min, 'max', ${pe}.rep_range_max)
      when 'linear' then json_build_object('scheme', 'linear', 'reps', ${pe}.progression_reps)
      when 'rpe' then json_build_object('scheme', 'rpe', 'reps', ${pe}.progression_reps, 'rpe', ${pe}.target_rpe)
    end`;
}

/** The weekly schedules of the given plans, days in weekday order, exercises in their order. */
export async function loadSchedules(db: Queryable, planIds: number[]): Promise<Map<number, PlanDay[]>> {
  const { rows } = await db.query<{ plan_id: number } & PlanDay>(
    `select d.plan_id, d.weekday, d.title,
       json_agg(json_build_object('exerciseId', e.id, 'name', e.name, 'muscleGroup', e.muscle_group,
         'loggingType', e.logging_type, 'equipment', e.equipment, 'category', e.category, 'sets', pe.sets, 'reps', pe.reps,
         'weightKg', pe.weight_kg, 'durationSeconds', pe.duration_seconds, 'distanceKm', pe.distance_km,
         'progression', ${progressionJsonSql('pe')})
         order by pe.position) as exercises
     from workout_plan_days d
     join workout_plan_exercises pe on pe.day_id = d.id
     join exercises e on e.id = pe.exercise_id
     where d.plan_id = any($1::int[])
     group by d.id
     order by d.plan_id, d.weekday`,
    [planIds],
  );
  const schedules = new Map<number, PlanDay[]>(planIds.map((id) => [id, []]));
  for (const { plan_id, ...day } of rows) schedules.get(plan_id)?.push(day);
  return schedules;
}

/** Equipment each plan's exercises need, for suggestions: distinct values in a stable order. */
export async function loadEquipment(db: Queryable, planIds: number[]): Promise<Map<number, string[]>> {
  const { rows } = await db.query<{ plan_id: number; equipment: string[] }>(
    `select d.plan_id, array_agg(distinct e.equipment order by e.equipment) as equipment
     from workout_plan_days d
     join workout_plan_exercises pe on pe.day_id = d.id
     join exercises e on e.id = pe.exercise_id
     where d.plan_id = any($1::int[])
     group by d.plan_id`,
    [planIds],
  );
  return new Map(rows.map((r) => [r.plan_id, r.equipment]));
}
