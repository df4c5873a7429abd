/**
 * Runs `task` once the page has loaded and the browser is idle (or after `timeoutMs` at the
 * latest): for work the first screen does not need, so it never competes with it. Returns a
 * function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback: a timer after load is the next best moment.
    if (typeof window.requestIdleCallback === 'function')
      idleId = window.requestIdleCallback(task, { timeout: timeoutMs });
    else idleId = setTimeout(task, 1) as unknown as number;
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleId === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleId);
    else clearTimeout(idleId);
  };
}
