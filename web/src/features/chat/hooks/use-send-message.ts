import { CHAT_TEXTS } from '@common/chat-texts';
import { LIMITS } from '@common/limits';
import type { ChatContact } from '@common/schemas/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSocket, useSocketEvent } from '@/lib/socket-client';
import { updateContact } from '../api/get-contacts';
import { addMessage, confirmMessage, failMessage, type LocalMessage, removeMessage } from '../api/get-messages';
import { isPermanentRefusal } from '../lib/send-refusal';
import { isSendableText } from '../lib/sendable-text';

/** Without an ack in this time the message is marked not sent. */
const ACK_TIMEOUT_MS = 10_000;

const newTempId = () => `${LIMITS.tempMessagePrefix}${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Sending (spec sections 4, 5, 8): blocked when the text is blank or too long (isSendableText), no
 * contact is selected, or no socket exists; 'Chat connection is not ready...' when the socket is
 * not open; the message shows at once under a temp- id, unread, and takes the stored id when the
 * server acks it. A refusal or a missing ack marks it not sent with 'Failed to send message...' (or
 * the server's reason). A refusal that sending again cannot change (a block, an ended follow:
 * isPermanentRefusal) keeps the server's reason on the message, which then offers no Send again.
 */
export function useSendMessage(meId: number, contact: ChatContact | null) {
  const socket = useSocket();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const pending = useRef(
    new Map<
      string,
      {
        receiverId: number;
        sentAt: string;
        timer: ReturnType<typeof setTimeout>;
        /** The contact's preview before this message: it is theirs again if the message fails. */
        before: Pick<ChatContact, 'lastMessage' | 'lastMessageTime'>;
      }
    >(),
  );

  useEffect(() => {
    const timers = pending.current;
    return () => {
      for (const { timer } of timers.values()) clearTimeout(timer);
    };
  }, []);

  const settle = (tempId: string) => {
    const entry = pending.current.get(tempId);
    if (entry) clearTimeout(entry.timer);
    pending.current.delete(tempId);
    return entry;
  };

  /** Marks the message not sent, and the contact list no longer shows it as their last message. */
  const fail = (
    tempId: string,
    entry: { receiverId: number; sentAt: string; before: Pick<ChatContact, 'lastMessage' | 'lastMessageTime'> },
    refusal?: string,
  ) => {
    failMessage(queryClient, entry.receiverId, tempId, refusal);
    updateContact(queryClient, entry.receiverId, (c) =>
      c.lastMessageTime === entry.sentAt ? { ...c, ...entry.before } : c,
    );
  };

  // The ack is all this tab hears of its own message (the server sends no copy back to it).
  useSocketEvent('ack', (event) => {
    const entry = settle(event.tempId);
    if (!entry) return;
    confirmMessage(queryClient, entry.receiverId, event.tempId, event.id, event.timestamp);
    updateContact(queryClient, entry.receiverId, (c) =>
      c.lastMessageTime === entry.sentAt ? { ...c, lastMessageTime: event.timestamp } : c,
    );
  });
  useSocketEvent('error', (event) => {
    const entry = event.tempId ? settle(event.tempId) : undefined;
    if (!entry || !event.tempId) return;
    const permanent = isPermanentRefusal(event.code);
    fail(event.tempId, entry, permanent ? event.message : undefined);
    setAlert(event.code === 'server' ? CHAT_TEXTS.sendFailed : event.message);
    // They stopped being followed (in another tab, say): the pane offers to follow them again.
    if (event.code === 'not_following')
      updateContact(queryClient, entry.receiverId, (c) => ({ ...c, following: false }));
  });

  /** Answers true when the message went out (the input may be cleared). */
  const send = (text: string): boolean => {
    const content = text.trim();
    if (!isSendableText(content) || !contact || !socket) return false;
    if (socket.status !== 'open') {
      setAlert(CHAT_TEXTS.notReady);
      return false;
    }
    const tempId = newTempId();
    const timestamp = new Date().toISOString();
    addMessage(queryClient, contact.id, {
      id: tempId,
      senderId: meId,
      receiverId: contact.id,
      content,
      timestamp,
      read: false,
      type: 'message',
    });
    const before = { lastMessage: contact.lastMessage, lastMessageTime: contact.lastMessageTime };
    updateContact(queryClient, contact.id, (c) => ({ ...c, lastMessage: content, lastMessageTime: timestamp }));
    const receiverId = contact.id;
    const timer = setTimeout(() => {
      const entry = settle(tempId);
      if (!entry) return;
      fail(tempId, entry);
      setAlert(CHAT_TEXTS.sendFailed);
    }, ACK_TIMEOUT_MS);
    pending.current.set(tempId, { receiverId, sentAt: timestamp, timer, before });
    let sent = false;
    try {
      sent = socket.sendMessage({ tempId, receiverId, content });
    } catch {
      sent = false;
    }
    if (!sent) {
      const entry = settle(tempId);
      if (entry) fail(tempId, entry);
      setAlert(CHAT_TEXTS.sendFailed);
      return false;
    }
    setAlert(null);
    return true;
  };

  /** Sends a message that was not sent again, as a new one (it was never stored). */
  const retry = (message: LocalMessage) => {
    if (typeof message.id !== 'string' || !contact) return;
    if (send(message.content)) removeMessage(queryClient, contact.id, message.id);
  };

  return { send, retry, alert, dismissAlert: () => setAlert(null), canSend: Boolean(socket) };
}
