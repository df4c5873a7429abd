import type { ClubMember } from '@common/schemas/clubs';
import { useKeysetList } from '@/lib/use-keyset-list';
import { clubKeys } from './keys';

/**
 * GET /api/clubs/{id}/requests: who asked to join (admins only), newest account first, a page at
 * a time (`?before=<id of the last member shown>`).
 */
export const useClubRequests = (id: number, enabled: boolean) =>
  useKeysetList<ClubMember>(clubKeys.requests(id), `/api/clubs/${id}/requests`, { enabled });
