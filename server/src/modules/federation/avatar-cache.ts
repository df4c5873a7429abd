import { createHash } from 'node:crypto';

// Remote pictures this instance fetched, kept in memory for a while: a feed full of one remote
// author asks for the same picture again and again, and the remote server should not be asked each
// time. Bounded in bytes (oldest out first) and in time (an hour, so a new picture shows up);
// a failed fetch is remembered for a minute, so a dead server is not asked on every request.
// Concurrent requests for the same picture share one fetch.

export interface CachedPicture {
  bytes: Buffer;
  type: string;
  etag: string;
}

const TTL_MS = 60 * 60 * 1000;
const FAILURE_TTL_MS = 60 * 1000;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 5000;

interface Entry {
  picture: CachedPicture | null;
  expiresAt: number;
}

export class AvatarCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedPicture | null>>();
  private totalBytes = 0;

  constructor(
    private readonly maxBytes = MAX_TOTAL_BYTES,
    private readonly now = () => Date.now(),
  ) {}

  /** The picture under `key` (the remote URL), fetched with `load` (null: could not be fetched). */
  async get(key: string, load: () => Promise<{ bytes: Buffer; type: string } | null>): Promise<CachedPicture | null> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) {
      // Most recently used last: the Map's order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.picture;
    }
    if (hit) this.remove(key);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const fetching = load()
      .catch(() => null)
      .then((loaded) => {
        const picture = loaded && {
          ...loaded,
          etag: `"${createHash('sha256').update(loaded.bytes).digest('base64url').slice(0, 27)}"`,
        };
        this.store(key, picture);
        return picture;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, fetching);
    return fetching;
  }

  get size() {
    return { entries: this.entries.size, bytes: this.totalBytes };
  }

  private store(key: string, picture: CachedPicture | null) {
    const bytes = picture?.bytes.length ?? 0;
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { picture, expiresAt: this.now() + (picture ? TTL_MS : FAILURE_TTL_MS) });
    this.totalBytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.totalBytes <= this.maxBytes && this.entries.size <= MAX_ENTRIES) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalBytes -= entry.picture?.bytes.length ?? 0;
    this.entries.delete(key);
  }
}
