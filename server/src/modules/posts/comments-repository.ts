import type { Queryable } from '../../db/pool';
import type { Viewer } from '../access';
import { shownMemberSql } from '../access';
import { remoteCommentsSql } from '../federation';
import type { Page } from './lists-repository';
import { postVisibleSql, VIEWER_ID, VIEWER_IS_ADMIN } from './visibility';

export interface CommentRow {
  id: number;
  post_id: number;
  user_id: number;
  content: string;
  created_at: Date;
  username: string;
  name: string;
  profile_image_url: string | null;
  is_trainer: boolean;
  /** Issue 37: set for a reply from another server (its author is the remote account). */
  remote_server?: string | null;
  remote_url?: string | null;
  remote_handle?: string | null;
}

const COMMENT_COLUMNS = `c.id, c.post_id, c.user_id, c.content, c.created_at,
  u.username, u.name, u.profile_image_url, u.is_trainer`;

// The visibility check is part of the list query, so a page costs one round trip. Comments by
// members blocked either way with the viewer (issue 9), and by suspended members, are left out.
const LIST_SQL = `
with post as (
  select p.id from posts p
  where p.id = $3::bigint and ${postVisibleSql('p')}
)
select * from ((
  select ${COMMENT_COLUMNS}, null as remote_server, null as remote_url, null as remote_handle
  from post join comments c on c.post_id = post.id
  join users u on u.id = c.user_id
  where c.id < coalesce($4::bigint, 9223372036854775807)
    and (${VIEWER_IS_ADMIN} or ${shownMemberSql(VIEWER_ID, 'c.user_id')})
  order by c.id desc limit $5::int
) union all (${remoteCommentsSql('$1', '$4', '$5')})) page
order by id desc limit $5::int`;

/**
 * A page of a post's comments, newest first (index comments (post_id, id desc)); empty when the
 * post is unknown or hidden from the viewer, which the caller tells apart only for empty pages.
 */
export async function findComments(db: Queryable, viewer: Viewer, postId: number, page: Page): Promise<CommentRow[]> {
  const { rows } = await db.query<CommentRow>({
    name: 'post-comments',
    text: LIST_SQL,
    values: [viewer.id, viewer.isAdmin, postId, page.before ?? null, page.limit],
  });
  return rows;
}

/** Inserts a comment (the comments trigger keeps the post's counter) and answers it with its author. */
export async function insertComment(
  db: Queryable,
  { postId, userId, content }: { postId: number; userId: number; content: string },
): Promise<CommentRow> {
  const { rows } = await db.query<CommentRow>(
    `with c as (insert into comments (post_id, user_id, content) values ($1, $2, $3) returning *)
     select ${COMMENT_COLUMNS} from c join users u on u.id = c.user_id`,
    [postId, userId, content],
  );
  return rows[0];
}
