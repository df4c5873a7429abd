import type { ClubMember } from '@common/schemas/clubs';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** GET /api/clubs/{id}/invitations: whom the club invited and who has not answered yet (admins only). */
export function useClubInvitations(id: number, enabled: boolean) {
  return useQuery({
    queryKey: clubKeys.invitations(id),
    queryFn: ({ signal }) => api.get<ClubMember[]>(`/api/clubs/${id}/invitations?limit=100`, { signal }),
    enabled,
  });
}
