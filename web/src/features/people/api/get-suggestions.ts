import { LIMITS } from '@common/limits';
import type { SuggestedPerson } from '@common/schemas/people';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peopleKeys } from './query-keys';

/** GET /api/suggested-users?limit=: friends of friends, shared goals, then recent members. */
export function useSuggestions(limit: number = LIMITS.suggestedUsersLimit, enabled = true) {
  return useQuery({
    queryKey: peopleKeys.suggested(limit),
    queryFn: ({ signal }) => api.get<SuggestedPerson[]>(`/api/suggested-users?limit=${limit}`, { signal }),
    enabled,
  });
}
