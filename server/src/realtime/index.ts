import { CLOSE_GOING_AWAY, SOCKET_MAX_PAYLOAD_BYTES } from '@common/socket-events';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { DEFAULT_REALTIME_OPTIONS, Realtime, type RealtimeOptions } from './realtime';
import { CLOSE_SESSION_ENDED } from './socket-hub';
import { type SocketState, socketRoute } from './socket-route';

export { Realtime, type RealtimeOptions } from './realtime';
export { sendEvent } from './socket-route';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export { CLOSE_SESSION_ENDED } from './socket-hub';

/**
 * The real-time plugin: `app.realtime`, the /ws route and the heartbeat, which pings every
 * socket (one that missed the previous pong is dropped), closes sockets whose session ended,
 * and refreshes presence in Redis.
 */
export const realtimePlugin = fp(async (app: FastifyInstance, opts: Partial<RealtimeOptions>) => {
  const options = { ...DEFAULT_REALTIME_OPTIONS, ...opts };
  const realtime = new Realtime(app.db, app.redis, options, app.log);
  app.decorate('realtime', realtime);
  const sockets = new Map<WebSocket, SocketState>();

  await app.register(websocket, {
    options: { maxPayload: SOCKET_MAX_PAYLOAD_BYTES },
    // On shutdown clients are told the server is going away; they reconnect (to another instance).
    preClose(done) {
      for (const socket of app.websocketServer.clients) socket.close(CLOSE_GOING_AWAY, 'server shutting down');
      app.websocketServer.close(() => done());
    },
  });
  await socketRoute(app, sockets);

  const beat = async () => {
    for (const [socket, state] of sockets) {
      if (!state.alive) {
        socket.terminate();
        continue;
      }
      state.alive = false;
      socket.ping();
    }
    await closeEndedSessions(app, sockets);
    await realtime.broker.keepSubscribed();
    await realtime.presence.heartbeat();
  };
  const timer = setInterval(
    () => void beat().catch((err) => realtime.warn(err, 'heartbeat failed')),
    options.heartbeatMs,
  );
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await realtime.close();
  });
});

/**
 * One query for every open socket: sockets whose session is gone are closed. Only the sockets
 * asked about are judged: one that opened while the query ran is not in its answer, and its own
 * upgrade has just checked its session (closing it told a member signed in a moment ago that
 * their session had ended).
 */
async function closeEndedSessions(app: FastifyInstance, sockets: Map<WebSocket, SocketState>) {
  if (sockets.size === 0) return;
  const asked = [...sockets];
  const hashes = [...new Set(asked.map(([, state]) => state.user.session_hash))];
  const { rows } = await app.db.query<{ token_hash: string }>(
    `select s.token_hash from sessions s join users u on u.id = s.user_id
     where s.token_hash = any($1) and s.expires_at > now() and u.suspended_at is null`,
    [hashes],
  );
  const live = new Set(rows.map((r) => r.token_hash));
  for (const [socket, state] of asked) {
    if (!live.has(state.user.session_hash)) socket.close(CLOSE_SESSION_ENDED, 'session ended');
  }
}
