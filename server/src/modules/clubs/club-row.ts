import type { ClubRole, ClubSport, JoinPolicy } from '@common/clubs-texts';
import { SUSPENDED_IDS_SQL } from '../access';

/** A club as repositories read it, with the viewer's membership (null: none). */
export interface ClubRow {
  id: number;
  owner_id: number;
  name: string;
  description: string | null;
  sport: ClubSport;
  join_policy: JoinPolicy;
  image_url: string | null;
  home_gym_id: number | null;
  home_gym_name: string | null;
  member_count: number;
  created_at: Date;
  my_role: ClubRole | null;
  my_status: 'active' | 'requested' | 'invited' | null;
}

/**
 * The club's member count as its members list shows it: the kept counter less its suspended
 * members, who are on no list. The suspended set is small and read once per statement
 * (users_suspended_idx), each probe a primary-key read of club_members.
 */
const SHOWN_MEMBER_COUNT = `c.member_count - (select count(*)::int from club_members sm
  where sm.club_id = c.id and sm.status = 'active' and sm.user_id in ${SUSPENDED_IDS_SQL})`;

/**
 * The columns of a ClubRow from `clubs c`, `gyms g` (left-joined on the home gym) and the
 * viewer's `club_members m` (left-joined).
 */
export const CLUB_SELECT = `c.id, c.owner_id, c.name, c.description, c.sport, c.join_policy, c.image_url, c.home_gym_id,
  g.name as home_gym_name, ${SHOWN_MEMBER_COUNT} as member_count, c.created_at, m.role as my_role,
  m.status as my_status`;

/** The joins CLUB_SELECT reads; `viewer` is the viewer's id placeholder. */
export const clubJoins = (viewer: string) => `left join gyms g on g.id = c.home_gym_id
  left join club_members m on m.club_id = c.id and m.user_id = ${viewer}`;

/**
 * Who may know a club exists: open and by-request clubs are listed for everyone; a private one
 * only for its members and whoever it invited (admins see every club).
 */
export const clubVisibleSql = (isAdmin: string) => `(${isAdmin} or c.join_policy <> 'private' or m.status is not null)`;
