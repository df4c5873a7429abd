import { EventEmitter } from 'node:events';
import pg from 'pg';
import { listenForInvalidations } from '../db/pool';
import { CACHE_CHANNEL, type CacheEvent, parseCacheEvent, tagsOf } from './cache-events';

/** What the bus needs of a cache: drop entries by tag, or everything. */
export interface Evictable {
  evict(tags: string[]): void;
  clear(): void;
}

/** Taken before a read from the database; the read's answer may be cached only if still valid. */
export interface Ticket {
  seq: number;
  epoch: number;
}

type Log = { warn: (o: object, m: string) => void; info: (o: object, m: string) => void };

export interface BusOptions {
  /** How often the listening connection proves it is alive. */
  healthCheckMs: number;
  /** A health check that has not answered after this long counts as a lost connection. */
  healthTimeoutMs: number;
  /** Reconnection backoff: first wait and ceiling. */
  retryMs: number;
  maxRetryMs: number;
}

const DEFAULTS: BusOptions = { healthCheckMs: 5000, healthTimeoutMs: 3000, retryMs: 200, maxRetryMs: 5000 };
// Tags dropped recently are remembered this long, for reads that were running meanwhile; a read
// older than that is simply not cached.
const REMEMBER_MS = 10_000;
export const LISTENER_APPLICATION_NAME = 'fitcircle-cache-listener';

/**
 * Delivers the database's invalidation messages (migration 0012) to this instance's caches.
 *
 * - A dedicated connection LISTENs for the other instances' changes. While it is down, and for
 *   every entry cached before it went down, the caches are bypassed (`usable` is false and the
 *   epoch moves on): a message may have been missed, so PostgreSQL answers every request.
 * - Every connection of the app's pool LISTENs too. PostgreSQL hands a session its own
 *   notifications before it reports the commit, so when a change made by this instance has
 *   committed, this instance's caches have already dropped what it invalidated: the very next
 *   request here never sees the old answer, whatever ended the session.
 * - A read that raced with a change is not cached: `ticket()` before the read, `accepts()` after.
 */
export class InvalidationBus extends EventEmitter {
  private listener: pg.Client | null = null;
  private up = false;
  private closed = false;
  private retryMs: number;
  private health: NodeJS.Timeout | null = null;
  private readonly caches = new Set<Evictable>();
  private readonly pooled = new Set<pg.PoolClient>();
  private seq = 0;
  /** Tickets older than this cannot be checked any more (forgotten tags, a lost connection). */
  private floor = 0;
  private readonly dropped = new Map<string, number>();
  private readonly forget: NodeJS.Timeout;
  epoch = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: Log,
    private readonly options: BusOptions = DEFAULTS,
  ) {
    super();
    this.retryMs = options.retryMs;
    // A pool made elsewhere than createPool listens from now on (its older connections do not).
    pool.options.onConnect ??= listenForInvalidations;
    pool.on('acquire', this.onAcquire);
    this.forget = setInterval(() => this.forgetDropped(), REMEMBER_MS);
    this.forget.unref();
  }

  /** True while the listening connection is up: only then may a cached answer be used. */
  get usable(): boolean {
    return this.up && !this.closed;
  }

  /** The backend process of the listening connection (tests end it to simulate a lost connection). */
  get listenerPid(): number | undefined {
    return this.usable ? (this.listener as (pg.Client & { processID?: number }) | null)?.processID : undefined;
  }

  register(cache: Evictable): void {
    this.caches.add(cache);
  }

  ticket(): Ticket {
    return { seq: this.seq, epoch: this.epoch };
  }

  /** Whether an answer read after `ticket` may be cached under these tags. */
  accepts(ticket: Ticket, tags: string[]): boolean {
    if (!this.usable || ticket.epoch !== this.epoch || ticket.seq < this.floor) return false;
    for (const tag of tags) if ((this.dropped.get(tag) ?? 0) > ticket.seq) return false;
    return true;
  }

  /** Starts listening (and keeps reconnecting until closed). */
  start(): void {
    void this.connect();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ ...this.pool.options, application_name: LISTENER_APPLICATION_NAME });
    this.listener = client;
    client.on('notification', this.onNotification);
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CACHE_CHANNEL}`);
    } catch (err) {
      this.lost(client, err as Error);
      return;
    }
    if (this.closed || this.listener !== client) return void client.end().catch(() => {});
    this.up = true;
    this.epoch += 1;
    this.retryMs = this.options.retryMs;
    this.health = setInterval(() => void this.check(client), this.options.healthCheckMs);
    this.health.unref();
    this.log.info({ epoch: this.epoch }, 'cache: listening for invalidations');
    this.emit('up');
  }

  /** The listener is gone: bypass and empty the caches, and connect again after a backoff. */
  private lost(client: pg.Client, err?: Error): void {
    if (this.listener !== client) return;
    this.listener = null;
    if (this.health) clearInterval(this.health);
    this.health = null;
    const wasUp = this.up;
    this.up = false;
    this.epoch += 1;
    this.fence();
    for (const cache of this.caches) cache.clear();
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (wasUp) this.log.warn({ err: err?.message }, 'cache: invalidation listener lost; reading the database');
    this.emit('down');
    if (this.closed) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, this.options.maxRetryMs);
    setTimeout(() => void this.connect(), wait).unref();
  }

  private async check(client: pg.Client): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('health check timed out')), this.options.healthTimeoutMs);
    });
    try {
      await Promise.race([client.query('select 1'), timeout]);
    } catch (err) {
      this.lost(client, err as Error);
    } finally {
      clearTimeout(timer);
    }
  }

  // The pool's connections LISTEN as they connect (db/pool.ts); this hears what they receive.
  private readonly onAcquire = (client: pg.PoolClient) => {
    if (this.closed || this.pooled.has(client)) return;
    this.pooled.add(client);
    client.on('notification', this.onNotification);
    client.once('end', () => this.pooled.delete(client));
  };

  private readonly onNotification = (message: pg.Notification) => {
    if (message.channel !== CACHE_CHANNEL || !message.payload) return;
    const event = parseCacheEvent(message.payload);
    if (event) this.apply(event);
  };

  /** Drops what the event invalidates, in every cache of this instance. */
  apply(event: CacheEvent): void {
    if (event.ids === 'all') {
      this.fence();
      for (const cache of this.caches) cache.clear();
    } else {
      this.seq += 1;
      const tags = tagsOf({ kind: event.kind, ids: event.ids });
      for (const tag of tags) this.dropped.set(tag, this.seq);
      for (const cache of this.caches) cache.evict(tags);
    }
    this.emit('event', event);
  }

  private forgetDropped(): void {
    this.dropped.clear();
    this.fence();
  }

  /** Every ticket taken before now is refused: what happened since can no longer be checked. */
  private fence(): void {
    this.seq += 1;
    this.floor = this.seq;
  }

  /** Resolves once listening (true), or false after `timeoutMs`. */
  async whenUsable(timeoutMs: number): Promise<boolean> {
    if (this.usable) return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.off('up', onUp);
        resolve(false);
      }, timeoutMs);
      const onUp = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.once('up', onUp);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.up = false;
    clearInterval(this.forget);
    if (this.health) clearInterval(this.health);
    this.pool.off('acquire', this.onAcquire);
    for (const client of this.pooled) client.off('notification', this.onNotification);
    this.pooled.clear();
    for (const cache of this.caches) cache.clear();
    const listener = this.listener;
    this.listener = null;
    if (listener) {
      listener.removeAllListeners();
      listener.on('error', () => {});
      await listener.end().catch(() => {});
    }
  }
}
