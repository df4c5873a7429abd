import type { PersonCard } from '@common/schemas/people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/search/users?q=: members to invite, found by name or username (the people search every
 * feature uses; called here directly, as features do not share internals). No call for a blank query.
 */
export function useInviteCandidates(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['clubs', 'invite-candidates', q],
    queryFn: ({ signal }) => api.get<PersonCard[]>(`/api/search/users?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
