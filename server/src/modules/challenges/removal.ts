import type { Queryable } from '../../db/pool';
import type { Viewer } from '../access';
import { type AuditActor, recordAudit } from '../audit';
import { closeReportsOf, type ReportTarget } from '../moderation';
import { visibleChallenge } from './policies';
import { findChallenge } from './repository';

// A challenge leaves everyone's view in one statement: its participants, contributions, rank
// histogram and notices cascade from it (migration 0191). Its open reports close with it, as
// deleted content's do (issue 9).

/** Who removes the challenge, and whether it is a moderation act to audit. */
export interface ChallengeRemover {
  actor: AuditActor;
  isAdmin: boolean;
  audit: boolean;
  detail?: Record<string, unknown>;
}

/** Removes the challenge inside the caller's transaction; false when it is already gone. */
export async function removeChallengeIn(tx: Queryable, id: number, by: ChallengeRemover): Promise<boolean> {
  const { rows } = await tx.query<{ title: string; creator_id: number; club_id: number | null }>(
    'delete from challenges where id = $1 returning title, creator_id, club_id',
    [id],
  );
  const removed = rows[0];
  if (!removed) return false;
  await closeReportsOf(tx, 'challenge', [id], by.isAdmin ? by.actor.id : null);
  if (by.audit) {
    await recordAudit(
      tx,
      by.actor,
      'challenge.delete',
      { type: 'challenge', id, label: removed.title },
      { creatorId: removed.creator_id, clubId: removed.club_id, ...by.detail },
    );
  }
  return true;
}

/** A challenge as a report's target: its creator and title, if the reporter may see it. */
export async function challengeAsReportTarget(
  db: Queryable,
  viewer: Viewer,
  id: number,
): Promise<ReportTarget | undefined> {
  const visible = await visibleChallenge(db, viewer, await findChallenge(db, id, viewer.id));
  return visible && { user_id: visible.challenge.creator_id, excerpt: visible.challenge.title };
}
