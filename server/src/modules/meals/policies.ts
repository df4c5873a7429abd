import { MEAL_TEXTS } from '@common/meals-texts';
import type { Queryable } from '../../db/pool';
import { forbidden, notFound } from '../../lib/http-errors';
import type { SessionUser } from '../auth/sessions-repository';
import { allows, relationBetween } from '../privacy/policy';
import { getSettings } from '../privacy/settings-repository';
import { findUserById } from '../users/repository';
import type { MealPlanRow } from './presenter';

// Who may do what with meal plans and diaries. Admins may do everything but follow another
// member's plan; the diary is only ever its owner's (and an admin's, for moderation).

const isOwnerOrAdmin = (user: SessionUser, ownerId: number) => user.id === ownerId || user.is_admin;

/** Reading one plan: its owner, an admin, or anyone for a recommended (curated) plan. */
export function assertCanReadPlan(user: SessionUser, plan: MealPlanRow | undefined): MealPlanRow {
  if (!plan) throw notFound();
  if (!plan.curated && !isOwnerOrAdmin(user, plan.user_id)) throw forbidden();
  return plan;
}

/** Changing or deleting a plan: its owner or an admin. */
export function assertCanEditPlan(user: SessionUser, plan: MealPlanRow | undefined): MealPlanRow {
  if (!plan) throw notFound();
  if (!isOwnerOrAdmin(user, plan.user_id)) throw forbidden();
  return plan;
}

/** Following a plan (making it active) is personal: only its owner. */
export function assertOwnsPlan(user: SessionUser, plan: MealPlanRow | undefined): MealPlanRow {
  if (!plan) throw notFound();
  if (plan.user_id !== user.id) throw forbidden();
  return plan;
}

export function assertCanDeleteLog(user: SessionUser, log: { user_id: number } | undefined) {
  if (!log) throw notFound();
  if (!isOwnerOrAdmin(user, log.user_id)) throw forbidden();
}

/**
 * A member's plans on their profile follow their profile visibility (public, friends, private;
 * D5): plans are part of the profile's Fitness tab. Unknown member 404, not allowed 403.
 */
export async function assertCanSeePlansOf(db: Queryable, viewer: SessionUser, ownerId: number): Promise<void> {
  const owner = await findUserById(db, ownerId);
  if (!owner) throw notFound();
  if (viewer.is_admin || viewer.id === ownerId) return;
  const [{ privacy }, relation] = await Promise.all([
    getSettings(db, ownerId),
    relationBetween(db, viewer.id, ownerId),
  ]);
  if (!allows(privacy.profileVisibility, relation, { isAdmin: false })) throw forbidden(MEAL_TEXTS.plansPrivate);
}
