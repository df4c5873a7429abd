import type { WorkoutLogBody } from '@common/schemas/workout-logs';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

// The member's offline data in IndexedDB (issue 17): workouts finished but not yet stored by the
// server (the outbox), the workout in progress (a draft), and the workouts queries last seen, so
// the logger opens with no network. Every row names its member; signing out clears all three.

/** A finished workout waiting for the server, sent with its key until the server answers. */
export interface OutboxEntry {
  /** The Idempotency-Key (a UUID made when the workout started): the server stores it once. */
  key: string;
  userId: number;
  body: WorkoutLogBody;
  queuedAt: number;
  /** pending: will be sent; conflict: the server refused it and the member decides. */
  status: 'pending' | 'conflict';
  /** The server's reason for a conflict. */
  problem: string | null;
}

export interface StoredDraft {
  userId: number;
  savedAt: number;
  /** The workout feature's own shape (its logger state). */
  draft: unknown;
}

export interface StoredQueries {
  userId: number;
  savedAt: number;
  /** TanStack Query's dehydrated state. */
  state: unknown;
}

interface OfflineSchema extends DBSchema {
  outbox: { key: string; value: OutboxEntry; indexes: { byUser: number } };
  drafts: { key: number; value: StoredDraft };
  queries: { key: number; value: StoredQueries };
}

export const OFFLINE_DB_NAME = 'fitcircle-offline';
const STORES = ['outbox', 'drafts', 'queries'] as const;

let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'key' }).createIndex('byUser', 'userId');
      db.createObjectStore('drafts', { keyPath: 'userId' });
      db.createObjectStore('queries', { keyPath: 'userId' });
    },
    // Another tab opens a newer version: let it, and open again next time.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}

/** Empties every store (sign-out: nothing of this member stays on the device). */
export async function clearOfflineStores(): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(STORES, 'readwrite');
  await Promise.all([...STORES.map((store) => tx.objectStore(store).clear()), tx.done]);
}
