import { POST_TOASTS } from '@common/posts-texts';
import type { BookmarkState } from '@common/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { patchCachedPost, postKeys, removeCachedPost } from './post-cache';

/** POST or DELETE /api/posts/{id}/bookmark: bookmarks persist (D5) and fill the profile's Saved tab. */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, save }: { postId: number; save: boolean }) =>
      save
        ? api.post<BookmarkState>(`/api/posts/${postId}/bookmark`)
        : api.delete<BookmarkState>(`/api/posts/${postId}/bookmark`),
    onSuccess: (state) => {
      patchCachedPost(queryClient, state.postId, { bookmarked: state.bookmarked });
      if (state.bookmarked) {
        void queryClient.invalidateQueries({ queryKey: postKeys.bookmarks });
        toast({ title: POST_TOASTS.postSaved, description: POST_TOASTS.postSavedDescription, variant: 'success' });
      } else {
        // An unsaved post leaves the Saved list at once (its place there is gone).
        removeCachedPost(queryClient, state.postId, postKeys.bookmarks);
        toast({ title: POST_TOASTS.postUnsaved, variant: 'success' });
      }
    },
    onError: (error) => {
      toast({
        title: POST_TOASTS.error,
        description: errorMessage(error, POST_TOASTS.bookmarkFailed),
        variant: 'destructive',
      });
    },
  });
}
