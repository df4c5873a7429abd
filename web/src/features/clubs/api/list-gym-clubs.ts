import type { Club } from '@common/schemas/clubs';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** GET /api/gyms/{id}/clubs: the clubs that call the gym home. */
export function useGymClubs(gymId: number) {
  return useQuery({
    queryKey: clubKeys.atGym(gymId),
    queryFn: ({ signal }) => api.get<Club[]>(`/api/gyms/${gymId}/clubs`, { signal }),
  });
}
