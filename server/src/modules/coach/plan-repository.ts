import type { CoachPlanRef, Progression } from '@common/schemas/coach';
import type { Queryable } from '../../db/pool';
import { progressionJsonSql } from '../workouts';

export interface PlanEntry {
  plan: CoachPlanRef;
  progression: Progression | null;
  sets: number;
}

/**
 * The exercise's first entry (by weekday, then place) in the member's active plan: its scheme and
 * number of sets. The active plan is one row of workout_plans_one_active_key; its days and their
 * exercises come by their unique (plan_id, weekday) and (day_id, position) indexes.
 */
export async function activePlanEntry(db: Queryable, userId: number, exerciseId: number): Promise<PlanEntry | null> {
  const { rows } = await db.query<{ id: number; name: string; progression: Progression | null; sets: number }>(
    `select p.id, p.name, ${progressionJsonSql('pe')} as progression, pe.sets
     from workout_plans p
     join workout_plan_days d on d.plan_id = p.id
     join workout_plan_exercises pe on pe.day_id = d.id
     where p.user_id = $1 and p.is_active and pe.exercise_id = $2
     order by d.weekday, pe.position
     limit 1`,
    [userId, exerciseId],
  );
  const row = rows[0];
  return row ? { plan: { id: row.id, name: row.name }, progression: row.progression, sets: row.sets } : null;
}
