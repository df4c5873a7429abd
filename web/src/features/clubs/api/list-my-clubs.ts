import type { Club } from '@common/schemas/clubs';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** GET /api/clubs/mine: the member's clubs and the invitations waiting for them. */
export function useMyClubs() {
  return useQuery({
    queryKey: clubKeys.mine,
    queryFn: ({ signal }) => api.get<Club[]>('/api/clubs/mine', { signal }),
  });
}
