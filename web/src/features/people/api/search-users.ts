import type { PersonCard } from '@common/schemas/people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peopleKeys } from './query-keys';

/** GET /api/search/users?q=; a blank query makes no call (it would answer [] anyway). */
export function useSearchUsers(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: peopleKeys.search(q),
    queryFn: ({ signal }) => api.get<PersonCard[]>(`/api/search/users?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length > 0,
    // While the next text is fetched the last results stay, instead of a flash of spinner.
    placeholderData: keepPreviousData,
  });
}
