import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (a rest is running), where the browser offers the Screen Wake
 * Lock API, so the phone does not lock in the middle of a rest. The browser drops the lock when
 * the page is hidden; it is asked for again when the page shows.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const request = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (stopped) void next.release();
        else lock = next;
      } catch {
        // Refused (battery saver, no permission): the rest still alerts at its end.
      }
    };
    void request();
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release().catch(() => {});
    };
  }, [active]);
}
