import type { Post } from '@common/schemas/posts';
import { useKeysetList } from '@/lib/use-keyset-list';
import { clubKeys } from './keys';

/**
 * GET /api/clubs/{id}/posts: the posts shared to the club, newest first, each by its own audience,
 * a page at a time (`?before=<id of the last post shown>`).
 */
export const useClubPosts = (id: number, enabled: boolean) =>
  useKeysetList<Post>(clubKeys.posts(id), `/api/clubs/${id}/posts`, { enabled });
