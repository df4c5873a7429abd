import type { WorkoutLog, WorkoutLogBody } from '@common/schemas/workout-logs';
import { WORKOUT_TOASTS as T } from '@common/workouts-texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { useKeysetList } from '@/lib/use-keyset-list';
import { workoutKeys } from './keys';

/** GET /api/workout-logs: the member's logs, latest date first, keyset-paged. */
export function useLogs(range: { from?: string; to?: string } = {}, limit = 10) {
  return useKeysetList<WorkoutLog>([...workoutKeys.logs(), range], '/api/workout-logs', { limit, params: range });
}

export function useLog(id: number | null) {
  return useQuery({
    queryKey: [...workoutKeys.logs(), 'one', id],
    queryFn: ({ signal }) => api.get<WorkoutLog>(`/api/workout-logs/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** POST (new) or PUT (edit) a log; every workouts view refreshes after it. */
export function useSaveLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: WorkoutLogBody }) =>
      id ? api.put<WorkoutLog>(`/api/workout-logs/${id}`, body) : api.post<WorkoutLog>('/api/workout-logs', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workoutKeys.all });
      toast({ title: T.logSaved, description: T.logSavedDescription, variant: 'success' });
    },
    onError: (error) =>
      toast({ title: T.error, description: errorMessage(error, T.logSaveFailed), variant: 'destructive' }),
  });
}

export function useDeleteLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/workout-logs/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workoutKeys.all });
      toast({ title: T.logDeleted, variant: 'success' });
    },
    onError: (error) =>
      toast({ title: T.error, description: errorMessage(error, T.logDeleteFailed), variant: 'destructive' }),
  });
}
