import type { Post } from '@common/schemas/posts';
import type { Queryable } from '../../db/pool';
import type { Viewer } from '../access';
import { type PostRow, selectPostsOfPage } from './post-row';
import { presentPost } from './presenter';
import { postVisibleSql } from './visibility';

// A club's feed (issue 34): the posts shared to it (club_posts), newest first. Who may read the
// club is the clubs module's decision; each post's own audience and blocks still decide here,
// exactly as for a single post, so sharing to a club never widens who sees a post.

const CLUB_FEED_SQL = `
with page as (
  select p.id, p.id as sort_key from club_posts cp join posts p on p.id = cp.post_id
  where cp.club_id = $5 and cp.post_id < coalesce($3::bigint, 9223372036854775807) and ${postVisibleSql('p')}
  order by cp.post_id desc limit $4
)
${selectPostsOfPage('page')}`;

/** One page of a club's feed (club_posts_feed_idx), as the posts list presents posts. */
export async function listClubFeed(
  db: Queryable,
  viewer: Viewer,
  clubId: number,
  page: { limit: number; before?: number },
): Promise<Post[]> {
  const { rows } = await db.query<PostRow>(CLUB_FEED_SQL, [
    viewer.id,
    viewer.isAdmin,
    page.before ?? null,
    page.limit,
    clubId,
  ]);
  return rows.map(presentPost);
}
