import type { UnreadCounts } from '@common/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsQueryKey } from './get-notifications';
import { unreadCountsQueryKey } from './get-unread-counts';

type Result = UnreadCounts & { marked: number };

/** Marks the given notifications read, or all of them without ids. */
export const markNotificationsRead = (ids?: number[]) =>
  api.post<Result>('/api/notifications/read', ids ? { ids } : undefined);

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ notifications, messages }) => {
      queryClient.setQueryData<UnreadCounts>(unreadCountsQueryKey, { notifications, messages });
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}
