import { escapeLike } from '../../db/escape-like';
import type { Queryable } from '../../db/pool';
import type { AdminPostRow } from './presenter';

/**
 * GET /api/admin/posts: every post whatever its audience (admins see everything, D5), newest
 * first, keyset on the primary key, with its author in the same query. `q` matches the content
 * anywhere; there is no text index on posts (it would cost every post insert), so a search walks
 * the primary key backwards until it has a page, which is fine for an occasional admin search.
 */
export async function listAdminPosts(
  db: Queryable,
  { q, limit, before }: { q?: string; limit: number; before?: number },
): Promise<AdminPostRow[]> {
  const { rows } = await db.query<AdminPostRow>(
    `select p.id, p.user_id, p.content, p.created_at, p.image_url, p.video_url, p.likes_count, p.comments_count,
       json_build_object('id', u.id, 'username', u.username, 'name', u.name,
         'profile_image_url', u.profile_image_url, 'is_trainer', u.is_trainer) as author
     from posts p join users u on u.id = p.user_id
     where ($1::text is null or lower(p.content) like $1)
       and ($2::bigint is null or p.id < $2)
     order by p.id desc limit $3`,
    [q ? `%${escapeLike(q.toLowerCase())}%` : null, before ?? null, limit],
  );
  return rows;
}
