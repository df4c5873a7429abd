import type { PrivacyChoice } from '@common/vocab';
import { WORKOUT_MESSAGES } from '@common/workouts-texts';
import type { Queryable } from '../../db/pool';
import { forbidden, notFound } from '../../lib/http-errors';
import { allows, ownsOrAdmin, refuseNotYours, relationBetween, viewerOf } from '../access';
import { getSettings } from '../privacy';
import type { SessionUser } from '../sessions';
import type { UserRow } from '../users';
import { findUserById } from '../users';

/** Who may change or delete a plan: its owner, or an admin (curated plans belong to no one: admins only). */
export function canChangePlan(viewer: SessionUser, plan: { user_id: number | null }): boolean {
  return ownsOrAdmin(viewerOf(viewer), plan.user_id);
}

/**
 * Refuses a change to a member's plan, log or share that is not the viewer's (the access module's
 * one decision): 404 when the owner's workout activity is hidden from the viewer, as if it did
 * not exist; 403 when the viewer may see it. A curated plan is everyone's to see.
 */
export async function refuseWorkoutNotYours(
  db: Queryable,
  viewer: SessionUser,
  thing: { user_id: number | null },
): Promise<never> {
  const visible = thing.user_id === null || (await workoutsAccess(db, viewer, thing.user_id)).workouts;
  return refuseNotYours(visible);
}

export interface WorkoutsAccess {
  owner: UserRow;
  /** The 'workout activity' choice lets this viewer see the member's plans, logs and activity. */
  workouts: boolean;
  /** The 'fitness metrics' choice lets this viewer see figures derived from height and weight. */
  metrics: boolean;
}

/**
 * What a viewer may see of a member's workouts (D5 privacy: self and admins see everything; the
 * member's 'workout activity' and 'fitness metrics' choices decide for everyone else).
 * Unknown member: 404.
 */
export async function workoutsAccess(db: Queryable, viewer: SessionUser, ownerId: number): Promise<WorkoutsAccess> {
  const owner = ownerId === viewer.id ? viewer : await findUserById(db, ownerId);
  if (!owner) throw notFound('User not found');
  if (viewer.is_admin || viewer.id === ownerId) return { owner, workouts: true, metrics: true };
  const [settings, relation] = await Promise.all([getSettings(db, ownerId), relationBetween(db, viewer.id, ownerId)]);
  const lets = (choice: PrivacyChoice) => allows(choice, relation, { isAdmin: false });
  return { owner, workouts: lets(settings.privacy.workoutActivity), metrics: lets(settings.privacy.fitnessMetrics) };
}

/** The same, refusing with 403 when the workout activity is hidden from the viewer. */
export async function requireWorkoutsVisible(
  db: Queryable,
  viewer: SessionUser,
  ownerId: number,
  message: string = WORKOUT_MESSAGES.activityHidden,
): Promise<WorkoutsAccess> {
  const access = await workoutsAccess(db, viewer, ownerId);
  if (!access.workouts) throw forbidden(message);
  return access;
}

/**
 * One of a member's plans or logs, opened by id: when their workout activity is hidden from the
 * viewer, it does not exist for them (404; the access module's "not yours" decision). A member's
 * lists answer 403 instead (requireWorkoutsVisible): the member is there, their workouts are hidden.
 */
export async function requireWorkoutThingVisible(db: Queryable, viewer: SessionUser, ownerId: number): Promise<void> {
  if (!(await workoutsAccess(db, viewer, ownerId)).workouts) throw notFound();
}
