import type { UnreadCounts } from '@common/schemas/notifications';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSocketEvent } from '@/lib/socket-client';

export const unreadCountsQueryKey = ['notifications', 'unread'] as const;

export const getUnreadCounts = (signal?: AbortSignal) =>
  api.get<UnreadCounts>('/api/notifications/unread-count', { signal });

export const unreadCountsOptions = () =>
  queryOptions({ queryKey: unreadCountsQueryKey, queryFn: ({ signal }) => getUnreadCounts(signal) });

/**
 * The header badges (D5): fetched once, then kept current by the socket, which sends the counts
 * on connect and whenever they change (a message, a like, a read in another tab).
 */
export function useUnreadCounts(enabled: boolean): UnreadCounts {
  const queryClient = useQueryClient();
  const query = useQuery({ ...unreadCountsOptions(), enabled });
  useSocketEvent('unread', ({ notifications, messages }) => {
    queryClient.setQueryData<UnreadCounts>(unreadCountsQueryKey, { notifications, messages });
  });
  return enabled && query.data ? query.data : { notifications: 0, messages: 0 };
}
