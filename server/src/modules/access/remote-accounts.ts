// Remote accounts (issue 37) a member no longer sees: blocked by an admin (the account or its
// whole server), blocked by the member, or suspended by their own server (decision 0035). Their
// posts, replies and the news of their likes and replies stay out of every list; rows are kept,
// so lifting any of these shows them again.

/**
 * The remote account `actor` (an alias of a `federation_actors` row; under a left join, a missing
 * row passes) is one the member `viewer` (a SQL expression for their id) still sees.
 */
export function remoteAccountSeenSql(viewer: string, actor: string): string {
  return `${actor}.suspended_at is null and not ${remoteAccountBlockedSql(viewer, actor)}`;
}

/**
 * The remote account `actor` is blocked for `viewer`: its server or itself by an admin, or itself
 * by the member. A suspension is apart: its replies and likes already left the post's counters
 * (migration 0222), where a block's stay counted.
 */
export function remoteAccountBlockedSql(viewer: string, actor: string): string {
  return `(exists (select 1 from federation_blocked_servers s where s.host = ${actor}.server)
    or exists (select 1 from federation_blocked_accounts x where x.actor_id = ${actor}.id)
    or exists (select 1 from federation_account_blocks k where k.user_id = ${viewer} and k.actor_id = ${actor}.id))`;
}

/**
 * A row whose `actorId` (a SQL expression: a `federation_actors` id, null for local news) names no
 * remote account, or one `viewer` still sees. Local rows stop at the null test, so a count over a
 * member's notifications probes the remote rules only for remote news.
 */
export function remoteNewsSeenSql(viewer: string, actorId: string): string {
  return `(${actorId} is null or exists (select 1 from federation_actors seen
    where seen.id = ${actorId} and ${remoteAccountSeenSql(viewer, 'seen')}))`;
}
