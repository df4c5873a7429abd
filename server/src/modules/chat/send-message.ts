import { MODERATION_MESSAGES } from '@common/admin-texts';
import { CHAT_ERRORS } from '@common/chat-texts';
import { CHAT_RATE_LIMIT, type ChatMessage } from '@common/schemas/chat';
import { ID_MAX } from '@common/schemas/id';
import type { SocketErrorCode } from '@common/socket-events';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { sendEvent } from '../../realtime';
import { isBlockedEitherWay } from '../moderation';
import { notify } from '../notifications';
import type { SessionUser } from '../sessions';
import { presentMessage } from './presenter';
import { insertMessageToFollowed, userExists } from './repository';

/** A send the rules refuse; the socket answers an error event, HTTP the matching status. */
export class ChatRefusal extends Error {
  constructor(
    readonly code: SocketErrorCode,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Where a message sent over a socket came from. */
export interface SendOrigin {
  socket: WebSocket;
  /** The client's temporary id: that socket is acked and gets no copy of its own message. */
  tempId?: string;
}

/**
 * Sends a message: within the send limit, may the sender write to the receiver (D4; no block either
 * way, issue 9; not suspended) → store, in one statement, before any delivery → deliver to the
 * receiver's sockets → ack the origin's temp id → the sender's other tabs → notify. The sender is
 * always the session's member.
 */
export async function sendMessage(
  app: FastifyInstance,
  sender: SessionUser,
  receiverId: number,
  content: string,
  origin?: SendOrigin,
): Promise<ChatMessage> {
  if (receiverId === sender.id) throw new ChatRefusal('self', CHAT_ERRORS.messageSelf, 400);
  // The socket's receiverId is any positive integer; past the integer column's range PostgreSQL
  // fails the insert, which the client would hear as a server error it may retry. No one is there.
  if (receiverId > ID_MAX) throw new ChatRefusal('not_found', CHAT_ERRORS.userNotFound, 404);
  const sent = await insertMessageToFollowed(
    app.db,
    { senderId: sender.id, receiverId, content },
    { limit: CHAT_RATE_LIMIT.messages, windowMs: CHAT_RATE_LIMIT.windowMs },
  );
  if (sent.limited) throw new ChatRefusal('rate_limited', CHAT_ERRORS.rateLimited, 429);
  const { row } = sent;
  if (!row) {
    if (!(await userExists(app.db, receiverId))) throw new ChatRefusal('not_found', CHAT_ERRORS.userNotFound, 404);
    if (await isBlockedEitherWay(app.db, sender.id, receiverId)) {
      throw new ChatRefusal('blocked', MODERATION_MESSAGES.blockedMessage, 403);
    }
    throw new ChatRefusal('not_following', CHAT_ERRORS.notFollowing, 403);
  }
  const message = presentMessage(row);
  const event = { ...message, senderName: sender.name };
  // The receiver's copy is on its way (to Redis) before the sender's ack is written: the ack is a
  // write to a socket here, the delivery has another hop to make (issue 19).
  const delivered = app.realtime.publish(receiverId, event);
  const acked = origin?.tempId ? { socket: origin.socket, tempId: origin.tempId } : undefined;
  if (acked)
    sendEvent(acked.socket, { type: 'ack', tempId: acked.tempId, id: message.id, timestamp: message.timestamp });
  await delivered;
  // The ack already told the sending socket all the copy would (issue 19: one frame, not two).
  await app.realtime.publish(sender.id, event, { except: acked?.socket });
  // The message is stored and delivered; a failed notification must not undo that for the sender.
  await notify(app, { type: 'message', recipientId: receiverId, actorId: sender.id }).catch((err) =>
    app.log.error({ err }, 'message notification failed'),
  );
  return message;
}
