import { forbidden } from '../../lib/http-errors';
import { refuseWithheldAdmin, type SessionUser } from '../sessions';

// Who may do what to a member's account (spec section 6; D1: decided from the session only).

/**
 * Editing a profile or deleting an account: the member themself, or an admin whose session may use
 * the role (an admin signed in without the two-step sign-in it needs is told to use it).
 */
export function assertCanManage(viewer: SessionUser, userId: number): void {
  if (viewer.id === userId) return;
  refuseWithheldAdmin(viewer);
  if (!viewer.is_admin) throw forbidden();
}

/** Exporting an account's data: the member themself only (not even an admin). */
export function assertIsSelf(viewer: SessionUser, userId: number): void {
  if (viewer.id !== userId) throw forbidden();
}

export { viewerOf } from '../access';
