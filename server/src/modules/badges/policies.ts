import { type BadgeId, type ClaimBadge, isClaimBadge } from '@common/badges/catalog';
import { BADGE_MESSAGES as M } from '@common/badges-texts';
import { forbidden } from '../../lib/http-errors';
import { refuseWithheldAdmin, type SessionUser } from '../sessions';

// Who may do what with badges (DECISIONS D11). Decided from the session only (D1).

/** Earned badges are the server's alone: nobody, not even an admin, grants, revokes or asks for one. */
export function assertClaimBadge(badge: BadgeId): ClaimBadge {
  if (!isClaimBadge(badge)) throw forbidden(M.earnedNotGrantable(badge));
  return badge;
}

/**
 * Setting a claim badge directly is an admin's decision (in a session that may use the role, like
 * the admin area); a member asks with a request instead.
 */
export function assertCanSetBadge(viewer: SessionUser, badge: BadgeId): ClaimBadge {
  const claim = assertClaimBadge(badge);
  refuseWithheldAdmin(viewer);
  if (!viewer.is_admin) throw forbidden(M.claimNotSelfService(claim));
  return claim;
}

/** A claim is checked by someone else: an admin never grants their own badge or decides their own request. */
export function assertNotOwn(actor: { id: number }, memberId: number): void {
  if (actor.id === memberId) throw forbidden(M.ownRequest);
}
