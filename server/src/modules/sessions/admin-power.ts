import { SECURITY_MESSAGES } from '@common/security-texts';
import { forbidden } from '../../lib/http-errors';
import type { SessionUser } from './sessions-repository';

// One rule for every admin power (issue 35, point 4), wherever it is used: in the admin area or
// outside it (deleting or editing another member, badges, others' posts and comments, private
// content). With ADMIN_REQUIRES_TWO_FACTOR, an admin's session that lacks two-step sign-in has none.

/**
 * The session's member as every check sees them: an admin whose two-step sign-in is off, or whose
 * session passed the password alone, reads `is_admin: false`, so every policy, viewer and query
 * treats them as a member; `admin_withheld` keeps why.
 */
export function withAdminPowerOfSession(user: SessionUser, adminRequiresTwoFactor: boolean): SessionUser {
  if (!user.is_admin || !adminRequiresTwoFactor) return user;
  if (!user.two_factor_enabled) return { ...user, is_admin: false, admin_withheld: 'two_step_off' };
  if (!user.session_second_factor) return { ...user, is_admin: false, admin_withheld: 'password_only' };
  return user;
}

/** Whether the member holds the admin role, whether or not this session may use it (what their own profile says). */
export const hasAdminRole = (user: SessionUser) => user.is_admin || user.admin_withheld !== undefined;

/** An admin whose session may not use the role is told what to do (403), as the admin area tells them. */
export function refuseWithheldAdmin(user: Pick<SessionUser, 'admin_withheld'>): void {
  if (user.admin_withheld === 'two_step_off') throw forbidden(SECURITY_MESSAGES.adminNeedsTwoStep);
  if (user.admin_withheld === 'password_only') throw forbidden(SECURITY_MESSAGES.adminNeedsTwoStepSession);
}
