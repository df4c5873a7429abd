import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { offlineDb } from './offline-db';

// The member's recent data kept in IndexedDB, so the app opened with no network shows what it
// showed last (issue 17, point 2): the workouts queries the logger needs (exercise library, plans,
// recent logs), the feed and posts, runs and rides, the meal diary and plans, badges. Only
// successful queries, only these roots (never admin data), a week at most; keyed by member and
// deleted at sign-out.

const PERSISTED_ROOTS = new Set<unknown>(['workouts', 'posts', 'activities', 'meal-day', 'meal-plans', 'badges']);
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const WRITE_DELAY_MS = 1000;

/**
 * Puts the stored queries back into the cache as a fallback: each is marked stale at once, so a
 * screen that shows one fetches it again whenever there is a network (the copy on the device may
 * predate the last change: a list invalidated but not refetched before the tab closed).
 */
export async function restoreQueries(queryClient: QueryClient, userId: number): Promise<void> {
  const row = await (await offlineDb()).get('queries', userId);
  if (!row || Date.now() - row.savedAt >= MAX_AGE_MS) return;
  const state = row.state as DehydratedState;
  hydrate(queryClient, state);
  const restored = new Set(state.queries.map((q) => q.queryHash));
  await queryClient.invalidateQueries({
    predicate: (q) => restored.has(q.queryHash),
    refetchType: navigator.onLine ? 'active' : 'none',
  });
}

// Sign-out deletes the stores while this member's page still runs: a write already waiting for the
// database (or a refetch that succeeds meanwhile) would put the queries back after the delete. So
// sign-out first ends every writer started before it (a CI run caught one such write).
let generation = 0;

/** Ends every query writer started so far: none writes again, even one already under way. */
export function stopPersistingQueries(): void {
  generation++;
}

/** Writes the persisted queries a moment after any of them changed; returns the unsubscribe. */
export function persistQueries(queryClient: QueryClient, userId: number): () => void {
  const mine = generation;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = async () => {
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (q) => q.state.status === 'success' && PERSISTED_ROOTS.has(q.queryKey[0]),
    });
    const db = await offlineDb();
    // Checked in the same turn as the put starts: a delete queued after it runs after it.
    if (generation !== mine) return;
    await db.put('queries', { userId, savedAt: Date.now(), state });
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (generation !== mine) return;
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!PERSISTED_ROOTS.has(event.query.queryKey[0])) return;
    clearTimeout(timer);
    timer = setTimeout(() => void write(), WRITE_DELAY_MS);
  });
  // This starts after the page has loaded: what the first screen fetched before that is written
  // now, not only at the next change.
  timer = setTimeout(() => void write(), WRITE_DELAY_MS);
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
