import type { ClubDetail } from '@common/schemas/clubs';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { clubKeys } from './keys';

/** GET /api/clubs/{id}: the club, and for those who may read it its members, events and challenges. */
export function useClub(id: number | null) {
  return useQuery({
    queryKey: clubKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<ClubDetail>(`/api/clubs/${id}`, { signal }),
    // No id (the address names none): nothing to ask, the page says the club is not found.
    enabled: id !== null,
    retry: (count, error) => count < 2 && !isApiError(error, 404),
  });
}
