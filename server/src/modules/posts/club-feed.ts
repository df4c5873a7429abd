import type { Post, PostAudience } from '@common/schemas/posts';
import type { Pool } from 'pg';
import { type Queryable, transaction } from '../../db/pool';
import type { Viewer } from '../access';
import { findVisiblePost } from './lists-repository';
import { type PostRow, selectPostsOfPage } from './post-row';
import { insertPost } from './posts-repository';
import { presentPost } from './presenter';
import { postVisibleSql } from './visibility';

// A club's feed (issue 34): the posts shared to it (club_posts), newest first. Who may read the
// club is the clubs module's decision; each post's own audience and blocks still decide here,
// exactly as for a single post, so sharing to a club never widens who sees a post. A post
// written in a private club is for its members only (migration 0226).

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

/**
 * Writes a post in a club and puts it in the club's feed, in one transaction (a failed share
 * never leaves a published post behind). `membersOnly` (a private club, whose posts the caller
 * gives the audience 'private'): the post is marked, so its author and the club's active members
 * see it (visibility.ts); otherwise `audience` is the member's usual one.
 */
export async function writeClubPost(
  db: Pool,
  viewer: Viewer,
  club: { id: number; membersOnly: boolean; audience: PostAudience },
  content: string,
): Promise<Post> {
  const postId = await transaction(db, async (tx): Promise<number> => {
    const id = await insertPost(tx, {
      userId: viewer.id,
      content,
      image: null,
      video: null,
      location: null,
      placeLat: null,
      placeLng: null,
      audience: club.audience,
    });
    await tx.query('insert into club_posts (club_id, post_id, user_id, members_only) values ($1, $2, $3, $4)', [
      club.id,
      id,
      viewer.id,
      club.membersOnly,
    ]);
    return id;
  });
  return presentPost((await findVisiblePost(db, viewer, postId))!);
}
