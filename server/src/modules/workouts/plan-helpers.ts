import { utcIsoDate } from '@common/fitness/dates';
import type { CreatePlanBody } from '@common/schemas/workouts';
import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import type { Queryable } from '../../db/pool';
import { badRequest, notFound } from '../../lib/http-errors';
import { libraryCategories } from '../exercises';
import type { SessionUser } from '../sessions';
import { presentPlan } from './plan-presenter';
import { findPlan, loadSchedules, type PlanRow } from './plan-repository';
import { requireWorkoutThingVisible } from './policies';

/** The member's date from `?today=` (validated by todayQuerySchema), else the server's UTC date. */
export function todayOf(query: { today?: string }): string {
  return query.today ?? utcIsoDate();
}

/** A plan the viewer may open: recommended, their own, or one the owner's privacy choice shows them. */
export async function requireVisiblePlan(db: Queryable, viewer: SessionUser, planId: number): Promise<PlanRow> {
  const plan = await findPlan(db, planId);
  if (!plan) throw notFound();
  if (!plan.curated && plan.user_id !== null) await requireWorkoutThingVisible(db, viewer, plan.user_id);
  return plan;
}

/** Every exercise of the schedule must be in the owner's library (curated only for recommended plans). */
export async function requireExercisesInLibrary(
  db: Queryable,
  ownerId: number | null,
  schedule: CreatePlanBody['schedule'],
): Promise<void> {
  const ids = schedule.flatMap((day) => day.exercises.map((e) => e.exerciseId));
  if (!(await libraryCategories(db, ownerId, ids)))
    throw badRequest(M.exerciseUnknown, { schedule: M.exerciseUnknown });
}

export async function planWithSchedule(db: Queryable, planId: number) {
  const plan = await findPlan(db, planId);
  if (!plan) throw notFound();
  return presentPlan(plan, (await loadSchedules(db, [planId])).get(planId) ?? []);
}
