import type { ReportResolution } from '@common/schemas/admin';
import type { ReportStatus, ReportTargetType } from '@common/schemas/moderation';
import type { Queryable } from '../../db/pool';
import type { AdminReportRow } from './presenter';

const card = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'username', ${alias}.username, 'name', ${alias}.name,
     'profile_image_url', ${alias}.profile_image_url, 'is_trainer', ${alias}.is_trainer)`;

// A report with both members' cards, whether its target still exists and, for a comment, the
// post it is on: exists-subqueries by primary key, so a page stays one query. `source` is the
// reports read: the table, or a page of it chosen first.
const reportSelect = (source: string) => `
select r.id, r.target_type, r.target_id, r.target_excerpt, r.reason, r.details, r.status, r.resolution,
  r.resolved_at, r.created_at,
  case r.target_type
    when 'post' then exists (select 1 from posts p where p.id = r.target_id)
    when 'comment' then exists (select 1 from comments c where c.id = r.target_id)
    when 'club' then exists (select 1 from clubs cl where cl.id = r.target_id)
    when 'challenge' then exists (select 1 from challenges ch where ch.id = r.target_id)
    else exists (select 1 from users x where x.id = r.target_id)
  end as target_exists,
  case when r.target_type = 'comment' then (select c.post_id from comments c where c.id = r.target_id) end as post_id,
  case when tu.id is null then null else ${card('tu')} end as target_user,
  ${card('rep')} as reporter
from ${source} r
join users rep on rep.id = r.reporter_id
left join users tu on tu.id = r.target_user_id`;

type ReportPage = { status: ReportStatus; limit: number; before?: number };

/**
 * GET /api/admin/reports: one status, newest first (reports_status_idx). The page is chosen among
 * the reports first, then given its cards. Chosen after them, PostgreSQL planned the target check
 * for every open report, not the page's: with a few hundred open it read every member into a
 * hashed set (10,041 members read for a page of 20 at 10,000 members and 333 open reports; 60 now).
 */
export function listReportsQuery({ status, limit, before }: ReportPage): { text: string; values: unknown[] } {
  return {
    text: `with page as materialized (
       select * from reports r where r.status = $1 and ($2::bigint is null or r.id < $2) order by r.id desc limit $3
     )
     ${reportSelect('page')} order by r.id desc`,
    values: [status, before ?? null, limit],
  };
}

export async function listReports(db: Queryable, page: ReportPage): Promise<AdminReportRow[]> {
  const query = listReportsQuery(page);
  return (await db.query<AdminReportRow>(query.text, query.values)).rows;
}

export async function findReport(db: Queryable, id: number): Promise<AdminReportRow | undefined> {
  const { rows } = await db.query<AdminReportRow>(`${reportSelect('reports')} where r.id = $1`, [id]);
  return rows[0];
}

export interface LockedReport {
  id: number;
  status: ReportStatus;
  target_type: ReportTargetType;
  target_id: number;
  target_user_id: number | null;
}

/** The report, locked: two admins handling it at once cannot both act on it. */
export async function lockReport(db: Queryable, id: number): Promise<LockedReport | undefined> {
  const { rows } = await db.query<LockedReport>(
    'select id, status, target_type, target_id, target_user_id from reports where id = $1 for update',
    [id],
  );
  return rows[0];
}

/** Resolves the report and every other open report of the same target; answers how many closed. */
export async function resolveReports(
  db: Queryable,
  report: LockedReport,
  adminId: number,
  resolution: ReportResolution,
): Promise<number> {
  const { rowCount } = await db.query(
    `update reports set status = 'resolved', resolution = $4, resolved_by = $5, resolved_at = now()
     where id = $1 or (status = 'open' and target_type = $2 and target_id = $3)`,
    [report.id, report.target_type, report.target_id, resolution, adminId],
  );
  return rowCount ?? 0;
}

export async function dismissReport(db: Queryable, id: number, adminId: number): Promise<void> {
  await db.query(
    `update reports set status = 'dismissed', resolution = null, resolved_by = $2, resolved_at = now() where id = $1`,
    [id, adminId],
  );
}
