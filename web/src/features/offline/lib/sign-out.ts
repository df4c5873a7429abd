import { clearOfflineStores } from './offline-db';
import { syncOutbox, unsyncedCount } from './outbox';
import { stopPersistingQueries } from './persist-queries';

/**
 * Before signing out: queued workouts are sent if the network allows; any still on the device
 * only are deleted with the rest only if the member says so (false: keep them, stay signed in).
 */
export async function confirmUnsynced(userId: number, question: (n: number) => string): Promise<boolean> {
  if (navigator.onLine) await syncOutbox(userId).catch(() => undefined);
  const left = await unsyncedCount(userId);
  return left === 0 || window.confirm(question(left));
}

/**
 * Sign-out (issue 17, point 6): the IndexedDB stores and every cache this origin holds go, except
 * Workbox's precache, which holds only the app's own built files (the same for every member and
 * what lets the app open offline). The service worker caches no API answer in the first place.
 * The queries stop being written first, so none comes back after the delete.
 */
export async function clearOfflineData(): Promise<void> {
  stopPersistingQueries();
  await clearOfflineStores();
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !name.startsWith('workbox-precache')).map((name) => caches.delete(name)));
}
