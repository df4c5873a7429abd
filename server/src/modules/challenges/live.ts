import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { sendEvent } from '../../realtime';
import { viewerOf } from '../access';
import { sendChallengeNotices } from './notices';
import { requireVisibleChallenge } from './policies';
import { findChallenge } from './repository';

/** Boards change at most this often per challenge on a socket: a burst of saves is one refresh. */
const COALESCE_MS = 150;

/**
 * Live leaderboards on every instance (docs/decisions/0033). A tab showing a board sends
 * `watch_challenge`; this instance remembers its socket. A standing's change announces
 * 'ch:<challenge>' on the database's change channel when it commits (migration 0191), which every
 * instance hears (app.cacheBus); each tells its own watching sockets, which read the board again.
 * 'chn:<challenge>' says notices wait to be sent: one instance claims and sends them.
 */
export function startLiveBoards(app: FastifyInstance): void {
  const watchers = new Map<number, Set<WebSocket>>();
  const pending = new Set<number>();
  let flushTimer: NodeJS.Timeout | null = null;

  const unwatch = (challengeId: number, socket: WebSocket) => {
    const set = watchers.get(challengeId);
    set?.delete(socket);
    if (set?.size === 0) watchers.delete(challengeId);
  };

  app.realtime.handle('watch_challenge', async ({ socket, user, event }) => {
    try {
      await requireVisibleChallenge(app.db, viewerOf(user), await findChallenge(app.db, event.challengeId, user.id));
    } catch {
      return sendEvent(socket, { type: 'error', code: 'not_found', message: 'Challenge not found' });
    }
    const set = watchers.get(event.challengeId) ?? new Set();
    if (set.has(socket)) return;
    set.add(socket);
    watchers.set(event.challengeId, set);
    socket.once('close', () => unwatch(event.challengeId, socket));
  });
  app.realtime.handle('unwatch_challenge', async ({ socket, event }) => unwatch(event.challengeId, socket));

  const flush = () => {
    flushTimer = null;
    for (const challengeId of pending) {
      for (const socket of watchers.get(challengeId) ?? []) sendEvent(socket, { type: 'leaderboard', challengeId });
    }
    pending.clear();
  };

  const onEvent = (event: { kind: string; ids: number[] | 'all' }) => {
    if (event.kind === 'chn') {
      void sendChallengeNotices(app).catch((err) => app.log.warn({ err: err.message }, 'challenge notices failed'));
      return;
    }
    if (event.kind !== 'ch') return;
    const ids = event.ids === 'all' ? [...watchers.keys()] : event.ids;
    for (const id of ids) if (watchers.has(id)) pending.add(id);
    if (pending.size > 0 && !flushTimer) flushTimer = setTimeout(flush, COALESCE_MS);
  };
  app.cacheBus.on('event', onEvent);
  app.addHook('onClose', async () => {
    app.cacheBus.off('event', onEvent);
    if (flushTimer) clearTimeout(flushTimer);
  });
}
