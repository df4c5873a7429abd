// The rest timer's clock (issue 16, point 8). Browsers throttle timers in background tabs (to
// once a second, then once a minute) and freeze them while a phone's screen is locked, so the
// time left is always computed from the rest's end time, and the end is checked again whenever
// the page becomes visible: the alarm fires once, as soon as the page can run after the end.

/** Whole seconds left until `endsAt` (epoch ms), rounded up; 0 once it is over. */
export function remainingSeconds(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export interface RestAlarmDeps {
  now?: () => number;
  /** Where 'visibilitychange' is heard (the document). */
  visibility?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * Calls `onEnd` once when the rest ending at `endsAt` is over: from a timer set for the end, or,
 * if that timer was held back while the page was hidden, when the page shows again. Returns a
 * function that cancels it (the rest was skipped, extended or the dialog closed).
 */
export function watchRestEnd(endsAt: number, onEnd: () => void, deps: RestAlarmDeps = {}): () => void {
  const now = deps.now ?? Date.now;
  const visibility = deps.visibility ?? (typeof document === 'undefined' ? undefined : document);
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let done = false;
  let timer: unknown;
  const check = () => {
    if (done) return;
    const left = endsAt - now();
    if (left > 0) {
      // Woken early (or the clock moved back): wait for the rest of it.
      clearTimer(timer);
      timer = setTimer(check, left);
      return;
    }
    done = true;
    cancel();
    onEnd();
  };
  const cancel = () => {
    clearTimer(timer);
    visibility?.removeEventListener('visibilitychange', check);
  };
  visibility?.addEventListener('visibilitychange', check);
  check();
  return () => {
    done = true;
    cancel();
  };
}
