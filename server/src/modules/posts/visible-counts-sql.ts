import { hiddenMemberIdsSql } from '../access';
import { hiddenRemoteCommentsSql, hiddenRemoteLikesSql } from '../federation';
import { VIEWER_ID, VIEWER_IS_ADMIN } from './visibility';

// A post's counts as its viewer may read them: the maintained counters less what comes from
// members the viewer is not shown (blocked either way, or suspended: access/shown-members.ts) and
// from remote accounts they no longer see. Admins see everyone, so their counts are the counters'.
// The members the viewer is not shown are read once per statement (an uncorrelated array: an
// InitPlan), then each post probes an index with them; with no blocks and no suspensions the
// array is empty and the probe finds nothing at once. Remote rows are one short index range.

/**
 * The number of comments on the post `p` that its viewer can read, so the count beside a post is
 * the length of the list it opens (comments-repository.ts). Probes comments (user_id, post_id).
 */
export function visibleCommentsCountSql(p: string): string {
  return `(${p}.comments_count
    - case when ${VIEWER_IS_ADMIN} then 0 else (select count(*) from comments hc
        where hc.user_id = any(array${hiddenMemberIdsSql(VIEWER_ID)}) and hc.post_id = ${p}.id) end
    - ${hiddenRemoteCommentsSql(VIEWER_ID, p)})::int`;
}

/**
 * The number of likes of the post `p` from members and accounts its viewer is shown: a spammer's
 * likes stop counting once they are suspended. Probes the primary key likes (post_id, user_id).
 */
export function visibleLikesCountSql(p: string): string {
  return `(${p}.likes_count
    - case when ${VIEWER_IS_ADMIN} then 0 else (select count(*) from likes hl
        where hl.post_id = ${p}.id and hl.user_id = any(array${hiddenMemberIdsSql(VIEWER_ID)})) end
    - ${hiddenRemoteLikesSql(VIEWER_ID, p)})::int`;
}
