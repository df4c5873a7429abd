import type { Gym } from '@common/schemas/gyms';
import { useKeysetList } from '@/lib/use-keyset-list';
import { gymKeys } from './query-keys';

/** GET /api/gyms?q=: gyms whose name, city or zip code contains the text, newest first, paged. */
export function useGymSearch(q: string, options: { limit?: number; enabled?: boolean } = {}) {
  return useKeysetList<Gym>(gymKeys.search(q), '/api/gyms', {
    limit: options.limit ?? 20,
    enabled: (options.enabled ?? true) && q.trim() !== '',
    params: { q },
  });
}
