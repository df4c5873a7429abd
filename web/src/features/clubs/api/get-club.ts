import type { ClubDetail } from '@common/schemas/clubs';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { clubKeys } from './keys';

/** GET /api/clubs/{id}: the club, and for those who may read it its members, events and challenges. */
export function useClub(id: number) {
  return useQuery({
    queryKey: clubKeys.detail(id),
    queryFn: ({ signal }) => api.get<ClubDetail>(`/api/clubs/${id}`, { signal }),
    retry: (count, error) => count < 2 && !isApiError(error, 404),
  });
}
