import { localIsoDate } from '@common/fitness/dates';
import { OFFLINE_TOASTS } from '@common/offline-texts';
import type { WorkoutLog, WorkoutLogBody } from '@common/schemas/workout-logs';
import { WORKOUT_TOASTS as T } from '@common/workouts-texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { rememberPendingWorkout } from '@/features/coach';
import { saveWorkoutOnce } from '@/features/offline';
import { api, errorMessage } from '@/lib/api-client';
import { inBrowserZone } from '@/lib/browser-time-zone';
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

export interface SaveLogInput {
  /** The log being edited (PUT); none for a new one. */
  id?: number;
  body: WorkoutLogBody;
  /** A new workout's member and Idempotency-Key: saved exactly once, queued when offline. */
  once?: { userId: number; clientKey: string };
}

/**
 * POST (new) or PUT (edit) a log; every workouts view refreshes after it. A new workout with its
 * key goes through the offline outbox (issue 17): answered null when it was kept on the device to
 * sync later. Each says the browser's zone: the date may be up to the member's own tomorrow.
 */
export function useSaveLog() {
  const queryClient = useQueryClient();
  return useMutation({
    // Not paused while offline: a new workout is then kept on the device at once.
    networkMode: 'always',
    mutationFn: ({ id, body, once }: SaveLogInput): Promise<WorkoutLog | null> =>
      id
        ? api.put<WorkoutLog>(inBrowserZone(`/api/workout-logs/${id}`), body)
        : once
          ? saveWorkoutOnce(once.userId, once.clientKey, body)
          : api.post<WorkoutLog>(inBrowserZone('/api/workout-logs'), body),
    onSuccess: (log, { body }) => {
      if (!log) {
        // The coach counts it before it syncs: the next workout's suggestion follows it (issue 33).
        rememberPendingWorkout(queryClient, body, localIsoDate());
        toast({
          title: OFFLINE_TOASTS.savedOnDevice,
          description: OFFLINE_TOASTS.savedOnDeviceDescription,
          variant: 'success',
        });
        return;
      }
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
