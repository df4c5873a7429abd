import { CHAT_ERRORS } from '@common/chat-texts';
import { clientEventSchema, type ServerEvent, SOCKET_PATH } from '@common/socket-events';
import { MESSAGES } from '@common/texts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { SessionUser } from '../modules/auth/sessions-repository';
import { isForeignOrigin } from '../plugins/security';
import { currentUser } from '../plugins/session';

export interface SocketState {
  user: SessionUser;
  alive: boolean;
  /** Client events of one socket run one after another, so a member's messages keep their order. */
  queue: Promise<void>;
}

export function sendEvent(socket: WebSocket, event: ServerEvent): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}

/**
 * GET /ws. The upgrade is refused with a plain HTTP answer before any socket exists: 403 for a
 * foreign Origin (D1, cross-site WebSocket hijacking), 401 without a live session cookie.
 */
export async function socketRoute(app: FastifyInstance, sockets: Map<WebSocket, SocketState>) {
  const realtime = app.realtime;

  app.get(
    SOCKET_PATH,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (isForeignOrigin(request, app.config.allowedOrigins)) {
          return reply.code(403).send({ message: MESSAGES.crossSite });
        }
        const user = await currentUser(request);
        if (!user) return reply.code(401).send({ message: MESSAGES.unauthorized });
      },
    },
    async (socket, request) => {
      const user = (await currentUser(request))!;
      const state: SocketState = { user, alive: true, queue: Promise.resolve() };
      sockets.set(socket, state);
      socket.on('pong', () => {
        state.alive = true;
      });
      socket.on('message', (data, isBinary) => {
        state.queue = state.queue.then(() => handleFrame(app, socket, user, isBinary ? null : data.toString()));
      });
      socket.on('close', () => {
        sockets.delete(socket);
        realtime.disconnected(user.id, socket).catch((err) => realtime.warn(err, 'realtime: disconnect failed'));
      });
      await realtime.connected(user, socket).catch((err) => realtime.warn(err, 'realtime: connect failed'));
    },
  );
}

async function handleFrame(app: FastifyInstance, socket: WebSocket, user: SessionUser, text: string | null) {
  let raw: unknown;
  try {
    raw = text === null ? null : JSON.parse(text);
  } catch {
    raw = null;
  }
  const parsed = clientEventSchema.safeParse(raw);
  if (!parsed.success) {
    const tempId = (raw as { tempId?: unknown } | null)?.tempId;
    return sendEvent(socket, {
      type: 'error',
      code: 'invalid',
      message: parsed.error.issues[0]?.message ?? CHAT_ERRORS.invalidEvent,
      ...(typeof tempId === 'string' && { tempId: tempId.slice(0, 64) }),
    });
  }
  const handler = app.realtime.handlerFor(parsed.data.type);
  // 'status' has no handler: presence follows the socket's life, not what a client claims.
  if (!handler) return;
  try {
    await handler({ socket, user, event: parsed.data });
  } catch (err) {
    app.log.error({ err }, 'socket event failed');
    const tempId = 'tempId' in parsed.data ? parsed.data.tempId : undefined;
    sendEvent(socket, { type: 'error', code: 'server', message: MESSAGES.serverError, ...(tempId && { tempId }) });
  }
}
