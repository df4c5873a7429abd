import { POST_TOASTS } from '@common/posts-texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { forgetDeletedPost } from './post-cache';

/** DELETE /api/posts/{id} (author or admin); the post's photo or video is deleted with it. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => api.delete<void>(`/api/posts/${postId}`),
    onSuccess: (_answer, postId) => {
      forgetDeletedPost(queryClient, postId);
      toast({ title: POST_TOASTS.postDeleted, variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: POST_TOASTS.error,
        description: errorMessage(error, POST_TOASTS.deleteFailed),
        variant: 'destructive',
      });
    },
  });
}
