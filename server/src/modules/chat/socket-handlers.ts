import type { FastifyInstance } from 'fastify';
import { sendEvent } from '../../realtime';
import { ChatRefusal, sendMessage } from './send-message';

/** The chat's client events: 'message' (the spec's event plus a temp- id to acknowledge). */
export function registerChatSocketHandlers(app: FastifyInstance): void {
  app.realtime.handle('message', async ({ socket, user, event }) => {
    try {
      await sendMessage(app, user, event.receiverId, event.content, { socket, tempId: event.tempId });
    } catch (err) {
      if (!(err instanceof ChatRefusal)) throw err;
      sendEvent(socket, {
        type: 'error',
        code: err.code,
        message: err.message,
        ...(event.tempId && { tempId: event.tempId }),
      });
    }
  });
}

/** On connect: which of the members I follow are online now (then 'status' events keep it current). */
export function registerPresenceSnapshot(app: FastifyInstance): void {
  app.realtime.onConnect(async ({ socket, user }) => {
    const { rows } = await app.db.query<{ id: number }>(
      'select following_id as id from follows where follower_id = $1',
      [user.id],
    );
    const online = await app.realtime.onlineShownTo(
      user.id,
      rows.map((r) => r.id),
    );
    sendEvent(socket, { type: 'presence', online: [...online] });
  });
}
