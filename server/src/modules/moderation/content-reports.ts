import type { ReportResolution } from '@common/schemas/admin';
import type { ReportTargetType } from '@common/schemas/moderation';
import type { Queryable } from '../../db/pool';

/** What an admin's resolution did; also what closes reports when their content is deleted. */
export const RESOLUTION_CONTENT_DELETED: ReportResolution = 'content_deleted';

/**
 * Deleted content needs no review: its open reports close as resolved, whoever deleted it (the
 * author, an admin). For a post, the open reports of its comments close too, since the comments
 * go with it. Run it in the deletion's transaction, before the delete (the comment ids are read
 * from the rows about to go). `resolvedBy` is the admin, or null when the author deleted it.
 */
export async function closeReportsOfPost(db: Queryable, postId: number, resolvedBy: number | null): Promise<number> {
  const { rowCount } = await db.query(
    `update reports set status = 'resolved', resolution = $3, resolved_by = $2, resolved_at = now()
     where status = 'open'
       and ((target_type = 'post' and target_id = $1)
         or (target_type = 'comment' and target_id in (select id from comments where post_id = $1)))`,
    [postId, resolvedBy, RESOLUTION_CONTENT_DELETED],
  );
  return rowCount ?? 0;
}

export async function closeReportsOfComment(
  db: Queryable,
  commentId: number,
  resolvedBy: number | null,
): Promise<number> {
  const { rowCount } = await db.query(
    `update reports set status = 'resolved', resolution = $3, resolved_by = $2, resolved_at = now()
     where status = 'open' and target_type = 'comment' and target_id = $1`,
    [commentId, resolvedBy, RESOLUTION_CONTENT_DELETED],
  );
  return rowCount ?? 0;
}

/** The open reports of the given targets close with the content (a club with its challenges). */
export async function closeReportsOf(
  db: Queryable,
  type: ReportTargetType,
  ids: number[],
  resolvedBy: number | null,
): Promise<number> {
  if (ids.length === 0) return 0;
  const { rowCount } = await db.query(
    `update reports set status = 'resolved', resolution = $4, resolved_by = $3, resolved_at = now()
     where status = 'open' and target_type = $1 and target_id = any($2::int[])`,
    [type, ids, resolvedBy, RESOLUTION_CONTENT_DELETED],
  );
  return rowCount ?? 0;
}
