import type { MarkReadResult } from '@common/schemas/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateContact } from './get-contacts';

export const markConversationRead = (userId: number) => api.post<MarkReadResult>(`/api/messages/${userId}/read`);

/** Opening a conversation resets its unread count (spec section 4); the server sends new badges. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onMutate: (userId) => {
      updateContact(queryClient, userId, (c) => ({ ...c, unreadCount: 0 }));
    },
  });
}
