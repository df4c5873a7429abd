import { useSyncExternalStore } from 'react';

/** Below Tailwind's sm breakpoint (640 px): the phone layout. */
const PHONE_QUERY = '(max-width: 639.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the screen is phone-sized, for what CSS cannot change: a field's placeholder. The full
 * spec text is cut off in a phone-wide field (issue 16), so such fields show a shorter one there;
 * the field's label keeps the full meaning.
 */
export function useIsPhone(): boolean {
  // The server's first screen draws the full texts: a phone's short one replaces it in place.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
