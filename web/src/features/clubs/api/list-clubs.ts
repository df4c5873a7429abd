import type { Club } from '@common/schemas/clubs';
import { useKeysetList } from '@/lib/use-keyset-list';
import { clubKeys } from './keys';

/** Clubs per page of the Clubs page's list (Explore's tab shows the first ten of the first page). */
const CLUBS_PAGE = 50;

/**
 * GET /api/clubs: the clubs the member may know of, newest first, a page at a time
 * (`?before=<id of the last club shown>`); `q` searches names, the last results staying on screen
 * while a new search's first page loads.
 */
export const useClubs = (q: string) =>
  useKeysetList<Club>(clubKeys.list(q), '/api/clubs', { limit: CLUBS_PAGE, params: { q }, keepPrevious: true });
