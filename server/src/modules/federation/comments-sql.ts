import { remoteAccountBlockedSql, remoteAccountSeenSql } from '../access';

// Remote replies inside a post's comments (posts/comments-repository.ts unions this with its own
// select): the same columns, the author taken from the remote actor, and the `remote_*` columns
// that mark where it came from. A viewer's own blocks and admins' server and account blocks hide
// them, and so does the account's suspension by its own server.

/** Select over the `post` CTE of the comments list; `$viewer`, `$before`, `$limit` are its parameters. */
export function remoteCommentsSql(viewer: string, before: string, limit: string): string {
  return `select fc.id, fc.post_id, 0 as user_id, fc.content_html as content, fc.created_at,
    a.handle as username, a.name, case when a.avatar_url is null then null else '/api/federation/accounts/' || a.id || '/avatar' end
      as profile_image_url, false as is_trainer,
    a.server as remote_server, fc.url as remote_url, a.handle as remote_handle
  from post join federation_comments fc on fc.post_id = post.id
  join federation_actors a on a.id = fc.actor_id
  where fc.id < coalesce(${before}::bigint, 9223372036854775807)
    and ${remoteAccountSeenSql(viewer, 'a')}
  order by fc.id desc limit ${limit}::int`;
}

/**
 * How many remote replies on the post `p` its counter holds but the viewer's list leaves out: those
 * of blocked accounts (a suspended account's replies already left the counter). One read of the
 * post's remote replies (index (post_id, id)), usually none.
 */
export function hiddenRemoteCommentsSql(viewer: string, p: string): string {
  return `(select count(*) from federation_comments fc join federation_actors a on a.id = fc.actor_id
    where fc.post_id = ${p}.id and a.suspended_at is null and ${remoteAccountBlockedSql(viewer, 'a')})`;
}
