import { ADMIN_TOASTS } from '@common/admin-texts';
import { POST_TOASTS } from '@common/posts-texts';
import type { Comment } from '@common/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { removeFromKeysetLists } from '@/lib/use-keyset-list';
import { patchCachedPost, postKeys } from './post-cache';

/** DELETE /api/comments/{id}: the comment's author, the post's author or an admin. */
export function useDeleteComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => api.delete<void>(`/api/comments/${commentId}`),
    onSuccess: (_answer, commentId) => {
      removeFromKeysetLists<Comment>(queryClient, postKeys.comments(postId), (c) => c.id === commentId);
      patchCachedPost(queryClient, postId, (post) => ({ commentsCount: Math.max(0, post.commentsCount - 1) }));
      toast({ title: ADMIN_TOASTS.deletedComment, variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: POST_TOASTS.error,
        description: errorMessage(error, ADMIN_TOASTS.actionFailed),
        variant: 'destructive',
      });
    },
  });
}
