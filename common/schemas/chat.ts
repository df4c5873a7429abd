import { z } from 'zod';
import { CHAT_ERRORS } from '../chat-texts';
import { LIMITS, MESSAGE_MAX_CHARS } from '../limits';
import { hasVisibleText } from '../visible-text';
import { idTextSchema } from './id';

// In the zod-free ../limits.ts, so the texts can state it; re-exported here for its users.
export { MESSAGE_MAX_CHARS };

/** The text of a chat message: trimmed, not blank (spec 5 Chat send), bounded. */
export const messageContentSchema = /* @__PURE__ */ z
  .string({ error: CHAT_ERRORS.contentEmpty })
  .trim()
  .min(1, CHAT_ERRORS.contentEmpty)
  .refine(hasVisibleText, CHAT_ERRORS.contentEmpty)
  .max(MESSAGE_MAX_CHARS, CHAT_ERRORS.contentTooLong);

/** POST /api/messages/{userId}: send over HTTP (the socket is the usual way). */
export const sendMessageBodySchema = /* @__PURE__ */ z.object({ content: messageContentSchema });

/** /api/messages/{userId}: the other member of the conversation. */
export const userIdParamSchema = /* @__PURE__ */ z.object({
  userId: idTextSchema('Invalid user id'),
});

/** A temporary client id (spec 9: prefix 'temp-'), echoed back with the stored id. */
export const tempIdSchema = /* @__PURE__ */ z
  .string()
  .max(64)
  .refine((v) => v.startsWith(LIMITS.tempMessagePrefix), `Temporary ids start with ${LIMITS.tempMessagePrefix}`);

/** A chat message (spec section 3, Message). `timestamp` is ISO 8601. */
export interface ChatMessage {
  id: number;
  senderId: number;
  receiverId: number;
  content: string;
  timestamp: string;
  read: boolean;
  type: 'message';
}

/** A chat contact (spec section 3, Contact). */
export interface ChatContact {
  id: number;
  username: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  profilePicture: string | null;
  unreadCount: number;
  online: boolean;
  lastMessage: string | null;
  lastMessageTime: string | null;
  /** Whether the member follows this contact, i.e. may write to them (D4). */
  following: boolean;
}

export interface MarkReadResult {
  /** How many messages were marked read by this call. */
  read: number;
}

/** Per-member send limit (socket and HTTP together): this many messages per window. */
export const CHAT_RATE_LIMIT = { messages: 20, windowMs: 10_000 } as const;
