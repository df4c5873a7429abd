import type { AuditAction, AuditTargetType } from '@common/schemas/admin';
import type { Queryable } from '../../db/pool';

/** Who acted: the username is copied into the entry so it still reads once the account is gone. */
export interface AuditActor {
  id: number;
  username: string;
}

export interface AuditTarget {
  type: AuditTargetType;
  id: number | null;
  /** A readable name of the target now (a username, the start of a post): the target may vanish. */
  label?: string | null;
}

export interface AuditRow {
  id: number;
  actor_id: number | null;
  actor_username: string;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: number | null;
  target_label: string | null;
  detail: Record<string, unknown> | null;
  created_at: Date;
}

const LABEL_MAX = 80;

/** Shortens a post or comment text to a label that fits a table row. */
export function excerpt(text: string, max = LABEL_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * Writes one audit entry. Pass the transaction of the action itself when there is one, so the
 * entry exists exactly when the action happened (both commit or neither does).
 */
export async function recordAudit(
  db: Queryable,
  actor: AuditActor,
  action: AuditAction,
  target: AuditTarget,
  detail?: Record<string, unknown> | null,
): Promise<void> {
  await db.query(
    `insert into audit_log (actor_id, actor_username, action, target_type, target_id, target_label, detail)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      actor.id,
      actor.username,
      action,
      target.type,
      target.id,
      target.label == null ? null : excerpt(target.label),
      detail && Object.keys(detail).length > 0 ? JSON.stringify(detail) : null,
    ],
  );
}

/** GET /api/admin/audit: newest first, keyset on the identity key (a backward primary-key scan). */
export async function listAudit(db: Queryable, page: { limit: number; before?: number }): Promise<AuditRow[]> {
  const { rows } = await db.query<AuditRow>(
    `select id, actor_id, actor_username, action, target_type, target_id, target_label, detail, created_at
     from audit_log where ($1::bigint is null or id < $1) order by id desc limit $2`,
    [page.before ?? null, page.limit],
  );
  return rows;
}
