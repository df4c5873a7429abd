import type { Post } from '@common/schemas/posts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/posts/{id}: one post as the feed shows it (admins see every post), for the Open dialog. */
export function useAdminPostPreview(postId: number | null) {
  return useQuery({
    queryKey: adminKeys.post(postId ?? 0),
    queryFn: ({ signal }) => api.get<Post>(`/api/posts/${postId}`, { signal }),
    enabled: postId !== null,
  });
}
