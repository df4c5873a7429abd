import type { PageQueryParsed } from '@common/schemas/paging';
import type { Queryable } from '../../db/pool';
import { allowsSql, notBlockedSql, settingSql, type Viewer } from '../access';
import type { UserRow } from '../users';
import { type GymRow, gymColumns } from './gym-row';

export type MemberRow = Pick<UserRow, 'id' | 'username' | 'name' | 'profile_image_url' | 'is_trainer'>;

/** The member's home gym, if any. */
export async function findHomeGymOf(db: Queryable, userId: number): Promise<GymRow | undefined> {
  const { rows } = await db.query<GymRow>(
    `select ${gymColumns('g')} from users u join gyms g on g.id = u.home_gym_id where u.id = $1`,
    [userId],
  );
  return rows[0];
}

/**
 * Makes the gym the member's home gym in one statement: no row when the gym does not exist. A gym
 * deleted at the same moment fails the foreign key (23503), which the caller also reads as 404.
 */
export async function setHomeGym(db: Queryable, userId: number, gymId: number): Promise<GymRow | undefined> {
  const { rows } = await db.query<GymRow>(
    `update users u set home_gym_id = g.id, updated_at = now() from gyms g
     where g.id = $1 and u.id = $2 returning ${gymColumns('g')}`,
    [gymId, userId],
  );
  return rows[0];
}

export async function clearHomeGym(db: Queryable, userId: number): Promise<void> {
  await db.query('update users set home_gym_id = null, updated_at = now() where id = $1', [userId]);
}

/**
 * How many members call the gym home, and whether the viewer is one of them. The count is the
 * gym's members as an admin's list shows them: not suspended (on no list), and only those who
 * allow their home gym to be shown (D14), so hiding it never shows up as a number either. The
 * viewer counts themself, as their own list shows them. Like the club and follower counts, it is
 * the same for every member: it does not subtract the profiles this viewer may not see (privacy,
 * blocks), which the page says it does not list. One read of the gym's members
 * (users_home_gym_id_idx).
 */
export function homeGymCountsQuery(gymId: number, viewerId: number): { text: string; values: unknown[] } {
  return {
    text: `select (select count(*) from users u
              where u.home_gym_id = $1 and u.suspended_at is null and (u.home_gym_visible or u.id = $2::int)
            ) as members_count,
            exists (select 1 from users where id = $2::int and home_gym_id = $1) as is_home_gym`,
    values: [gymId, viewerId],
  };
}

export async function homeGymCounts(
  db: Queryable,
  gymId: number,
  viewerId: number,
): Promise<{ membersCount: number; isHomeGym: boolean }> {
  const query = homeGymCountsQuery(gymId, viewerId);
  const { rows } = await db.query<{ members_count: number; is_home_gym: boolean }>(query.text, query.values);
  return { membersCount: rows[0].members_count, isHomeGym: rows[0].is_home_gym };
}

/**
 * Members who call the gym home, allow it to be shown (Settings, D14) and whose profile visibility
 * lets the viewer see them (D5; admins see everyone who allows it), without members blocked either
 * way (issue 9) or suspended; deleted accounts are gone with their row. Newest first, one query per
 * page, keyset-paged by user id (users_home_gym_id_idx).
 */
export function listGymMembersQuery(
  gymId: number,
  viewer: Viewer,
  { limit, before }: PageQueryParsed,
): { text: string; values: unknown[] } {
  const params: unknown[] = [gymId, limit, viewer.id];
  // D14: a member who chose not to appear on their gym's page is listed to nobody but themselves
  // (admins included: the choice is about being seen at a place, not about moderation).
  const conditions = ['u.home_gym_id = $1', 'u.suspended_at is null', '(u.home_gym_visible or u.id = $3::int)'];
  if (!viewer.isAdmin) {
    // Each member's choice read by primary key as the gym's members are walked newest first, so
    // the walk stops at the page. Joined to the settings table, PostgreSQL read all the gym's
    // members and every member's settings, then sorted (303 members for a page of 20 at a gym of
    // 300 members; 58 now).
    const choice = '(select s.profile_visibility from user_settings s where s.user_id = u.id)';
    conditions.push(allowsSql(settingSql(choice, 'profileVisibility'), 'u.id', '$3::int'));
    conditions.push(notBlockedSql('$3::int', 'u.id'));
  }
  if (before) {
    params.push(before);
    conditions.push(`u.id < $${params.length}`);
  }
  return {
    text: `select u.id, u.username, u.name, u.profile_image_url, u.is_trainer
     from users u
     where ${conditions.join(' and ')}
     order by u.id desc limit $2`,
    values: params,
  };
}

export async function listGymMembers(
  db: Queryable,
  gymId: number,
  viewer: Viewer,
  page: PageQueryParsed,
): Promise<MemberRow[]> {
  const query = listGymMembersQuery(gymId, viewer, page);
  return (await db.query<MemberRow>(query.text, query.values)).rows;
}

/** Whether the member's home gym is shown on the gym's page (Settings, D14). */
export async function homeGymVisibleOf(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ home_gym_visible: boolean }>('select home_gym_visible from users where id = $1', [
    userId,
  ]);
  return rows[0]?.home_gym_visible ?? true;
}

export async function setHomeGymVisible(db: Queryable, userId: number, visible: boolean): Promise<void> {
  await db.query('update users set home_gym_visible = $2, updated_at = now() where id = $1', [userId, visible]);
}
