import type { ClubMember } from '@common/schemas/clubs';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** GET /api/clubs/{id}/requests: who asked to join (admins only). */
export function useClubRequests(id: number, enabled: boolean) {
  return useQuery({
    queryKey: clubKeys.requests(id),
    queryFn: ({ signal }) => api.get<ClubMember[]>(`/api/clubs/${id}/requests?limit=100`, { signal }),
    enabled,
  });
}
