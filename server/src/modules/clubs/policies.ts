import { type JoinPolicy, CLUB_MESSAGES as M } from '@common/clubs-texts';
import { forbidden, notFound } from '../../lib/http-errors';
import type { Viewer } from '../access';
import type { ClubRow } from './club-row';

// Who may do what in a club (docs/decisions/0033). Site admins may do everything an owner may
// (moderation); a club the viewer may not know of is 404, one they see but may not change 403.

/** Every member may see the club itself (name, description, picture): all but private clubs. */
export const isListedForEveryone = (policy: JoinPolicy) => policy !== 'private';

/** Every member may read what is in the club (feed, members, events, challenges, chat): open clubs. */
export const isContentForEveryone = (policy: JoinPolicy) => policy === 'open';

export function isClubVisible(viewer: Viewer, club: ClubRow): boolean {
  return viewer.isAdmin || isListedForEveryone(club.join_policy) || club.my_status !== null;
}

export function isActiveMember(club: ClubRow): boolean {
  return club.my_status === 'active';
}

/** The feed, members, events, challenges and chat: members; for an open club, everyone. */
export function canSeeContent(viewer: Viewer, club: ClubRow): boolean {
  return viewer.isAdmin || isActiveMember(club) || isContentForEveryone(club.join_policy);
}

export function isClubAdmin(viewer: Viewer, club: ClubRow): boolean {
  return viewer.isAdmin || (isActiveMember(club) && (club.my_role === 'owner' || club.my_role === 'admin'));
}

/** The club, or 404 when the viewer may not know it exists. */
export function requireVisible(viewer: Viewer, club: ClubRow | undefined): ClubRow {
  if (!club || !isClubVisible(viewer, club)) throw notFound(M.clubNotFound);
  return club;
}

export function requireClubAdmin(viewer: Viewer, club: ClubRow | undefined): ClubRow {
  const visible = requireVisible(viewer, club);
  if (!isClubAdmin(viewer, visible)) throw forbidden(M.notAdmin);
  return visible;
}

export function requireContentReader(viewer: Viewer, club: ClubRow | undefined): ClubRow {
  const visible = requireVisible(viewer, club);
  if (!canSeeContent(viewer, visible)) throw forbidden(M.notMember);
  return visible;
}

export function requireActiveMember(viewer: Viewer, club: ClubRow | undefined): ClubRow {
  const visible = requireVisible(viewer, club);
  if (!isActiveMember(visible)) throw forbidden(M.notMember);
  return visible;
}

/** What the rule of issue 18 asks of the member: whether their email address is confirmed. */
export interface Publisher {
  email_verified_at: Date | null;
}

/**
 * Issue 18, as for posts: until their email address is confirmed a member publishes nothing every
 * member can read. A club that everyone can see (open or by request: its name and description are
 * listed for all) waits for the confirmation, created or changed; a private club does not.
 */
export function requireMayListClub(member: Publisher, policy: JoinPolicy): void {
  if (member.email_verified_at === null && isListedForEveryone(policy)) throw forbidden(M.verifyToListClub);
}

/**
 * Issue 18 for a club's events: an open club's events are for anyone to read, so until their email
 * address is confirmed an admin of one schedules none. In a by-request or private club only the
 * members read them, and the unconfirmed admin may.
 */
export function requireMaySchedule(member: Publisher, policy: JoinPolicy): void {
  if (member.email_verified_at === null && isContentForEveryone(policy)) throw forbidden(M.verifyToSchedule);
}
