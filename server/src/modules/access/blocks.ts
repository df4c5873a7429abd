// Blocks (issue 9) hide two members from each other, both ways: part of the access rule. Every query that shows a member
// or their content applies one of these predicates; admins skip them like the privacy rule.
//
// `viewer` is a SQL expression for the viewing member's id (usually a parameter such as '$1::int').

/**
 * The members blocked either way with `viewer`: two index range reads, the primary key
 * (blocker_id, blocked_id) for "whom I blocked" and blocks_blocked_idx for "who blocked me".
 * The subquery is uncorrelated, so PostgreSQL runs it once per statement and keeps the ids as a
 * hashed set: a list of a thousand posts costs two index reads plus a hash probe per row, not two
 * index probes per row.
 */
export function blockedIdsSql(viewer: string): string {
  return `(select blk.blocked_id from blocks blk where blk.blocker_id = ${viewer}
    union all select blk.blocker_id from blocks blk where blk.blocked_id = ${viewer})`;
}

/**
 * `column` (a member id: an author, a commenter, a contact) is not blocked either way with the
 * viewer. Ids are never null, so NOT IN has no three-valued surprise here.
 */
export function notBlockedSql(viewer: string, column: string): string {
  return `${column} not in ${blockedIdsSql(viewer)}`;
}

/** Whether a block exists either way between the members `a` and `b` (one pair: two primary-key probes). */
export function blockBetweenSql(a: string, b: string): string {
  return `exists (select 1 from blocks blk where (blk.blocker_id = ${a} and blk.blocked_id = ${b})
    or (blk.blocker_id = ${b} and blk.blocked_id = ${a}))`;
}
