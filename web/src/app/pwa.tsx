import { OFFLINE_TEXTS as T } from '@common/offline-texts';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';

// The service worker (issue 17), registered once the first screen is painted: its script and
// workbox-window load then, outside the landing page's budget. A new deploy's worker waits
// (registerType 'prompt') and the member is asked to reload: the page never runs old code against
// a new API without saying so, and a reload switches code and worker together.

const HOUR_MS = 60 * 60 * 1000;
let update: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Registers the worker after first paint; production builds only (the dev server has none). */
export function registerServiceWorkerLater(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { registerSW } = await import('virtual:pwa-register');
    const updateSW = registerSW({
      immediate: true,
      onNeedRefresh: () => {
        update = async () => {
          // The waiting worker takes over, then the page reloads onto its code. Listened for here:
          // workbox-window reloads by itself only when the page was controlled at registration,
          // not on the first visit (whose worker claimed the page later).
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
          await updateSW(true);
        };
        for (const listener of listeners) listener();
      },
      // A long-open tab still hears of a deploy.
      onRegisteredSW: (_url, registration) => {
        if (registration) setInterval(() => void registration.update().catch(() => undefined), HOUR_MS);
      },
    });
  };
  const later = () => setTimeout(() => void register(), 0);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** "A new version is available — reload", until the member reloads. */
export function UpdatePrompt() {
  const reload = useSyncExternalStore(
    subscribe,
    () => update,
    () => null,
  );
  if (!reload) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-md border border-border bg-background px-4 py-3 text-sm shadow-lg lg:bottom-4"
    >
      <span>{T.updateAvailable}</span>
      <Button type="button" size="sm" onClick={() => void reload()}>
        {T.reload}
      </Button>
    </div>
  );
}
