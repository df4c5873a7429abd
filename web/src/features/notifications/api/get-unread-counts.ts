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
 * on connect and whenever they change: with each new notification (a message, a like), alone
 * otherwise (a read in another tab).
 */
export function useUnreadCounts(enabled: boolean): UnreadCounts {
  const queryClient = useQueryClient();
  const query = useQuery({ ...unreadCountsOptions(), enabled });
  const setCounts = ({ notifications, messages }: UnreadCounts) =>
    queryClient.setQueryData<UnreadCounts>(unreadCountsQueryKey, { notifications, messages });
  useSocketEvent('unread', setCounts);
  useSocketEvent('notification', ({ unread }) => setCounts(unread));
  return enabled && query.data ? query.data : { notifications: 0, messages: 0 };
}
