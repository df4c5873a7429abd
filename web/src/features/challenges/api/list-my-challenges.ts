import type { Challenge } from '@common/schemas/challenges';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { challengeKeys } from './keys';

/** GET /api/challenges/mine: the challenges the member takes part in. */
export function useMyChallenges() {
  return useQuery({
    queryKey: challengeKeys.mine,
    queryFn: ({ signal }) => api.get<Challenge[]>('/api/challenges/mine', { signal }),
  });
}
