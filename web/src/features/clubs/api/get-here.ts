import type { GymPresence } from '@common/schemas/clubs';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** GET /api/gyms/{id}/here: who of the member's people is checked in at the gym now. */
export function useGymHere(gymId: number) {
  return useQuery({
    queryKey: clubKeys.here(gymId),
    queryFn: ({ signal }) => api.get<GymPresence[]>(`/api/gyms/${gymId}/here`, { signal }),
    refetchInterval: 60_000,
  });
}
