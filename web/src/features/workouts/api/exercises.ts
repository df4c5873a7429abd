import type { CreateExerciseInput, Exercise } from '@common/schemas/workout-exercises';
import { WORKOUT_TOASTS } from '@common/workouts-texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { workoutKeys } from './keys';

/** GET /api/exercises: the curated library and the member's own exercises (one bounded list). */
export function useExercises(enabled = true) {
  return useQuery({
    queryKey: workoutKeys.exercises(),
    queryFn: ({ signal }) => api.get<Exercise[]>('/api/exercises', { signal }),
    enabled,
  });
}

/** POST /api/exercises: adds one of the member's own. */
export function useCreateExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateExerciseInput) => api.post<Exercise>('/api/exercises', input),
    onSuccess: (exercise) => {
      queryClient.setQueryData<Exercise[]>(workoutKeys.exercises(), (list) =>
        list ? [...list, exercise].sort((a, b) => a.name.localeCompare(b.name)) : list,
      );
      toast({ title: WORKOUT_TOASTS.exerciseCreated, description: exercise.name, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: WORKOUT_TOASTS.error,
        description: errorMessage(error, WORKOUT_TOASTS.exerciseCreateFailed),
        variant: 'destructive',
      }),
  });
}
