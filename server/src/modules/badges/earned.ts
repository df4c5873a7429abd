import { EARNED_BADGES, type EarnedBadge } from '@common/badges/catalog';
import type { Queryable } from '../../db/pool';

// Earned badges (docs/decisions/0006-earned-badges.md): granted by the server, and only by it,
// when a saved workout log qualifies the member. Which badges a member's logs qualify for is the
// view earned_badge_candidates (migration 0080), so the rule has one definition for the backfill,
// the demo seed and every log saved from then on.

/**
 * Grants the earned badges the member now qualifies for and does not hold yet; answers the new
 * ones. Runs in the transaction that saved the log, so the badge exists exactly when the log does.
 * The badges already held are passed to the view's filter: the planner drops their branches
 * (a constant false), so a member who holds the record badge does not rescan every set they logged.
 */
export async function awardEarnedBadges(db: Queryable, userId: number): Promise<EarnedBadge[]> {
  const { rows: held } = await db.query<{ badge: EarnedBadge }>(
    'select badge from member_badges where user_id = $1 and badge = any($2)',
    [userId, EARNED_BADGES],
  );
  if (held.length === EARNED_BADGES.length) return [];
  const { rows } = await db.query<{ badge: EarnedBadge }>(
    `insert into member_badges (user_id, badge)
     select distinct user_id, badge from earned_badge_candidates
     where user_id = $1 and badge <> all($2::text[])
     on conflict do nothing
     returning badge`,
    [userId, held.map((h) => h.badge)],
  );
  return rows.map((r) => r.badge);
}

/** Every member's earned badges at once (the demo seed, after it writes logs without the API). */
export async function awardEarnedBadgesToAll(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    'insert into member_badges (user_id, badge) select distinct user_id, badge from earned_badge_candidates on conflict do nothing',
  );
  return rowCount ?? 0;
}
