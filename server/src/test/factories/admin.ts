import type { ReportReason, ReportTargetType } from '@common/schemas/moderation';
import type { Queryable } from '../../db/pool';
import { buildSignedInUser, type UserOverrides } from '../factories';

// Admin and moderation factories (STYLE habit 8): tests build admins and reports directly.

/** A signed-in admin. */
export function buildAdmin(db: Queryable, o: UserOverrides = {}) {
  return buildSignedInUser(db, { ...o, isAdmin: true });
}

/**
 * An open report inserted directly (members report through POST /api/reports, issue 9's member
 * side). `targetUserId` is the reported content's author or the reported member.
 */
export async function buildReport(
  db: Queryable,
  o: {
    reporterId: number;
    targetType: ReportTargetType;
    targetId: number;
    targetUserId: number | null;
    excerpt?: string | null;
    reason?: ReportReason;
    details?: string | null;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into reports (reporter_id, target_type, target_id, target_user_id, target_excerpt, reason, details)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [o.reporterId, o.targetType, o.targetId, o.targetUserId, o.excerpt ?? null, o.reason ?? 'spam', o.details ?? null],
  );
  return rows[0].id;
}

/** The audit entries about one target, oldest first. */
export async function auditOf(db: Queryable, targetType: string, targetId: number) {
  const { rows } = await db.query<{
    action: string;
    actor_id: number | null;
    actor_username: string;
    target_label: string | null;
    detail: Record<string, unknown> | null;
  }>(
    `select action, actor_id, actor_username, target_label, detail from audit_log
     where target_type = $1 and target_id = $2 order by id`,
    [targetType, targetId],
  );
  return rows;
}
