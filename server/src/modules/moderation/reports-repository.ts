import type { ReportReason, ReportStatus, ReportTargetType } from '@common/schemas/moderation';
import type { Queryable } from '../../db/pool';
import { SUSPENDED_IDS_SQL, type Viewer } from '../access';
import { registeredFinder, reportedPostPrivacySql } from './report-targets';

/** Longest copy of the reported text kept as evidence. */
export const EXCERPT_LENGTH = 300;

/** What a report is about, as the reporter may see it: whose it is and the text to keep. */
export interface ReportTarget {
  user_id: number;
  excerpt: string | null;
}

// Posts and comments use the posts domain's viewer parameters ($1 viewer id, $2 admin) and $3
// the target. A post counts when the posts domain's privacy rule lets the reporter see it (its
// audience, D5, or the active members of the private club it was written in); blocks do not hide
// it here: a member may report what they saw, also after blocking its author.
const excerpt = (text: string) => `nullif(left(${text}, ${EXCERPT_LENGTH}), '')`;
// A suspended member's posts and comments are hidden from everyone but admins (access/shown-members.ts):
// nobody else can have seen them, so nobody else reports them.
const notSuspended = (column: string) => `${column} not in ${SUSPENDED_IDS_SQL}`;
// Built per report: the posts domain registers its rule when the app starts (report-targets.ts).
const postVisible = () => `($2::boolean or (${reportedPostPrivacySql('p')} and ${notSuspended('p.user_id')}))`;

const postSql = () => `select p.user_id, ${excerpt('p.content')} as excerpt
  from posts p
  where p.id = $3::bigint and ${postVisible()}`;

// A comment is as visible as its post, and hidden with its author's suspension.
const commentSql = () => `select c.user_id, ${excerpt('c.content')} as excerpt
  from comments c join posts p on p.id = c.post_id
  where c.id = $3::bigint and ${postVisible()} and ($2::boolean or ${notSuspended('c.user_id')})`;

// Any member who is not suspended; the evidence is who they were at report time.
const USER_SQL = `select u.id as user_id, ${excerpt(`'@' || u.username || ' (' || u.name || ')'`)} as excerpt
  from users u where u.id = $1 and u.suspended_at is null`;

/**
 * The reported post, comment, member, or a target another domain registered (a club, a
 * challenge); undefined when unknown or hidden from the reporter.
 */
export async function findReportTarget(
  db: Queryable,
  viewer: Viewer,
  type: ReportTargetType,
  targetId: number,
): Promise<ReportTarget | undefined> {
  if (type !== 'user' && type !== 'post' && type !== 'comment') {
    return (await registeredFinder(type)?.(db, viewer, targetId)) ?? undefined;
  }
  const { rows } =
    type === 'user'
      ? await db.query<ReportTarget>(USER_SQL, [targetId])
      : await db.query<ReportTarget>(type === 'post' ? postSql() : commentSql(), [viewer.id, viewer.isAdmin, targetId]);
  return rows[0];
}

export interface NewReport {
  reporterId: number;
  targetType: ReportTargetType;
  targetId: number;
  target: ReportTarget;
  reason: ReportReason;
  details: string | null;
}

export interface ReportReceiptRow {
  id: number;
  status: ReportStatus;
  created: boolean;
}

/**
 * Files a report, or answers the reporter's open report of the same target: the unique partial
 * index reports_one_open_key stops the duplicate (`on conflict do nothing`), then the open one is
 * read back. Undefined only if that open report was closed in between (the caller tries again).
 */
export async function insertReport(db: Queryable, report: NewReport): Promise<ReportReceiptRow | undefined> {
  const { rows } = await db.query<ReportReceiptRow>(
    `with inserted as (
       insert into reports (reporter_id, target_type, target_id, target_user_id, target_excerpt, reason, details)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (reporter_id, target_type, target_id) where status = 'open' do nothing
       returning id, status, true as created
     )
     select * from inserted
     union all
     select r.id, r.status, false from reports r
     where r.reporter_id = $1 and r.target_type = $2 and r.target_id = $3 and r.status = 'open'
       and not exists (select 1 from inserted)`,
    [
      report.reporterId,
      report.targetType,
      report.targetId,
      report.target.user_id,
      report.target.excerpt,
      report.reason,
      report.details,
    ],
  );
  return rows[0];
}
