import type { LastSession } from '@common/schemas/workout-logger';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { workoutKeys } from './keys';

/** Which earlier sessions count as "last time": up to a date (a past workout), or before an edited log. */
export interface LastSetsScope {
  date?: string;
  excludeLogId?: number;
}

/**
 * GET /api/workout-logs/last-sets: the member's last session of each exercise in the logger, in
 * one call for all of them. Adding an exercise asks again (one call); the previous answer stays
 * on screen meanwhile.
 */
export function useLastSets(exerciseIds: readonly number[], scope: LastSetsScope) {
  const ids = [...new Set(exerciseIds)].sort((a, b) => a - b);
  return useQuery({
    queryKey: workoutKeys.lastSets(ids, scope),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ exerciseIds: ids.join(',') });
      if (scope.date) params.set('date', scope.date);
      if (scope.excludeLogId) params.set('excludeLogId', String(scope.excludeLogId));
      return api.get<LastSession[]>(`/api/workout-logs/last-sets?${params}`, { signal });
    },
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    select: (sessions) => new Map(sessions.map((s) => [s.exerciseId, s])),
  });
}
