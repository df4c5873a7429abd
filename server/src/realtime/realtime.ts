import { randomUUID } from 'node:crypto';
import type { ClientEvent, ServerEvent } from '@common/socket-events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { WebSocket } from 'ws';
import type { SessionUser } from '../modules/sessions';
import { type Broker, MemoryBroker, type PublishOptions } from './broker';
import { Presence } from './presence';
import { RedisPresenceStore } from './presence-store';
import { RedisBroker } from './redis-broker';
import { type SessionScope, SocketHub } from './socket-hub';

export interface RealtimeOptions {
  /** Prefix of every Redis key and channel, so deployments (and test files) sharing a Redis stay apart. */
  namespace: string;
  /** How often sockets are pinged; a socket that missed the previous pong is dropped. */
  heartbeatMs: number;
  /** Presence entries in Redis expire after this long without a heartbeat (an instance died). */
  presenceTtlMs: number;
}

export const DEFAULT_REALTIME_OPTIONS: RealtimeOptions = {
  namespace: 'fc:',
  heartbeatMs: 30_000,
  presenceTtlMs: 45_000,
};

/** What a domain's socket handler gets for one client event. */
export interface SocketContext<E extends ClientEvent = ClientEvent> {
  socket: WebSocket;
  user: SessionUser;
  event: E;
}

type Handler<E extends ClientEvent> = (ctx: SocketContext<E>) => Promise<void>;
type ConnectHandler = (ctx: { socket: WebSocket; user: SessionUser }) => Promise<void>;

/**
 * The app's real-time side (decorated as `app.realtime`): deliver events to members on any
 * instance, ask who is online, and let domains handle their client events (split by domain, not
 * one big switch: chat handles 'message', notifications sends the counts on connect).
 */
export class Realtime {
  readonly instanceId = randomUUID();
  readonly hub = new SocketHub();
  readonly broker: Broker;
  readonly presence: Presence;
  private readonly handlers = new Map<ClientEvent['type'], Handler<never>>();
  private readonly connectHandlers: ConnectHandler[] = [];

  constructor(
    db: pg.Pool,
    redis: Redis | null,
    readonly options: RealtimeOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    let store: RedisPresenceStore | null = null;
    if (redis) {
      const sub = redis.duplicate({ enableOfflineQueue: false, autoResubscribe: false, lazyConnect: false });
      sub.on('error', () => {}); // the main connection logs Redis problems; this one just retries
      this.broker = new RedisBroker(redis, sub, this.hub, this.instanceId, options.namespace, log);
      store = new RedisPresenceStore(redis, this.instanceId, options.namespace, options.presenceTtlMs);
    } else {
      this.broker = new MemoryBroker(this.hub);
    }
    this.presence = new Presence(this.hub, this.broker, store, db, log);
  }

  /** Delivers the event to every socket of the member, on whichever instance it is (but `except`). */
  publish(userId: number, event: ServerEvent, options?: PublishOptions): Promise<void> {
    return this.broker.publish(userId, event, options);
  }

  /**
   * Closes the member's open sockets on every instance with CLOSE_SESSION_ENDED (4401): those of
   * the sessions in `scope`, or all. Call it after sessions are deleted (sign-out, a device ended,
   * a password change, suspension, account deletion): a socket authenticated once would otherwise
   * stay open until the next heartbeat notices.
   */
  endSessions(userId: number, scope?: SessionScope): Promise<void> {
    return this.broker.endSessions(userId, scope);
  }

  /** Those of `userIds` online now whose presence `viewerId` may see (their profile's audience). */
  onlineShownTo(viewerId: number, userIds: number[]): Promise<Set<number>> {
    return this.presence.onlineShownTo(viewerId, userIds);
  }

  handle<T extends ClientEvent['type']>(type: T, handler: Handler<Extract<ClientEvent, { type: T }>>): void {
    this.handlers.set(type, handler as Handler<never>);
  }

  onConnect(handler: ConnectHandler): void {
    this.connectHandlers.push(handler);
  }

  handlerFor(type: ClientEvent['type']): Handler<ClientEvent> | undefined {
    return this.handlers.get(type) as Handler<ClientEvent> | undefined;
  }

  /** A socket of the member opened: presence, broker subscription, the domains' greetings. */
  async connected(user: SessionUser, socket: WebSocket): Promise<void> {
    if (this.hub.add(user.id, socket, user.session_hash)) {
      // Subscribed before the greetings go out: once a client is greeted, nothing sent to it is missed.
      await this.broker.watch(user.id);
      await this.presence.joined(user.id);
    }
    for (const handler of this.connectHandlers) await handler({ socket, user });
  }

  async disconnected(userId: number, socket: WebSocket): Promise<void> {
    if (!this.hub.remove(userId, socket)) return;
    this.broker.unwatch(userId);
    await this.presence.left(userId);
  }

  async close(): Promise<void> {
    await this.presence.close();
    await this.broker.close();
  }

  warn(err: unknown, message: string): void {
    this.log.warn({ err: (err as Error)?.message ?? String(err) }, message);
  }
}
