import type { ClubEvent } from '@common/schemas/clubs';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** GET /api/clubs/{id}/events: the club's upcoming events, soonest first, with the member's answer. */
export function useClubEvents(id: number, enabled: boolean) {
  return useQuery({
    queryKey: clubKeys.events(id),
    queryFn: ({ signal }) => api.get<ClubEvent[]>(`/api/clubs/${id}/events`, { signal }),
    enabled,
  });
}
