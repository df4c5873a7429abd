import type { ReportReason, ReportStatus, ReportTargetType } from '@common/schemas/moderation';
import type { Queryable } from '../../db/pool';
import { insertBlock } from '../../modules/moderation';

/** `blocker` blocks `blocked` as the route does: the row, and the follows of both directions end. */
export async function block(db: Queryable, blocker: number, blocked: number): Promise<void> {
  await insertBlock(db, blocker, blocked);
}

export interface ReportOverrides {
  targetType?: ReportTargetType;
  targetId?: number;
  /** The reported content's author or the reported member. */
  targetUserId?: number | null;
  excerpt?: string | null;
  reason?: ReportReason;
  details?: string | null;
  status?: ReportStatus;
}

/**
 * Files a report directly (no visibility check, no rate limit). Give `targetType` and `targetId`
 * (and `targetUserId`, the author) for a post or comment, or just `targetUserId` for a member.
 * Answers the report's id.
 */
export async function buildReport(db: Queryable, reporterId: number, o: ReportOverrides): Promise<number> {
  const targetType = o.targetType ?? 'user';
  const targetId = o.targetId ?? o.targetUserId;
  if (targetId == null) throw new Error('buildReport needs targetId or targetUserId');
  const { rows } = await db.query<{ id: number }>(
    `insert into reports (reporter_id, target_type, target_id, target_user_id, target_excerpt, reason, details, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      reporterId,
      targetType,
      targetId,
      o.targetUserId ?? (targetType === 'user' ? targetId : null),
      o.excerpt ?? null,
      o.reason ?? 'spam',
      o.details ?? null,
      o.status ?? 'open',
    ],
  );
  return rows[0].id;
}
