import { COACH_TEXTS as T } from '@common/coach-texts';
import type { ProgressionInput } from '@common/schemas/coach';
import type { WorkoutPlan } from '@common/schemas/workouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';

/**
 * PUT /api/workout-plans/{id}/exercises/{exerciseId}/progression for the entry on `weekday` (the day
 * the suggestion was for); plans and suggestions refresh.
 */
export function useSaveProgression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      planId: number;
      exerciseId: number;
      weekday: number;
      progression: ProgressionInput | null;
    }) =>
      api.put<WorkoutPlan>(`/api/workout-plans/${input.planId}/exercises/${input.exerciseId}/progression`, {
        progression: input.progression,
        weekday: input.weekday,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['workouts'] });
      toast({ title: T.progressionSaved, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: T.progressionFailed,
        description: errorMessage(error, T.progressionFailed),
        variant: 'destructive',
      }),
  });
}
