import { blockedIdsSql, notBlockedSql } from './blocks';

// Whom a member is shown, with what they wrote: no block stands between the two (either way), and
// no admin has suspended them. A suspension hides the member for everyone but admins, as a block
// hides two members from each other: their profile (404), their posts in every list and on their
// pages, their comments and the news of what they did. Rows are kept, so lifting the suspension
// shows them all again. Remote accounts have their own rule (remote-accounts.ts).

/**
 * The suspended members: an index-only read of users_suspended_idx (migration 0190), which holds
 * only them. Uncorrelated, so PostgreSQL reads it once per statement and keeps a hashed set, like
 * the blocked ids.
 */
export const SUSPENDED_IDS_SQL = '(select su.id from users su where su.suspended_at is not null)';

/**
 * `column` (a member id: an author, a commenter, an actor, a message's sender) is shown to `viewer`.
 * The messages badge and the unread-messages email count by it, as the contacts list does, so the badge
 * never counts a message that no conversation shows.
 */
export function shownMemberSql(viewer: string, column: string): string {
  return `(${notBlockedSql(viewer, column)} and ${column} not in ${SUSPENDED_IDS_SQL})`;
}

/** The members `viewer` is not shown (blocked either way, or suspended), for an `= any(array(...))` probe. */
export function hiddenMemberIdsSql(viewer: string): string {
  return `(${blockedIdsSql(viewer)} union all ${SUSPENDED_IDS_SQL})`;
}
