import { hiddenMemberIdsSql } from '../access';
import { hiddenRemoteCommentsSql } from '../federation';
import { VIEWER_ID, VIEWER_IS_ADMIN } from './visibility';

/**
 * The number of comments on the post `p` that its viewer can read: the maintained counter less
 * what the comments list leaves out for them (comments-repository.ts), so the count beside a post
 * is the length of the list it opens. Left out: comments by members blocked either way with the
 * viewer or suspended (not for admins, who see them), and remote replies the viewer no longer sees.
 * The members the viewer is not shown are read once per statement (an uncorrelated array: an
 * InitPlan), then each post probes index comments (user_id, post_id) with them; with no blocks and
 * no suspensions the array is empty and the probe finds nothing at once.
 */
export function visibleCommentsCountSql(p: string): string {
  return `(${p}.comments_count
    - case when ${VIEWER_IS_ADMIN} then 0 else (select count(*) from comments hc
        where hc.user_id = any(array${hiddenMemberIdsSql(VIEWER_ID)}) and hc.post_id = ${p}.id) end
    - ${hiddenRemoteCommentsSql(VIEWER_ID, p)})::int`;
}
