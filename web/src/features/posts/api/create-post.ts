import { POST_TOASTS } from '@common/posts-texts';
import type { CreatePostBody, Post } from '@common/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { POSTS_KEY } from './post-cache';

/** POST /api/posts with the composer's checked values. */
export function createPost(body: CreatePostBody): Promise<Post> {
  return api.post<Post>('/api/posts', body);
}

/** Posts, refreshes every list of posts, and says so ('Post created'); a failure says why. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => {
      toast({ title: POST_TOASTS.postCreated, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: POSTS_KEY });
    },
    onError: (error) => {
      toast({
        title: POST_TOASTS.error,
        description: errorMessage(error, POST_TOASTS.createFailed),
        variant: 'destructive',
      });
    },
  });
}
