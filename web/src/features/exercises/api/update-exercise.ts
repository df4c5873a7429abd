import { EXERCISE_TOASTS } from '@common/exercises-texts';
import type { Exercise, ExerciseDetail, UpdateExerciseInput } from '@common/schemas/workout-exercises';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage, isApiError } from '@/lib/api-client';
import { exerciseKeys } from './keys';

/** PATCH /api/exercises/{id}: renames or changes one of the member's own exercises. */
export function useUpdateExercise(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateExerciseInput) => api.patch<Exercise>(`/api/exercises/${id}`, input),
    onSuccess: (exercise) => {
      queryClient.setQueryData<ExerciseDetail>(exerciseKeys.detail(id), (detail) =>
        detail ? { ...detail, exercise } : detail,
      );
      queryClient.setQueryData<Exercise[]>(exerciseKeys.library(), (list) =>
        list?.map((e) => (e.id === id ? exercise : e)).sort((a, b) => a.name.localeCompare(b.name)),
      );
      // Logs, plans and records name the exercise, and its logging type decides its records.
      void queryClient.invalidateQueries({ queryKey: ['workouts'] });
      toast({ title: EXERCISE_TOASTS.updated, description: exercise.name, variant: 'success' });
    },
    onError: (error) => {
      // A taken name is shown under the field instead.
      if (isApiError(error) && error.fieldErrors.name) return;
      toast({
        title: EXERCISE_TOASTS.updateFailed,
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
  });
}
