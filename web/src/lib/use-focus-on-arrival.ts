import { type RefObject, useEffect } from 'react';

/**
 * Focuses a page's main field when the page arrives, unless the member is already typing
 * somewhere else. React's `autoFocus` takes focus unconditionally when the element mounts; a page
 * that mounts while its code downloads would then steal the keys the member is typing into the
 * header's search box (the first letters went to one box and the rest to the other).
 */
export function useFocusOnArrival(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  // Only when the page arrives: later changes of `enabled` (a query typed) must not move focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: deliberately run once, on mount
  useEffect(() => {
    if (!enabled) return;
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus();
  }, []);
}
