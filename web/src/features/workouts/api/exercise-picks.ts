import { WORKOUT_TOASTS } from '@common/workouts-texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { workoutKeys } from './keys';

/** GET /api/exercise-favourites: the ids of the member's favourite exercises, latest first. */
export function useFavouriteExercises() {
  return useQuery({
    queryKey: workoutKeys.favouriteExercises(),
    queryFn: ({ signal }) => api.get<number[]>('/api/exercise-favourites', { signal }),
  });
}

/** GET /api/exercises/recent: the exercises of the member's latest workouts, most recent first. */
export function useRecentExercises() {
  return useQuery({
    queryKey: workoutKeys.recentExercises(),
    queryFn: ({ signal }) => api.get<number[]>('/api/exercises/recent', { signal }),
  });
}

/** PUT or DELETE /api/exercise-favourites/{id}: the star shows the change at once and undoes it on failure. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const key = workoutKeys.favouriteExercises();
  return useMutation({
    mutationFn: ({ exerciseId, favourite }: { exerciseId: number; favourite: boolean }) =>
      favourite
        ? api.put(`/api/exercise-favourites/${exerciseId}`)
        : api.delete(`/api/exercise-favourites/${exerciseId}`),
    onMutate: async ({ exerciseId, favourite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<number[]>(key);
      queryClient.setQueryData<number[]>(key, (ids = []) =>
        favourite ? [exerciseId, ...ids.filter((id) => id !== exerciseId)] : ids.filter((id) => id !== exerciseId),
      );
      return { before };
    },
    onError: (error, _input, context) => {
      queryClient.setQueryData(key, context?.before);
      toast({
        title: WORKOUT_TOASTS.error,
        description: errorMessage(error, 'Your favourites could not be saved. Please try again.'),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
