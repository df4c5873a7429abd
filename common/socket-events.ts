// The one typed module of socket events at /ws (spec section 7), shared by server and web.
// Client → server events are validated with these schemas on the server; a senderId or userId a
// client sends is ignored: the sender is always the session's member (D1).
import { z } from 'zod';
import { messageContentSchema, tempIdSchema } from './schemas/chat';
import type { AppNotification, UnreadCounts } from './schemas/notifications';

export const SOCKET_PATH = '/ws';
/** Largest frame the server accepts (bytes); a bigger one closes the socket with 1009. */
export const SOCKET_MAX_PAYLOAD_BYTES = 16 * 1024;
/** Close code the server uses when a member sends too fast for too long, or on shutdown. */
export const CLOSE_GOING_AWAY = 1001;

export const PRESENCE_STATUSES = ['online', 'offline'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];

// ---- client → server ----

/** The spec's status announcement; presence itself follows the socket's life on the server. */
export const clientStatusEventSchema = /* @__PURE__ */ z.object({
  type: z.literal('status'),
  status: z.enum(PRESENCE_STATUSES),
  userId: z.unknown().optional(),
});

/**
 * The spec's message event plus a temporary id (acknowledged with the stored id; a client that
 * sends none gets no ack); senderId/senderName/timestamp are ignored.
 */
export const clientMessageEventSchema = /* @__PURE__ */ z.object({
  type: z.literal('message'),
  tempId: tempIdSchema.optional(),
  receiverId: z.number().int().positive(),
  content: messageContentSchema,
  senderId: z.unknown().optional(),
  senderName: z.unknown().optional(),
  timestamp: z.unknown().optional(),
});

/**
 * Issue 34: a tab showing a challenge's leaderboard asks to hear when its standing changes
 * ('leaderboard' events) and stops asking when it leaves the page (or closes).
 */
export const clientWatchEventSchema = /* @__PURE__ */ z.object({
  type: z.literal('watch_challenge'),
  challengeId: z.number().int().positive(),
});
export const clientUnwatchEventSchema = /* @__PURE__ */ z.object({
  type: z.literal('unwatch_challenge'),
  challengeId: z.number().int().positive(),
});

export const clientEventSchema = /* @__PURE__ */ z.discriminatedUnion('type', [
  clientStatusEventSchema,
  clientMessageEventSchema,
  clientWatchEventSchema,
  clientUnwatchEventSchema,
]);
export type ClientEvent = z.infer<typeof clientEventSchema>;
export type ClientMessageEvent = z.input<typeof clientMessageEventSchema>;

// ---- server → client ----

/** A member came online or went offline (sent to the members who follow them). */
export interface StatusEvent {
  type: 'status';
  userId: number;
  status: PresenceStatus;
}

/** On connect: which of the members you follow are online now. */
export interface PresenceEvent {
  type: 'presence';
  online: number[];
}

/** A stored message, to its receiver and to the sender's other tabs (the sending one gets an ack). */
export interface MessageEvent {
  type: 'message';
  id: number;
  senderId: number;
  senderName: string;
  receiverId: number;
  content: string;
  timestamp: string;
  read: boolean;
}

/** To the sending socket: the message is stored; replace `tempId` with `id`. */
export interface AckEvent {
  type: 'ack';
  tempId: string;
  id: number;
  timestamp: string;
}

/** `blocked`: either member blocked the other (issue 9). */
export type SocketErrorCode =
  | 'invalid'
  | 'not_following'
  | 'not_found'
  | 'self'
  | 'rate_limited'
  | 'blocked'
  | 'server';

/** A refused event; `tempId` names the message that was not stored. */
export interface ErrorEvent {
  type: 'error';
  code: SocketErrorCode;
  message: string;
  tempId?: string;
}

/** Read receipt: `readerId` read every message the receiver of this event sent them, up to `upToId`. */
export interface ReadEvent {
  type: 'read';
  readerId: number;
  upToId: number;
}

/** A new notification, with the member's badge counts that include it. */
export interface NotificationEvent {
  type: 'notification';
  notification: AppNotification;
  unread: UnreadCounts;
}

export interface UnreadEvent extends UnreadCounts {
  type: 'unread';
}

/** Issue 34: a message in a club's group conversation, to the club's members. */
export interface ClubMessageEvent {
  type: 'club_message';
  id: number;
  clubId: number;
  sender: { id: number; username: string; name: string; profileImageUrl: string | null };
  content: string;
  timestamp: string;
}

/** Issue 34: the standing of a challenge the tab watches changed; read the board again. */
export interface LeaderboardEvent {
  type: 'leaderboard';
  challengeId: number;
}

export type ServerEvent =
  | ClubMessageEvent
  | LeaderboardEvent
  | StatusEvent
  | PresenceEvent
  | MessageEvent
  | AckEvent
  | ErrorEvent
  | ReadEvent
  | NotificationEvent
  | UnreadEvent;

export type ServerEventType = ServerEvent['type'];
export type ServerEventOf<T extends ServerEventType> = Extract<ServerEvent, { type: T }>;

/** Parses a server frame on the client; unknown or malformed frames give null. */
export function parseServerEvent(data: string): ServerEvent | null {
  try {
    const value = JSON.parse(data) as { type?: unknown };
    return value && typeof value.type === 'string' ? (value as ServerEvent) : null;
  } catch {
    return null;
  }
}
