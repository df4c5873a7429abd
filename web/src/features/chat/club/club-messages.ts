import type { ClubMessage } from '@common/schemas/responses/clubs';
import type { ClubMessageEvent } from '@common/socket-events';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateClubConversation } from './club-conversations';

/** A message as the screen holds it: the socket's event carries less of the sender than the API. */
export type ClubChatMessage = Omit<ClubMessage, 'sender'> & { sender: ClubMessageEvent['sender'] };

const PAGE_SIZE = 50;
export const clubMessagesKey = (clubId: number) => ['chat', 'club-messages', clubId] as const;

/** The latest messages of a club's conversation, oldest to newest. */
export function useClubMessages(clubId: number) {
  return useQuery({
    queryKey: clubMessagesKey(clubId),
    queryFn: ({ signal }) => api.get<ClubChatMessage[]>(`/api/clubs/${clubId}/messages?limit=${PAGE_SIZE}`, { signal }),
    staleTime: 0,
  });
}

/** Adds a message at the end, once: the sender gets it from the POST answer and from the socket. */
export function addClubMessage(queryClient: QueryClient, message: ClubChatMessage): void {
  queryClient.setQueryData<ClubChatMessage[]>(clubMessagesKey(message.clubId), (list) =>
    list && !list.some((m) => m.id === message.id) ? [...list, message] : list,
  );
  updateClubConversation(queryClient, message.clubId, (c) => ({
    ...c,
    lastMessage: message.content,
    lastMessageTime: message.timestamp,
  }));
}

export function useSendClubMessage(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api.post<ClubMessage>(`/api/clubs/${clubId}/messages`, { content }),
    onSuccess: (message) => addClubMessage(queryClient, message),
  });
}

/** Opening the conversation resets its unread count. */
export function useMarkClubRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clubId: number) => api.post(`/api/clubs/${clubId}/messages/read`),
    onMutate: (clubId) => {
      updateClubConversation(queryClient, clubId, (c) => ({ ...c, unreadCount: 0 }));
    },
  });
}
