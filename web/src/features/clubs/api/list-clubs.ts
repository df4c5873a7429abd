import type { Club } from '@common/schemas/clubs';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** GET /api/clubs: the clubs the member may know of, newest first; `q` searches names. */
export function useClubs(q: string) {
  return useQuery({
    queryKey: clubKeys.list(q),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ limit: '50' });
      if (q) search.set('q', q);
      return api.get<Club[]>(`/api/clubs?${search}`, { signal });
    },
  });
}
