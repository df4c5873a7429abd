import { blockedIdsSql } from '../access';
import { hiddenRemoteCommentsSql } from '../federation';
import { VIEWER_ID, VIEWER_IS_ADMIN } from './visibility';

/**
 * The number of comments on the post `p` that its viewer can read: the maintained counter less
 * what the comments list leaves out for them (comments-repository.ts), so the count beside a post
 * is the length of the list it opens. Left out: comments by members blocked either way with the
 * viewer (not for admins, who see them), and remote replies the viewer no longer sees. The local
 * part starts from the viewer's blocked members, a handful at most, and probes each one's comments
 * on the post (index comments (user_id, post_id)); a viewer with no blocks pays two empty index
 * reads per post.
 */
export function visibleCommentsCountSql(p: string): string {
  return `(${p}.comments_count
    - case when ${VIEWER_IS_ADMIN} then 0 else (select count(*) from ${blockedIdsSql(VIEWER_ID)} as hidden(id)
        join comments hc on hc.user_id = hidden.id and hc.post_id = ${p}.id) end
    - ${hiddenRemoteCommentsSql(VIEWER_ID, p)})::int`;
}
