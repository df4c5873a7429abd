import { CHALLENGE_MESSAGES as M } from '@common/challenges-texts';
import type { Queryable } from '../../db/pool';
import { forbidden, notFound } from '../../lib/http-errors';
import type { Viewer } from '../access';
import {
  type ClubRow,
  canSeeContent,
  findClub,
  isActiveMember,
  isClubAdmin,
  isContentForEveryone,
  type Publisher,
} from '../clubs';
import type { ChallengeRow } from './challenge-row';
import { findChallenge } from './repository';

// Who may see, join and change a challenge (docs/decisions/0033). A public challenge is every
// member's; a club's is its members' (for an open club anyone may look). 404 when the viewer may
// not know of it, 403 when they may but not do this (decision 0026).

export interface ChallengeAccess {
  challenge: ChallengeRow;
  club: ClubRow | null;
}

/** The challenge and its club, or undefined when the viewer may not see it. */
export async function visibleChallenge(
  db: Queryable,
  viewer: Viewer,
  challenge: ChallengeRow | undefined,
): Promise<ChallengeAccess | undefined> {
  if (!challenge) return undefined;
  if (challenge.club_id === null) return { challenge, club: null };
  const club = await findClub(db, challenge.club_id, viewer.id);
  if (!club || !canSeeContent(viewer, club)) return undefined;
  return { challenge, club };
}

/** The challenge and its club, or 404 when the viewer may not see it. */
export async function requireVisibleChallenge(
  db: Queryable,
  viewer: Viewer,
  challenge: ChallengeRow | undefined,
): Promise<ChallengeAccess> {
  const access = await visibleChallenge(db, viewer, challenge);
  if (!access) throw notFound(M.challengeNotFound);
  return access;
}

/** Challenge `id` as the viewer may see it (404 otherwise), read with their participation. */
export async function loadVisibleChallenge(db: Queryable, viewer: Viewer, id: number): Promise<ChallengeAccess> {
  return requireVisibleChallenge(db, viewer, await findChallenge(db, id, viewer.id));
}

/** The load/check/edit preamble of the routes that change a challenge: visible (404), then editable (403). */
export async function requireEditableChallenge(db: Queryable, viewer: Viewer, id: number): Promise<ChallengeAccess> {
  const access = await loadVisibleChallenge(db, viewer, id);
  requireChallengeEditor(viewer, access);
  return access;
}

/**
 * A public challenge is changed or deleted by its creator, a club's by the club's admins: its
 * creator too only while one of them (an admin removed from the club, or made a member again, no
 * longer deletes everyone's standings). Site admins always (moderation).
 */
export function requireChallengeEditor(viewer: Viewer, { challenge, club }: ChallengeAccess): void {
  if (viewer.isAdmin) return;
  if (club ? isClubAdmin(viewer, club) : challenge.creator_id === viewer.id) return;
  throw forbidden(club ? M.notClubAdmin : M.notCreator);
}

/** A club's challenge takes only its active members. */
export function requireMayJoin(viewer: Viewer, { club }: ChallengeAccess): void {
  if (club && !isActiveMember(club) && !viewer.isAdmin) throw forbidden(M.notClubMember);
}

/** A club challenge is created by the club's owner or admins. */
export async function requireClubForChallenge(db: Queryable, viewer: Viewer, clubId: number): Promise<ClubRow> {
  const club = await findClub(db, clubId, viewer.id);
  if (!club || (club.join_policy === 'private' && club.my_status === null && !viewer.isAdmin))
    throw notFound(M.clubNotFound);
  if (!isClubAdmin(viewer, club)) throw forbidden(M.notClubAdmin);
  return club;
}

/**
 * Issue 18, as for posts: until their email address is confirmed a member publishes nothing every
 * member can read. A public challenge, or one in an open club (whose challenges anyone may look at),
 * waits for the confirmation, created or renamed; one in a by-request or private club, which only
 * its members see, does not.
 */
export function requireMayPublishChallenge(member: Publisher, club: ClubRow | null): void {
  if (member.email_verified_at !== null) return;
  if (club === null || isContentForEveryone(club.join_policy)) throw forbidden(M.verifyToCreatePublic);
}
