import type { Post } from '@common/schemas/posts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { postKeys } from './post-cache';

/**
 * GET /api/posts/{id}: one post as the feed shows it, for its own page. A post the viewer may not
 * see (unknown, deleted, its audience, a block) answers 404. No id (the address names none):
 * nothing is asked, the page says the post is not found.
 */
export function usePost(id: number | null) {
  return useQuery({
    queryKey: postKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Post>(`/api/posts/${id}`, { signal }),
    enabled: id !== null,
  });
}
