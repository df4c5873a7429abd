import { CLUB_MESSAGES as M } from '@common/clubs-texts';
import { forbidden, notFound } from '../../lib/http-errors';
import type { Viewer } from '../access';
import type { ClubRow } from './club-row';

// Who may do what in a club (docs/decisions/0033). Site admins may do everything an owner may
// (moderation); a club the viewer may not know of is 404, one they see but may not change 403.

export function isClubVisible(viewer: Viewer, club: ClubRow): boolean {
  return viewer.isAdmin || club.join_policy !== 'private' || club.my_status !== null;
}

export function isActiveMember(club: ClubRow): boolean {
  return club.my_status === 'active';
}

/** The feed, members, events, challenges and chat: members; for an open club, everyone. */
export function canSeeContent(viewer: Viewer, club: ClubRow): boolean {
  return viewer.isAdmin || isActiveMember(club) || club.join_policy === 'open';
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
