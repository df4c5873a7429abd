import { ADMIN_MESSAGES } from '@common/admin-texts';
import type { ReportResolution } from '@common/schemas/admin';
import type { ResolveReportBody } from '@common/schemas/moderation';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { transaction } from '../../db/pool';
import { conflict, notFound } from '../../lib/http-errors';
import { type AuditActor, recordAudit } from '../audit';
import { removeChallengeIn } from '../challenges';
import { removeClubIn } from '../clubs';
import { deleteMedia } from '../media';
import { deleteCommentIn, deletePostIn } from '../posts';
import { dismissReport, type LockedReport, lockReport, resolveReports } from './reports-repository';
import { suspendIn } from './user-actions';

async function lockOpenReport(tx: pg.PoolClient, id: number): Promise<LockedReport> {
  const report = await lockReport(tx, id);
  if (!report) throw notFound(ADMIN_MESSAGES.reportNotFound);
  if (report.status !== 'open') throw conflict(ADMIN_MESSAGES.reportClosed);
  return report;
}

function resolutionOf(deleted: boolean, suspended: boolean): ReportResolution {
  if (deleted && suspended) return 'content_deleted_user_suspended';
  if (deleted) return 'content_deleted';
  return suspended ? 'user_suspended' : 'no_action';
}

const reportTarget = (r: LockedReport) => ({
  type: 'report' as const,
  id: r.id,
  label: `${r.target_type} #${r.target_id}`,
});

/**
 * Acts on a report in one transaction: closes it and the other open reports of the same target,
 * deletes the content and/or suspends its author (each audited as its own action), and audits
 * the resolution. Any refusal (the author is an admin...) rolls everything back. Files and open
 * sockets are dealt with after the commit.
 */
export async function resolveReport(
  app: FastifyInstance,
  actor: AuditActor,
  reportId: number,
  { deleteContent = false, suspendUser = false, note }: ResolveReportBody,
): Promise<void> {
  const detail = { reportId };
  const outcome = await transaction(app.db, async (tx) => {
    const report = await lockOpenReport(tx, reportId);
    const deletable = deleteContent && report.target_type !== 'user';
    if (suspendUser && report.target_user_id === null) throw conflict(ADMIN_MESSAGES.nothingToSuspend);
    const resolution = resolutionOf(deletable, suspendUser);
    // First, so that the deletion below finds these reports already closed with this resolution.
    const closed = await resolveReports(tx, report, actor.id, resolution);
    const by = { actor, isAdmin: true, audit: true, detail };
    let mediaKeys: (string | null)[] = [];
    if (deletable && report.target_type === 'post') {
      mediaKeys = (await deletePostIn(tx, report.target_id, by))?.mediaKeys ?? [];
    } else if (deletable && report.target_type === 'club') {
      await removeClubIn(tx, report.target_id, by);
    } else if (deletable && report.target_type === 'challenge') {
      await removeChallengeIn(tx, report.target_id, by);
    } else if (deletable) {
      await deleteCommentIn(tx, report.target_id, by);
    }
    const suspended = suspendUser ? report.target_user_id : null;
    if (suspended !== null) await suspendIn(tx, actor, suspended, note || `Report #${reportId}`, detail);
    await recordAudit(tx, actor, 'report.resolve', reportTarget(report), {
      resolution,
      closedReports: closed,
      ...(note && { note }),
    });
    return { mediaKeys, suspended };
  });
  await deleteMedia(app, outcome.mediaKeys);
  if (outcome.suspended !== null) await app.realtime.endSessions(outcome.suspended);
}

export async function dismiss(app: FastifyInstance, actor: AuditActor, reportId: number): Promise<void> {
  await transaction(app.db, async (tx) => {
    const report = await lockOpenReport(tx, reportId);
    await dismissReport(tx, report.id, actor.id);
    await recordAudit(tx, actor, 'report.dismiss', reportTarget(report));
  });
}
