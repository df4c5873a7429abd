import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSocketEvent } from '@/lib/socket-client';
import { clubConversationsKey, updateClubConversation } from './club-conversations';
import { addClubMessage, useMarkClubRead } from './club-messages';

/**
 * Keeps the club conversations current from the socket (issue 34): a club's message is added to
 * its conversation; if that conversation is not the open one, its unread count goes up; a club
 * the list does not know yet (just joined) makes the list read again.
 */
export function useClubChatEvents(meId: number, openClubId: number | null) {
  const queryClient = useQueryClient();
  const markRead = useMarkClubRead();
  const openRef = useRef(openClubId);
  openRef.current = openClubId;

  useSocketEvent('club_message', (event) => {
    const { type: _type, ...message } = event;
    addClubMessage(queryClient, message);
    const incoming = event.sender.id !== meId;
    const isOpen = openRef.current === event.clubId;
    const known = updateClubConversation(queryClient, event.clubId, (c) => ({
      ...c,
      unreadCount: incoming && !isOpen ? c.unreadCount + 1 : c.unreadCount,
    }));
    if (!known) void queryClient.invalidateQueries({ queryKey: clubConversationsKey });
    if (incoming && isOpen) markRead.mutate(event.clubId);
  });
}
