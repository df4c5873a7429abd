import type { ChatContact } from '@common/schemas/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSocket, useSocketEvent, useSocketStatus } from '@/lib/socket-client';
import { contactsQueryKey, updateContact } from '../api/get-contacts';
import { addMessage, markSentRead } from '../api/get-messages';
import { useMarkConversationRead } from '../api/mark-conversation-read';

/**
 * Keeps the chat screen current from the socket (spec section 4): a message is added to its
 * conversation; if that conversation is not the open one, the sender's unread count goes up; the
 * contact's last message follows. Read receipts mark sent messages read. After a reconnect the
 * lists are fetched again, since events may have been missed meanwhile.
 */
export function useChatEvents(meId: number, openContactId: number | null) {
  const queryClient = useQueryClient();
  const markRead = useMarkConversationRead();
  const openRef = useRef(openContactId);
  openRef.current = openContactId;

  useSocketEvent('message', (event) => {
    const otherId = event.senderId === meId ? event.receiverId : event.senderId;
    const { senderName: _n, ...rest } = event;
    addMessage(queryClient, otherId, { ...rest, type: 'message' });
    const incoming = event.senderId !== meId;
    const isOpen = openRef.current === otherId;
    const known = updateContact(queryClient, otherId, (c) => ({
      ...c,
      lastMessage: event.content,
      lastMessageTime: event.timestamp,
      unreadCount: incoming && !isOpen ? c.unreadCount + 1 : c.unreadCount,
    }));
    if (!known) void queryClient.invalidateQueries({ queryKey: contactsQueryKey });
    if (incoming && isOpen) markRead.mutate(otherId);
  });

  useSocketEvent('read', (event) => markSentRead(queryClient, event.readerId, event.upToId));

  const socket = useSocket();
  const status = useSocketStatus();
  useEffect(() => {
    if (status === 'open' && socket && socket.openCount > 1) {
      void queryClient.invalidateQueries({ queryKey: ['chat'] });
    }
  }, [status, socket, queryClient]);
}

/** Online state of contacts: the list's value, corrected by the socket's presence and status events. */
export function useOnline(contacts: ChatContact[]): (contact: ChatContact) => boolean {
  const [known, setKnown] = useState<Map<number, boolean>>(() => new Map());
  const followedRef = useRef(contacts);
  followedRef.current = contacts;

  useSocketEvent('presence', (event) => {
    const next = new Map<number, boolean>();
    for (const c of followedRef.current) if (c.following) next.set(c.id, false);
    for (const id of event.online) next.set(id, true);
    setKnown(next);
  });
  useSocketEvent('status', (event) => {
    setKnown((current) => new Map(current).set(event.userId, event.status === 'online'));
  });
  return (contact) => known.get(contact.id) ?? contact.online;
}
