import type { Queryable } from '../../db/pool';
import { type AuditActor, recordAudit } from '../audit';
import { closeReportsOf, type ReportTarget } from '../moderation';
import { isClubVisible } from './policies';
import { findClub } from './repository';

// A club leaves everyone's view in one statement: its members, feed, conversation (club_messages),
// events and challenges (with their boards) cascade from it (migrations 0190, 0191). Its open
// reports and those of its challenges close with it, as deleted content's do (issue 9).

/** Who removes the club, and whether it is a moderation act to audit (a site admin, not the owner). */
export interface ClubRemover {
  actor: AuditActor;
  isAdmin: boolean;
  audit: boolean;
  /** Extra audit detail (the report that led to it). */
  detail?: Record<string, unknown>;
}

/** Removes the club inside the caller's transaction; false when it is already gone. */
export async function removeClubIn(tx: Queryable, clubId: number, by: ClubRemover): Promise<boolean> {
  const { rows } = await tx.query<{ name: string; owner_id: number; challenge_ids: number[] }>(
    `select c.name, c.owner_id,
       array(select ch.id from challenges ch where ch.club_id = c.id) as challenge_ids
     from clubs c where c.id = $1 for update`,
    [clubId],
  );
  const club = rows[0];
  if (!club) return false;
  const resolvedBy = by.isAdmin ? by.actor.id : null;
  await closeReportsOf(tx, 'club', [clubId], resolvedBy);
  await closeReportsOf(tx, 'challenge', club.challenge_ids, resolvedBy);
  await tx.query('delete from clubs where id = $1', [clubId]);
  if (by.audit) {
    await recordAudit(
      tx,
      by.actor,
      'club.delete',
      { type: 'club', id: clubId, label: club.name },
      { ownerId: club.owner_id, challenges: club.challenge_ids.length, ...by.detail },
    );
  }
  return true;
}

/** A club as a report's target: its owner and name, if the reporter may know it exists. */
export async function clubAsReportTarget(
  db: Queryable,
  viewer: { id: number; isAdmin: boolean },
  id: number,
): Promise<ReportTarget | undefined> {
  const club = await findClub(db, id, viewer.id);
  if (!club || !isClubVisible(viewer, club)) return undefined;
  return { user_id: club.owner_id, excerpt: club.name };
}
