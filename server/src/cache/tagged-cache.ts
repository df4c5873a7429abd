import type { Evictable, InvalidationBus, Ticket } from './invalidation-bus';

interface Entry<V> {
  value: V;
  tags: string[];
  expiresAt: number;
  epoch: number;
}

export interface TaggedCacheOptions {
  /** Entries kept at most; the oldest go first. */
  maxEntries: number;
  /** An entry is used for this long at most, even if no message dropped it. */
  ttlMs: number;
}

/**
 * An in-process cache whose entries carry tags (`s:12`, `a:7`...): the invalidation bus drops
 * every entry holding a tag the database announced. An entry is only served while the bus is
 * listening, from the same connection it was cached under, and within its TTL; otherwise the
 * caller reads the database. With `ttlMs` 0 nothing is ever cached.
 */
export class TaggedCache<V> implements Evictable {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byTag = new Map<string, Set<string>>();

  constructor(
    private readonly bus: InvalidationBus,
    private readonly options: TaggedCacheOptions,
  ) {
    bus.register(this);
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!this.bus.usable || entry.epoch !== this.bus.epoch || entry.expiresAt <= Date.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  ticket(): Ticket {
    return this.bus.ticket();
  }

  /** Caches a value read after `ticket`, unless something it depends on changed meanwhile. */
  set(key: string, value: V, tags: string[], ticket: Ticket): boolean {
    if (this.options.ttlMs <= 0 || !this.bus.accepts(ticket, tags)) return false;
    this.delete(key);
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    this.entries.set(key, { value, tags, expiresAt: Date.now() + this.options.ttlMs, epoch: ticket.epoch });
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (keys) keys.add(key);
      else this.byTag.set(tag, new Set([key]));
    }
    return true;
  }

  evict(tags: string[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) this.delete(key);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  clear(): void {
    this.entries.clear();
    this.byTag.clear();
  }
}
