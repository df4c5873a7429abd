import type { CoachHistory } from '@common/schemas/coach';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { coachKeys } from './keys';

export const getCoachHistory = (exerciseIds: readonly number[], signal?: AbortSignal) =>
  api.get<CoachHistory[]>(`/api/coach/history?exerciseIds=${exerciseIds.join(',')}`, { signal });

/**
 * GET /api/coach/history: the member's latest sessions of each exercise, in one call for all of
 * them (up to 30, the logger's most). Adding an exercise asks again; the previous answer stays meanwhile.
 */
export function useCoachHistory(exerciseIds: readonly number[]) {
  const ids = [...new Set(exerciseIds)].sort((a, b) => a - b).slice(0, 30);
  return useQuery({
    queryKey: coachKeys.history(ids),
    queryFn: ({ signal }) => getCoachHistory(ids, signal),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    select: (list) => new Map(list.map((h) => [h.exerciseId, h])),
  });
}
