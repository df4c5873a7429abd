import type { SharedWorkoutPost, ShareWorkoutInput } from '@common/schemas/workout-share-body';
import { WORKOUT_TOASTS as T } from '@common/workouts-texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';

/** POST /api/workout-logs/{id}/share: the workout becomes a post in the feed. */
export function useShareLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ logId, input }: { logId: number; input: ShareWorkoutInput }) =>
      api.post<SharedWorkoutPost>(`/api/workout-logs/${logId}/share`, input),
    onSuccess: () => {
      // The feed and the member's post lists now hold the new post.
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
      toast({ title: T.shared, description: T.sharedDescription, variant: 'success' });
    },
    onError: (error) =>
      toast({ title: T.error, description: errorMessage(error, T.shareFailed), variant: 'destructive' }),
  });
}
