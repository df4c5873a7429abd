import type { Club } from '@common/schemas/clubs';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** GET /api/clubs/suggested: clubs at the member's home gym, then of the sport they do most. */
export function useSuggestedClubs() {
  return useQuery({
    queryKey: clubKeys.suggested,
    queryFn: ({ signal }) => api.get<Club[]>('/api/clubs/suggested', { signal }),
  });
}
