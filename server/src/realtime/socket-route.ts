import { CHAT_ERRORS } from '@common/chat-texts';
import { clientEventSchema, type ServerEvent, SOCKET_PATH } from '@common/socket-events';
import { MESSAGES } from '@common/texts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { fieldWithNul } from '../lib/nul-text';
import type { SessionUser } from '../modules/sessions';
import { isForeignOrigin } from '../plugins/security';
import { currentUser } from '../plugins/session';
import { lookUpSession } from '../plugins/session-cache';
import { SESSION_ENDED_REASON } from './broker';
import { CLOSE_SESSION_ENDED } from './socket-hub';

export interface SocketState {
  user: SessionUser;
  alive: boolean;
  /** Client events of one socket run one after another, so a member's messages keep their order. */
  queue: Promise<void>;
  /** Frames received and not yet handled. */
  pending: number;
}

/** A client that keeps this many frames waiting is flooding: it is disconnected (1008). */
export const MAX_PENDING_FRAMES = 100;
const CLOSE_POLICY_VIOLATION = 1008;

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
      const state: SocketState = { user, alive: true, queue: Promise.resolve(), pending: 0 };
      sockets.set(socket, state);
      socket.on('pong', () => {
        state.alive = true;
      });
      socket.on('message', (data, isBinary) => {
        // The per-member send limit answers each extra message; a client that does not wait for
        // the answers would grow this queue without bound, so it is cut off instead.
        if (++state.pending > MAX_PENDING_FRAMES) {
          socket.close(CLOSE_POLICY_VIOLATION, 'too many messages');
          return;
        }
        const text = isBinary ? null : data.toString();
        state.queue = state.queue.then(async () => {
          await handleFrame(app, socket, user, text);
          state.pending -= 1;
        });
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
  // As over HTTP (plugins/nul-text.ts): a NUL character never reaches PostgreSQL, which refuses it.
  const parsed = fieldWithNul(raw) ? null : clientEventSchema.safeParse(raw);
  if (!parsed?.success) {
    const tempId = (raw as { tempId?: unknown } | null)?.tempId;
    return sendEvent(socket, {
      type: 'error',
      code: 'invalid',
      message: parsed ? (parsed.error.issues[0]?.message ?? CHAT_ERRORS.invalidEvent) : MESSAGES.nulCharacter,
      ...(typeof tempId === 'string' && { tempId: tempId.slice(0, 64) }),
    });
  }
  const handler = app.realtime.handlerFor(parsed.data.type);
  // 'status' has no handler: presence follows the socket's life, not what a client claims.
  if (!handler) return;
  // Sign-out takes effect on the very next request, and a frame is one: a socket whose session
  // ended where no broker message reached this instance (Redis down) is closed here, unheard.
  // The requests' own lookup: cached, and dropped on every instance when the sessions change.
  if (!(await lookUpSession(app, user.session_hash))) {
    socket.close(CLOSE_SESSION_ENDED, SESSION_ENDED_REASON);
    return;
  }
  try {
    await handler({ socket, user, event: parsed.data });
  } catch (err) {
    app.log.error({ err }, 'socket event failed');
    const tempId = 'tempId' in parsed.data ? parsed.data.tempId : undefined;
    sendEvent(socket, { type: 'error', code: 'server', message: MESSAGES.serverError, ...(tempId && { tempId }) });
  }
}
