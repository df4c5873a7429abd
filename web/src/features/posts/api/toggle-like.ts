import { POST_TOASTS } from '@common/posts-texts';
import type { LikeState } from '@common/schemas/posts';
import { TOASTS } from '@common/texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, isApiError } from '@/lib/api-client';
import { patchCachedPost } from './post-cache';

/**
 * POST or DELETE /api/posts/{id}/like. The change shows only once the server agreed (spec
 * section 4, Post like), with the count the server answered.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, like }: { postId: number; like: boolean }) =>
      like ? api.post<LikeState>(`/api/posts/${postId}/like`) : api.delete<LikeState>(`/api/posts/${postId}/like`),
    onSuccess: (state) => {
      patchCachedPost(queryClient, state.postId, { userLiked: state.liked, likesCount: state.likesCount });
    },
    onError: (error) => {
      if (isApiError(error, 401)) {
        toast({ title: TOASTS.authRequired, description: TOASTS.signInToLike, variant: 'destructive' });
        return;
      }
      toast({ title: POST_TOASTS.error, description: POST_TOASTS.likeFailed, variant: 'destructive' });
    },
  });
}
