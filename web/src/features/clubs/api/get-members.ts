import type { ClubMember } from '@common/schemas/clubs';
import { useKeysetList } from '@/lib/use-keyset-list';
import { clubKeys } from './keys';

/**
 * GET /api/clubs/{id}/members: the members with their role and whether they are online, newest
 * account first (the server's keyset is the member's id: `?before=<id of the last member shown>`).
 */
export const useClubMembers = (id: number, enabled: boolean) =>
  useKeysetList<ClubMember>(clubKeys.members(id), `/api/clubs/${id}/members`, { enabled });
