import { MEAL_TEXTS } from '@common/meals-texts';
import type { Queryable } from '../../db/pool';
import { forbidden, notFound } from '../../lib/http-errors';
import { allows, ownsOrAdmin, refuseNotYours, relationBetween, viewerOf } from '../access';
import { getSettings } from '../privacy';
import type { SessionUser } from '../sessions';
import { findUserById } from '../users';
import type { MealPlanRow } from './presenter';

// Who may do what with meal plans and diaries. Admins may do everything but follow another
// member's plan; the diary is only ever its owner's (and an admin's, for moderation). "Not yours"
// answers as the access module decides: 404 for what the viewer may not see (a plan of a member
// whose profile hides their plans, a diary entry), 403 for what they may (a recommended plan, a plan
// on a profile the viewer may see).

const isOwnerOrAdmin = (user: SessionUser, ownerId: number) => ownsOrAdmin(viewerOf(user), ownerId);

/**
 * Whether the viewer may see a member's plans: their profile's Fitness tab lists them for whom the
 * profile visibility lets in (D5).
 */
async function seesPlansOf(db: Queryable, viewer: SessionUser, ownerId: number): Promise<boolean> {
  if (isOwnerOrAdmin(viewer, ownerId)) return true;
  const [{ privacy }, relation] = await Promise.all([
    getSettings(db, ownerId),
    relationBetween(db, viewer.id, ownerId),
  ]);
  return allows(privacy.profileVisibility, relation, viewerOf(viewer));
}

const planSeen = async (db: Queryable, user: SessionUser, plan: MealPlanRow) =>
  plan.curated || (await seesPlansOf(db, user, plan.user_id));

/** Opening one plan: its owner, an admin, or anyone for a recommended (curated) plan. */
export async function assertCanReadPlan(
  db: Queryable,
  user: SessionUser,
  plan: MealPlanRow | undefined,
): Promise<MealPlanRow> {
  if (!plan) throw notFound();
  if (!plan.curated && !isOwnerOrAdmin(user, plan.user_id)) refuseNotYours(await planSeen(db, user, plan));
  return plan;
}

/** Changing or deleting a plan: its owner or an admin. */
export async function assertCanEditPlan(
  db: Queryable,
  user: SessionUser,
  plan: MealPlanRow | undefined,
): Promise<MealPlanRow> {
  if (!plan) throw notFound();
  if (!isOwnerOrAdmin(user, plan.user_id)) refuseNotYours(await planSeen(db, user, plan));
  return plan;
}

/** Following a plan (making it active) is personal: only its owner. */
export async function assertOwnsPlan(
  db: Queryable,
  user: SessionUser,
  plan: MealPlanRow | undefined,
): Promise<MealPlanRow> {
  if (!plan) throw notFound();
  if (plan.user_id !== user.id) refuseNotYours(await planSeen(db, user, plan));
  return plan;
}

/** A diary entry is its owner's alone (and an admin's): to anyone else it does not exist. */
export function assertCanDeleteLog(user: SessionUser, log: { user_id: number } | undefined) {
  if (!log || !isOwnerOrAdmin(user, log.user_id)) throw notFound();
}

/**
 * A member's plans on their profile follow their profile visibility (public, friends, private;
 * D5): plans are part of the profile's Fitness tab. Unknown member 404, not allowed 403.
 */
export async function assertCanSeePlansOf(db: Queryable, viewer: SessionUser, ownerId: number): Promise<void> {
  const owner = await findUserById(db, ownerId);
  if (!owner) throw notFound();
  if (!(await seesPlansOf(db, viewer, ownerId))) throw forbidden(MEAL_TEXTS.plansPrivate);
}
