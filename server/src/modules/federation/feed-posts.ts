import type { Post } from '@common/schemas/posts';
import type { Queryable } from '../../db/pool';
import { remoteAccountSeenSql } from '../access';
import { avatarPath } from './avatar-route';

// Issue 37, point 5: the public Notes of remote accounts a member follows, in their home feed,
// marked with their server. They share the posts' id sequence, so merging by id keeps the feed's
// keyset paging (?before=) right across both kinds. Blocked accounts and servers,
// and accounts their own server suspended, are left out.

interface RemotePostRow {
  id: number;
  content_html: string;
  url: string;
  published_at: Date;
  handle: string;
  name: string;
  actor_id: number;
  avatar_url: string | null;
  server: string;
}

function present(r: RemotePostRow): Post {
  return {
    id: r.id,
    userId: 0,
    content: r.content_html,
    imageUrl: null,
    imageKey: null,
    imageSizes: null,
    videoUrl: null,
    videoKey: null,
    location: null,
    placeLat: null,
    placeLng: null,
    audience: 'public',
    workout: null,
    activity: null,
    createdAt: r.published_at.toISOString(),
    user: {
      id: 0,
      username: r.handle,
      name: r.name,
      profileImageUrl: avatarPath(r.actor_id, r.avatar_url),
      profilePicture: avatarPath(r.actor_id, r.avatar_url),
      isTrainer: false,
    },
    // What happens to it on its own server is not known here: no counts are made up.
    likesCount: 0,
    commentsCount: 0,
    userLiked: false,
    bookmarked: false,
    remote: { server: r.server, url: r.url, handle: r.handle },
  };
}

/** The page of the home feed with the followed remote accounts' posts merged in by id. */
export async function withRemotePosts(
  db: Queryable,
  viewerId: number,
  page: { limit: number; before?: number },
  local: Post[],
): Promise<Post[]> {
  const { rows } = await db.query<RemotePostRow>(
    `select p.id, p.content_html, p.url, p.published_at, p.actor_id, a.handle, a.name, a.avatar_url, a.server
     from federation_following f
     join federation_posts p on p.actor_id = f.actor_id
     join federation_actors a on a.id = f.actor_id
     where f.user_id = $1 and f.status = 'accepted'
       and p.id < coalesce($2::bigint, 9223372036854775807)
       and ${remoteAccountSeenSql('$1', 'a')}
     order by p.id desc limit $3`,
    [viewerId, page.before ?? null, page.limit],
  );
  if (rows.length === 0) return local;
  return [...local, ...rows.map(present)].sort((x, y) => y.id - x.id).slice(0, page.limit);
}
