import type { BadgeId, ClaimBadge } from '@common/badges/catalog';
import type { BadgeRequestStatus } from '@common/schemas/badges';
import type { Queryable } from '../../db/pool';

// Badges factories (issue 16 point 1): requests inserted directly, and what a member holds.

export async function buildBadgeRequest(
  db: Queryable,
  userId: number,
  o: { badge?: ClaimBadge; note?: string | null; link?: string | null; status?: BadgeRequestStatus } = {},
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into badge_requests (user_id, badge, note, link, status) values ($1, $2, $3, $4, $5) returning id`,
    [userId, o.badge ?? 'certified_trainer', o.note ?? null, o.link ?? null, o.status ?? 'pending'],
  );
  return rows[0].id;
}

/** The badges a member holds, sorted, straight from the table. */
export async function heldBadges(db: Queryable, userId: number): Promise<BadgeId[]> {
  const { rows } = await db.query<{ badge: BadgeId }>(
    'select badge from member_badges where user_id = $1 order by badge',
    [userId],
  );
  return rows.map((r) => r.badge);
}

/** The trainer flag member cards embed, which must always match the badge. */
export async function trainerFlag(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ is_trainer: boolean }>('select is_trainer from users where id = $1', [userId]);
  return rows[0].is_trainer;
}

/** The member's badge notifications, oldest first. */
export async function badgeNotifications(db: Queryable, userId: number) {
  const { rows } = await db.query<{ type: string; actor_id: number; badge: string | null; detail: string | null }>(
    `select type, actor_id, badge, detail from notifications where user_id = $1 and type like 'badge_%' order by id`,
    [userId],
  );
  return rows;
}
