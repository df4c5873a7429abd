import type { ClubEvent } from '@common/schemas/clubs';
import { useKeysetList } from '@/lib/use-keyset-list';
import { clubKeys } from './keys';

/**
 * GET /api/clubs/{id}/events: the club's upcoming events, soonest first, with the member's answer,
 * a page at a time (`?before=<id of the last event shown>`: the server goes on after that event).
 */
export const useClubEvents = (id: number, enabled: boolean) =>
  useKeysetList<ClubEvent>(clubKeys.events(id), `/api/clubs/${id}/events`, { enabled });
