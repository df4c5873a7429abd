import type { Challenge } from '@common/schemas/challenges';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { challengeKeys } from './keys';

/** GET /api/challenges/{id}. */
export function useChallenge(id: number) {
  return useQuery({
    queryKey: challengeKeys.detail(id),
    queryFn: ({ signal }) => api.get<Challenge>(`/api/challenges/${id}`, { signal }),
    retry: (count, error) => count < 2 && !isApiError(error, 404),
  });
}
