import type { AppNotification } from '@common/schemas/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '@/lib/socket-client';
import { useKeysetList } from '@/lib/use-keyset-list';

export const notificationsQueryKey = ['notifications', 'list'] as const;

/** The member's notifications, newest first; a pushed one reloads the list. */
export function useNotifications() {
  const queryClient = useQueryClient();
  const list = useKeysetList<AppNotification>(notificationsQueryKey, '/api/notifications');
  useSocketEvent('notification', () => {
    void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  });
  return list;
}
