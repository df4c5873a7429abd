import type { ClubMember } from '@common/schemas/clubs';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** GET /api/clubs/{id}/members: the members with their role and whether they are online. */
export function useClubMembers(id: number, enabled: boolean) {
  return useQuery({
    queryKey: clubKeys.members(id),
    queryFn: ({ signal }) => api.get<ClubMember[]>(`/api/clubs/${id}/members?limit=100`, { signal }),
    enabled,
  });
}
