import { EXERCISE_TOASTS } from '@common/exercises-texts';
import type { MergeExerciseResult } from '@common/schemas/workout-exercises';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { isExercisePageKey } from './keys';

/**
 * POST /api/exercises/{id}/merge: moves everything the member logged, planned or noted of this
 * exercise into another (an own exercise is deleted after). Every workouts query is refreshed,
 * except this exercise's own pages, which are only marked stale: the member is leaving them, and a
 * deleted exercise would answer 404. They load again if the member comes back.
 */
export function useMergeExercise(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intoExerciseId: number) =>
      api.post<MergeExerciseResult>(`/api/exercises/${id}/merge`, { intoExerciseId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: ['workouts'],
        predicate: (query) => !isExercisePageKey(query.queryKey, id),
      });
      void queryClient.invalidateQueries({
        predicate: (query) => isExercisePageKey(query.queryKey, id),
        refetchType: 'none',
      });
      toast({ title: EXERCISE_TOASTS.merged, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: EXERCISE_TOASTS.mergeFailed,
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
