import type { AdminPost, AdminUser, AdminUserListItem, AuditEntry } from '@common/schemas/admin';
import type { AdminReport, ReportReason, ReportStatus, ReportTargetType } from '@common/schemas/moderation';
import type { UserSummary } from '@common/schemas/user';
import type { AuditRow } from '../audit';
import { presentUserSummary } from '../users';
import type { AdminUserListRow, AdminUserRow } from './users-repository';

/** A row of the Users tab. E-mail and suspension are shown: only admins read this. */
export function presentAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    profileImageUrl: row.profile_image_url,
    isAdmin: row.is_admin,
    isTrainer: row.is_trainer,
    suspendedAt: row.suspended_at?.toISOString() ?? null,
    suspendedReason: row.suspended_reason,
    height: row.height_cm,
    weight: row.weight_kg,
    createdAt: row.created_at.toISOString(),
  };
}

/** A row of the Users list, with what the viewing admin may do to the member. */
export function presentAdminUserListItem(row: AdminUserListRow): AdminUserListItem {
  return { ...presentAdminUser(row), canRemoveAdmin: row.can_remove_admin };
}

/** The small card of a member as json_build_object gives it (snake_case keys). */
export interface UserCardJson {
  id: number;
  username: string;
  name: string;
  profile_image_url: string | null;
  is_trainer: boolean;
}

export interface AdminPostRow {
  id: number;
  user_id: number;
  content: string;
  created_at: Date;
  image_url: string | null;
  video_url: string | null;
  likes_count: number;
  comments_count: number;
  author: UserCardJson;
}

export function presentAdminPost(row: AdminPostRow): AdminPost {
  return {
    id: row.id,
    userId: row.user_id,
    content: row.content,
    createdAt: row.created_at.toISOString(),
    imageUrl: row.image_url,
    videoUrl: row.video_url,
    likesCount: row.likes_count,
    commentsCount: row.comments_count,
    user: presentUserSummary(row.author),
  };
}

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actorId: row.actor_id,
    actorUsername: row.actor_username,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetLabel: row.target_label,
    detail: row.detail,
    createdAt: row.created_at.toISOString(),
  };
}

export interface AdminReportRow {
  id: number;
  target_type: ReportTargetType;
  target_id: number;
  target_excerpt: string | null;
  target_exists: boolean;
  post_id: number | null;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  resolution: string | null;
  resolved_at: Date | null;
  created_at: Date;
  target_user: UserCardJson | null;
  reporter: UserCardJson;
}

const card = (json: UserCardJson | null): UserSummary | null => (json ? presentUserSummary(json) : null);

export function presentAdminReport(row: AdminReportRow): AdminReport {
  return {
    id: row.id,
    targetType: row.target_type,
    targetId: row.target_id,
    targetUser: card(row.target_user),
    targetExcerpt: row.target_excerpt,
    targetExists: row.target_exists,
    postId: row.post_id,
    reason: row.reason,
    details: row.details,
    reporter: presentUserSummary(row.reporter),
    status: row.status,
    resolution: row.resolution,
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}
