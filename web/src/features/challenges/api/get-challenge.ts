import type { Challenge } from '@common/schemas/challenges';
import { idSchema } from '@common/schemas/id';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { challengeKeys } from './keys';

/** GET /api/challenges/{id}. */
export function useChallenge(id: number) {
  return useQuery({
    queryKey: challengeKeys.detail(id),
    queryFn: ({ signal }) => api.get<Challenge>(`/api/challenges/${id}`, { signal }),
    // /…/abc names no challenge: nothing to ask. An answered 4xx stays what it is on a retry.
    enabled: idSchema().safeParse(id).success,
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status < 500),
  });
}
