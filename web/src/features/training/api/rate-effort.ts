import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { trainingKeys } from './keys';

/** Rates an activity's or a workout's effort (null clears it); the loads are read again after. */
export function useRateEffort(kind: 'activity' | 'workout', id: number) {
  const client = useQueryClient();
  const path = kind === 'activity' ? `/api/activities/${id}/effort` : `/api/workout-logs/${id}/effort`;
  return useMutation({
    mutationFn: (effort: number | null) => api.put<{ effort: number | null }>(path, { effort }),
    onSuccess: () => void client.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}
