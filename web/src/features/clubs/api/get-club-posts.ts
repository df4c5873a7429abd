import type { Post } from '@common/schemas/posts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** GET /api/clubs/{id}/posts: the posts shared to the club, newest first, each by its own audience. */
export function useClubPosts(id: number, enabled: boolean) {
  return useQuery({
    queryKey: clubKeys.posts(id),
    queryFn: ({ signal }) => api.get<Post[]>(`/api/clubs/${id}/posts?limit=20`, { signal }),
    enabled,
  });
}
