import { remoteAccountBlockedSql } from '../access';

/**
 * How many remote likes of the post `p` its counter holds but `viewer` is not shown: those of
 * accounts blocked (by an admin, their server, or the viewer; a suspended account's likes already
 * left the counter). One range of the primary key (post_id, actor_id), usually empty.
 */
export function hiddenRemoteLikesSql(viewer: string, p: string): string {
  return `(select count(*) from federation_likes fl join federation_actors a on a.id = fl.actor_id
    where fl.post_id = ${p}.id and a.suspended_at is null and ${remoteAccountBlockedSql(viewer, 'a')})`;
}
