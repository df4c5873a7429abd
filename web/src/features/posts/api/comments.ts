import { POST_TOASTS } from '@common/posts-texts';
import type { Comment, CreateCommentInput } from '@common/schemas/posts';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { useKeysetList } from '@/lib/use-keyset-list';
import { patchCachedPost, postKeys } from './post-cache';

/** GET /api/posts/{id}/comments, newest first; loaded when the comments panel opens. */
export const useComments = (postId: number, enabled: boolean) =>
  useKeysetList<Comment>(postKeys.comments(postId), `/api/posts/${postId}/comments`, { enabled, limit: 10 });

/** POST /api/posts/{id}/comments: the new comment goes on top of the panel and the count goes up. */
export function useAddComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentInput) => api.post<Comment>(`/api/posts/${postId}/comments`, body),
    onSuccess: (comment) => {
      queryClient.setQueriesData<InfiniteData<Comment[], unknown>>({ queryKey: postKeys.comments(postId) }, (data) =>
        data?.pages.length ? { ...data, pages: [[comment, ...data.pages[0]], ...data.pages.slice(1)] } : data,
      );
      patchCachedPost(queryClient, postId, (post) => ({ commentsCount: post.commentsCount + 1 }));
    },
    onError: () => {
      toast({ title: POST_TOASTS.error, description: POST_TOASTS.commentAddFailed, variant: 'destructive' });
    },
  });
}
