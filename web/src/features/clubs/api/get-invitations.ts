import type { ClubMember } from '@common/schemas/clubs';
import { useKeysetList } from '@/lib/use-keyset-list';
import { clubKeys } from './keys';

/**
 * GET /api/clubs/{id}/invitations: whom the club invited and who has not answered yet (admins
 * only), newest account first, a page at a time (`?before=<id of the last member shown>`).
 */
export const useClubInvitations = (id: number, enabled: boolean) =>
  useKeysetList<ClubMember>(clubKeys.invitations(id), `/api/clubs/${id}/invitations`, { enabled });
