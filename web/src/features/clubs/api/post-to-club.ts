import type { Post } from '@common/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/**
 * Writes a post (POST /api/posts) and shares it to the club (POST /api/clubs/{id}/posts). The
 * post keeps the member's own audience choice: the club's feed shows it to those it allows.
 */
export function usePostToClub(clubId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) => {
      const post = await api.post<Post>('/api/posts', { content });
      await api.post<void>(`/api/clubs/${clubId}/posts`, { postId: post.id });
      return post;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: clubKeys.posts(clubId) }),
  });
}
