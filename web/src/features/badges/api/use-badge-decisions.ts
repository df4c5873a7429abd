import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '@/lib/socket-client';
import { badgeKeys } from './keys';

/**
 * When an admin decides about the member's badge while a page showing badges is open, its
 * notification arrives over the socket: the badges, the member's own card (the signed-in user's
 * trainer mark, under ['auth']) and profiles (under ['people']) are fetched again.
 */
export function useBadgeDecisions() {
  const queryClient = useQueryClient();
  useSocketEvent('notification', ({ notification }) => {
    if (!notification.type.startsWith('badge_')) return;
    for (const queryKey of [badgeKeys.all, ['auth'], ['people']]) void queryClient.invalidateQueries({ queryKey });
  });
}
