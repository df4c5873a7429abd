// The admin dashboard's API (issue 9): every call under /api/admin answers 401 to visitors and 403
// to members; only the server's session decides who is an admin (D1).
import { z } from 'zod';
import { LIMITS } from '../limits';
import { visibleOrNull } from '../visible-text';
import { pageQuerySchema } from './paging';
import type { UserSummary } from './user';

/**
 * `?q=` filters by text (username, name, email for users; content for posts), plus keyset paging.
 * As long as the admin page's search box takes.
 */
export const adminListQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(LIMITS.searchTextMax, `Search text must be at most ${LIMITS.searchTextMax} characters`)
    .optional(),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

/** Characters of a suspension's reason (the confirm dialog counts them). */
export const SUSPEND_REASON_MAX = 300;

/** `/api/admin/users/{id}/suspend` body: an optional reason shown to other admins in the audit log. */
export const suspendBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .max(SUSPEND_REASON_MAX, `Reason must be at most ${SUSPEND_REASON_MAX} characters`)
    .optional()
    .transform(visibleOrNull),
});
export type SuspendBody = z.input<typeof suspendBodySchema>;

/** A row of the Users tab (spec: user, email, role badge, height/weight or 'Not provided'). */
export interface AdminUser {
  id: number;
  username: string;
  name: string;
  email: string;
  profileImageUrl: string | null;
  isAdmin: boolean;
  isTrainer: boolean;
  /** ISO time the member was suspended, or null. */
  suspendedAt: string | null;
  suspendedReason: string | null;
  height: number | null;
  weight: number | null;
  createdAt: string;
}

/** A row of GET /api/admin/users: the member, and what the viewing admin may do to them. */
export interface AdminUserListItem extends AdminUser {
  /**
   * Whether the viewer may remove this admin's role: false for a member who is not an admin and
   * for an admin made before the viewer (decision 0038); the server still checks on the call.
   */
  canRemoveAdmin: boolean;
}

/** A row of the Posts tab (spec's admin view of a post, plus its author's card for the table). */
export interface AdminPost {
  id: number;
  userId: number;
  content: string;
  createdAt: string;
  imageUrl: string | null;
  videoUrl: string | null;
  likesCount: number;
  commentsCount: number;
  user: UserSummary;
}

/** Live counts for the four stat cards (D5), plus the open reports badge. */
export interface AdminStats {
  users: number;
  posts: number;
  workoutPlans: number;
  mealPlans: number;
  gyms: number;
  openReports: number;
  /** Members who use two-step sign-in (issue 35). */
  twoFactorMembers: number;
}

export const AUDIT_ACTIONS = [
  'user.make_admin',
  'user.revoke_admin',
  'user.suspend',
  'user.unsuspend',
  'user.delete',
  // An admin edited a member's profile; the detail names the fields changed (`fields`), not their values.
  'user.update_profile',
  // Before badges were verified (issue 16), the trainer badge had its own actions; old entries keep them.
  'user.grant_trainer',
  'user.revoke_trainer',
  'badge.grant',
  'badge.refuse',
  'badge.revoke',
  'post.delete',
  'comment.delete',
  // Issue 34: an admin removes a reported club or challenge.
  'club.delete',
  'challenge.delete',
  'report.resolve',
  'report.dismiss',
  'gym.create',
  'gym.update',
  'gym.delete',
  'workout_plan.create_default',
  'meal_plan.create_default',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What resolving a report did (AdminReport.resolution of a resolved report). Reports of content
 * its author deleted close as 'content_deleted' too; dismissed reports have no resolution.
 */
export const REPORT_RESOLUTIONS = [
  'content_deleted',
  'user_suspended',
  'content_deleted_user_suspended',
  'no_action',
] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

export const REPORT_RESOLUTION_LABELS: Record<ReportResolution, string> = {
  content_deleted: 'Content deleted',
  user_suspended: 'Member suspended',
  content_deleted_user_suspended: 'Content deleted and member suspended',
  no_action: 'No action needed',
};

export type AuditTargetType =
  | 'user'
  | 'post'
  | 'comment'
  | 'report'
  | 'gym'
  | 'workout_plan'
  | 'meal_plan'
  | 'club'
  | 'challenge';

/** One line of the audit log: who did what to which thing, when. */
export interface AuditEntry {
  id: number;
  /** null when the acting admin's account was deleted since; `actorUsername` still names them. */
  actorId: number | null;
  actorUsername: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number | null;
  /** A readable name of the target at the time (a username, the start of a post). */
  targetLabel: string | null;
  detail: Record<string, unknown> | null;
  createdAt: string;
}
