import type { PersonCard } from '@common/schemas/people';
import { useKeysetList } from '@/lib/use-keyset-list';
import { peopleKeys } from './query-keys';

/**
 * GET /api/search/users?q=, a page at a time (Load more asks for the members after the last one
 * shown); a blank query makes no call (it would answer [] anyway).
 */
export function useSearchUsers(query: string) {
  const q = query.trim();
  return useKeysetList<PersonCard>(peopleKeys.search(q), '/api/search/users', {
    params: { q },
    enabled: q.length > 0,
    // While the next text is fetched the last results stay, instead of a flash of spinner.
    keepPrevious: true,
  });
}
