import { IDEMPOTENCY_KEY_HEADER } from '@common/api';
import type { WorkoutLog, WorkoutLogBody } from '@common/schemas/workout-logs';
import { api } from '@/lib/api-client';
import { inBrowserZone } from '@/lib/browser-time-zone';
import { type OutboxEntry, offlineDb } from './offline-db';
import { type SendFailure, sendFailureOf } from './send-result';

// The outbox of finished workouts (issue 17). A workout is written here before it is sent, so
// closing the tab, losing the network or the server failing loses nothing; it leaves only when
// the server has stored it (any answer 2xx, possibly to an earlier attempt: the key makes the
// server store it once) or when the member discards it. Tabs share it: each change is announced
// on a BroadcastChannel and every tab reads the store again.

export type SendResult = { kind: 'saved'; log: WorkoutLog } | SendFailure;

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: readonly OutboxEntry[] = [];
let snapshotUser: number | null = null;
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('fitcircle-outbox');
channel?.addEventListener('message', () => {
  if (snapshotUser !== null) void reload(snapshotUser);
});

async function reload(userId: number): Promise<void> {
  const db = await offlineDb();
  const rows = await db.getAllFromIndex('outbox', 'byUser', userId);
  snapshot = rows.sort((a, b) => a.queuedAt - b.queuedAt);
  snapshotUser = userId;
  for (const listener of listeners) listener();
}

async function changed(userId: number): Promise<void> {
  await reload(userId);
  channel?.postMessage('changed');
}

export const outboxStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): readonly OutboxEntry[] => snapshot,
  /** Reads the member's entries (at start, and after another tab changed them). */
  load: (userId: number) => reload(userId),
};

export async function queueWorkout(userId: number, key: string, body: WorkoutLogBody): Promise<OutboxEntry> {
  const entry: OutboxEntry = { key, userId, body, queuedAt: Date.now(), status: 'pending', problem: null };
  const db = await offlineDb();
  // The same key again (the member fixed a refused workout): its newer body replaces the old one.
  await db.put('outbox', entry);
  await changed(userId);
  return entry;
}

export async function removeEntry(entry: Pick<OutboxEntry, 'key' | 'userId'>): Promise<void> {
  await (await offlineDb()).delete('outbox', entry.key);
  await changed(entry.userId);
}

/** A refused workout changed by the member (saved without its plan) goes back in the queue. */
export async function requeue(entry: OutboxEntry, body: WorkoutLogBody): Promise<void> {
  await (await offlineDb()).put('outbox', { ...entry, body, status: 'pending', problem: null });
  await changed(entry.userId);
}

/**
 * One attempt: POST /api/workout-logs with the entry's Idempotency-Key, in the browser's zone now
 * (the workout's date was the member's today when it was queued, so it is not ahead of it).
 */
export async function sendEntry(entry: OutboxEntry): Promise<SendResult> {
  try {
    const log = await api.post<WorkoutLog>(inBrowserZone('/api/workout-logs'), entry.body, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: entry.key },
    });
    return { kind: 'saved', log };
  } catch (error) {
    return sendFailureOf(error);
  }
}

export interface SyncOutcome {
  saved: WorkoutLog[];
  refused: number;
}

/**
 * Sends the member's pending workouts, oldest first, one at a time; stops at the first one that
 * cannot go now (offline, server busy, signed out). Tabs take turns (a Web Lock) so two tabs do
 * not send the same workout together; if they did, the key still makes the server store it once.
 */
export async function syncOutbox(userId: number): Promise<SyncOutcome> {
  const run = async (): Promise<SyncOutcome> => {
    const outcome: SyncOutcome = { saved: [], refused: 0 };
    const db = await offlineDb();
    const pending = (await db.getAllFromIndex('outbox', 'byUser', userId))
      .filter((e) => e.status === 'pending')
      .sort((a, b) => a.queuedAt - b.queuedAt);
    for (const entry of pending) {
      const result = await sendEntry(entry);
      if (result.kind === 'saved') {
        await db.delete('outbox', entry.key);
        outcome.saved.push(result.log);
      } else if (result.kind === 'refused') {
        await db.put('outbox', { ...entry, status: 'conflict', problem: result.message });
        outcome.refused += 1;
      } else break;
    }
    if (pending.length > 0) await changed(userId);
    return outcome;
  };
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('fitcircle-outbox-sync', run);
  }
  return run();
}

/** How many of the member's workouts are still on the device only (asked before signing out). */
export async function unsyncedCount(userId: number): Promise<number> {
  return (await (await offlineDb()).getAllKeysFromIndex('outbox', 'byUser', userId)).length;
}
