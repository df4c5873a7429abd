import type { DatedPlanEntry } from '@common/coach';
import type { CoachPlanDay, CoachPlanRef, Progression } from '@common/schemas/coach';
import type { Queryable } from '../../db/pool';
import { progressionJsonSql } from '../workouts';

export interface PlanEntry extends DatedPlanEntry {
  plan: CoachPlanRef;
  day: CoachPlanDay;
  progression: Progression | null;
  sets: number;
}

/**
 * Every entry of the exercise in the member's active plan (days in weekday order, then place):
 * each day's scheme and number of sets; nextPlanEntry picks the one the next session follows. The
 * active plan is one row of workout_plans_one_active_key; its days and their exercises come by
 * their unique (plan_id, weekday) and (day_id, position) indexes.
 */
export async function activePlanEntries(db: Queryable, userId: number, exerciseId: number): Promise<PlanEntry[]> {
  const { rows } = await db.query<{
    id: number;
    name: string;
    weekday: number;
    title: string | null;
    position: number;
    progression: Progression | null;
    sets: number;
  }>(
    `select p.id, p.name, d.weekday, d.title, pe.position, ${progressionJsonSql('pe')} as progression, pe.sets
     from workout_plans p
     join workout_plan_days d on d.plan_id = p.id
     join workout_plan_exercises pe on pe.day_id = d.id
     where p.user_id = $1 and p.is_active and pe.exercise_id = $2
     order by d.weekday, pe.position`,
    [userId, exerciseId],
  );
  return rows.map((row) => ({
    plan: { id: row.id, name: row.name },
    day: { weekday: row.weekday, title: row.title },
    weekday: row.weekday,
    position: row.position,
    progression: row.progression,
    sets: row.sets,
  }));
}
