import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint, where the app's sidebar shows. */
export const LG_SCREEN = '(min-width: 1024px)';
/** Tailwind's `xl` breakpoint, where the dashboard's suggestions column shows. */
export const XL_SCREEN = '(min-width: 1280px)';

/**
 * Whether the screen matches a media query, kept up to date as the window resizes. For parts
 * that CSS would hide anyway (`hidden xl:flex`): not rendering them spares their code, their
 * requests and their rendering on the screens that never show them. `onServer` is the answer the
 * server's drawing of a first screen assumes (it has no screen): true for a part CSS hides where
 * it does not fit, so a wide screen's first render matches the drawing and nothing moves.
 */
export function useMediaQuery(query: string, onServer = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}
