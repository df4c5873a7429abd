import type { Post } from '@common/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/**
 * Writes a post in the club (POST /api/clubs/{id}/posts/new): published and in the club's feed
 * together, or neither. In a private club it is for the club's members only; in an open or
 * request club it keeps the member's usual audience.
 */
export function usePostToClub(clubId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api.post<Post>(`/api/clubs/${clubId}/posts/new`, { content }),
    onSuccess: () => client.invalidateQueries({ queryKey: clubKeys.posts(clubId) }),
  });
}
