import { EXERCISE_TOASTS } from '@common/exercises-texts';
import type { ExerciseDetail } from '@common/schemas/workout-exercises';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { exerciseKeys } from './keys';

/** PUT /api/exercises/{id}/note: the member's own note on the exercise; an empty one removes it. */
export function useSaveExerciseNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.put<void>(`/api/exercises/${id}/note`, { body: body.trim() }),
    onSuccess: (_, body) => {
      queryClient.setQueryData<ExerciseDetail>(exerciseKeys.detail(id), (detail) =>
        detail ? { ...detail, note: body.trim() || null } : detail,
      );
      toast({ title: EXERCISE_TOASTS.noteSaved, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: EXERCISE_TOASTS.noteFailed,
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
