import type { Queryable } from '../../db/pool';
import { notFound } from '../../lib/http-errors';
import { allows, relationBetween } from '../access';
import { getSettings } from '../privacy';
import type { SessionUser } from '../sessions';
import { findUserById } from '../users';

/**
 * Who sees a member's badges. Claim badges are as public as the trainer mark on every member card;
 * earned badges tell about the member's workouts, so their 'workout activity' choice decides.
 * A suspended or blocked member is gone (404), as their profile is; admins see everything.
 */
export async function badgeAccess(db: Queryable, viewer: SessionUser, ownerId: number) {
  const owner = ownerId === viewer.id ? viewer : await findUserById(db, ownerId);
  if (!owner || (owner.suspended_at && !viewer.is_admin)) throw notFound('User not found');
  const [settings, relation] = await Promise.all([getSettings(db, ownerId), relationBetween(db, viewer.id, ownerId)]);
  if (relation === 'blocked' && !viewer.is_admin) throw notFound('User not found');
  return { earned: allows(settings.privacy.workoutActivity, relation, { isAdmin: viewer.is_admin }) };
}
