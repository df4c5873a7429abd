import type { Challenge } from '@common/schemas/challenges';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { challengeKeys } from './keys';

/** GET /api/challenges: public challenges still running; `q` searches titles. */
export function usePublicChallenges(q: string) {
  return useQuery({
    queryKey: challengeKeys.list(q),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ limit: '50' });
      if (q) search.set('q', q);
      return api.get<Challenge[]>(`/api/challenges?${search}`, { signal });
    },
  });
}
