import { lazy, Suspense, useEffect, useState } from 'react';

const OfflineStatus = lazy(() => import('./offline-status').then((m) => ({ default: m.OfflineStatus })));

/**
 * The offline banner and the sync of queued workouts, loaded once the page has loaded (issue 21:
 * the first screen's scripts stay what it needs; issue 17: IndexedDB and the outbox come after
 * first paint). Offline, the chunk comes from the service worker's precache like any other.
 */
export function DeferredOfflineStatus({ userId }: { userId: number }) {
  // The server's drawing of the first screen (no document) shows no banner, as a first load does.
  const [ready, setReady] = useState(() => typeof document !== 'undefined' && document.readyState === 'complete');
  useEffect(() => {
    if (ready) return;
    const show = () => setReady(true);
    window.addEventListener('load', show, { once: true });
    return () => window.removeEventListener('load', show);
  }, [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <OfflineStatus userId={userId} />
    </Suspense>
  );
}
