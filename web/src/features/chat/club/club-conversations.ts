import type { ClubConversation } from '@common/schemas/responses/clubs';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const clubConversationsKey = ['chat', 'clubs'] as const;

/**
 * The member's club conversations (issue 34): unread counts, last message, members online. Read
 * again on every visit and every 30 s, so a club left elsewhere drops out and the online counts
 * follow presence without a socket event per member.
 */
export function useClubConversations() {
  return useQuery({
    queryKey: clubConversationsKey,
    queryFn: ({ signal }) => api.get<ClubConversation[]>('/api/chat/clubs', { signal }),
    staleTime: 0,
    refetchInterval: 30_000,
  });
}

/** Changes one club conversation in the cache; false when it is not there (a club just joined). */
export function updateClubConversation(
  queryClient: QueryClient,
  clubId: number,
  change: (c: ClubConversation) => ClubConversation,
): boolean {
  let found = false;
  queryClient.setQueryData<ClubConversation[]>(clubConversationsKey, (list) =>
    list?.map((c) => {
      if (c.clubId !== clubId) return c;
      found = true;
      return change(c);
    }),
  );
  return found;
}
