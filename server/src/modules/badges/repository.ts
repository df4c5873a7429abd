import type { BadgeId, ClaimBadge } from '@common/badges/catalog';
import type { BadgeRequestStatus } from '@common/schemas/badges';
import type { Queryable } from '../../db/pool';
import type { BadgeRequestRow, MemberBadgeRow } from './presenter';

// Badges held and badge requests. Writes run inside the caller's transaction (decisions.ts).

/** A member's badges (the member_badges primary key). */
export async function listMemberBadges(db: Queryable, userId: number): Promise<MemberBadgeRow[]> {
  const { rows } = await db.query<MemberBadgeRow>(
    'select badge, earned_at from member_badges where user_id = $1 order by earned_at, badge',
    [userId],
  );
  return rows;
}

export async function holdsBadge(db: Queryable, userId: number, badge: BadgeId): Promise<boolean> {
  const { rows } = await db.query('select 1 from member_badges where user_id = $1 and badge = $2', [userId, badge]);
  return rows.length > 0;
}

/** Adds a claim badge; false when the member already held it. */
export async function insertClaimBadge(db: Queryable, userId: number, badge: ClaimBadge, grantedBy: number) {
  const { rowCount } = await db.query(
    `insert into member_badges (user_id, badge, granted_by) values ($1, $2, $3) on conflict do nothing`,
    [userId, badge, grantedBy],
  );
  return rowCount === 1;
}

/** Removes a claim badge; false when the member did not hold it. */
export async function deleteClaimBadge(db: Queryable, userId: number, badge: ClaimBadge) {
  const { rowCount } = await db.query('delete from member_badges where user_id = $1 and badge = $2', [userId, badge]);
  return rowCount === 1;
}

/**
 * users.is_trainer is the copy of the certified_trainer badge that member cards embed; it is
 * written here only, in the transaction that grants or revokes the badge.
 */
export async function mirrorClaimFlag(db: Queryable, userId: number, badge: ClaimBadge, held: boolean) {
  if (badge === 'certified_trainer') await db.query('update users set is_trainer = $2 where id = $1', [userId, held]);
}

/** The member's row, locked, so two decisions about one member apply one after the other. */
export async function lockMember(db: Queryable, userId: number) {
  const { rows } = await db.query<{ id: number; username: string }>(
    'select id, username from users where id = $1 for update',
    [userId],
  );
  return rows[0];
}

const REQUEST_COLUMNS = `r.id, r.user_id, r.badge, r.note, r.link, r.status, r.created_at, r.decided_at,
  r.decision_reason, d.username as decided_by_username`;

/** A new waiting request; undefined when one is already waiting (badge_requests_one_pending_key). */
export async function insertRequest(
  db: Queryable,
  userId: number,
  input: { badge: ClaimBadge; note: string | null; link: string | null },
): Promise<BadgeRequestRow | undefined> {
  const { rows } = await db.query<BadgeRequestRow>(
    `with r as (
       insert into badge_requests (user_id, badge, note, link) values ($1, $2, $3, $4)
       on conflict (user_id, badge) where status = 'pending' do nothing
       returning *
     )
     select ${REQUEST_COLUMNS} from r left join users d on d.id = r.decided_by`,
    [userId, input.badge, input.note, input.link],
  );
  return rows[0];
}

/** The member's own requests, newest first (badge_requests_user_idx). */
export async function listOwnRequests(db: Queryable, userId: number): Promise<BadgeRequestRow[]> {
  const { rows } = await db.query<BadgeRequestRow>(
    `select ${REQUEST_COLUMNS} from badge_requests r left join users d on d.id = r.decided_by
     where r.user_id = $1 order by r.id desc limit 20`,
    [userId],
  );
  return rows;
}

/** The admin queue of one status, newest first, with each member's card (badge_requests_status_idx). */
export async function listQueue(
  db: Queryable,
  page: { status: BadgeRequestStatus; limit: number; before?: number },
): Promise<BadgeRequestRow[]> {
  const { rows } = await db.query<BadgeRequestRow>(
    `select ${REQUEST_COLUMNS}, json_build_object('id', u.id, 'username', u.username, 'name', u.name,
       'profile_image_url', u.profile_image_url, 'is_trainer', u.is_trainer) as member
     from badge_requests r
     join users u on u.id = r.user_id
     left join users d on d.id = r.decided_by
     where r.status = $1 and ($2::bigint is null or r.id < $2)
     order by r.id desc limit $3`,
    [page.status, page.before ?? null, page.limit],
  );
  return rows;
}

export async function findRequest(db: Queryable, id: number): Promise<BadgeRequestRow | undefined> {
  const { rows } = await db.query<BadgeRequestRow>(
    `select ${REQUEST_COLUMNS} from badge_requests r left join users d on d.id = r.decided_by where r.id = $1`,
    [id],
  );
  return rows[0];
}

/** One request, locked for a decision. */
export async function lockRequest(db: Queryable, id: number): Promise<BadgeRequestRow | undefined> {
  const { rows } = await db.query<BadgeRequestRow>(
    `select ${REQUEST_COLUMNS} from badge_requests r left join users d on d.id = r.decided_by
     where r.id = $1 for update of r`,
    [id],
  );
  return rows[0];
}

/** The waiting request of a member for a badge, locked (a direct grant closes it too). */
export async function lockPendingRequest(db: Queryable, userId: number, badge: ClaimBadge) {
  const { rows } = await db.query<{ id: number }>(
    `select id from badge_requests where user_id = $1 and badge = $2 and status = 'pending' for update`,
    [userId, badge],
  );
  return rows[0];
}

export async function closeRequest(
  db: Queryable,
  id: number,
  close: { status: Exclude<BadgeRequestStatus, 'pending'>; decidedBy: number | null; reason?: string | null },
): Promise<boolean> {
  // Only a waiting request closes: a withdrawal racing an admin's decision changes nothing once decided.
  const { rowCount } = await db.query(
    `update badge_requests set status = $2, decided_by = $3, decided_at = now(), decision_reason = $4
     where id = $1 and status = 'pending'`,
    [id, close.status, close.decidedBy, close.reason ?? null],
  );
  return rowCount === 1;
}
