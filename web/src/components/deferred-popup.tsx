import { type ReactElement, Suspense, useState } from 'react';
import type { PreloadableComponent } from '@/lib/lazy-named';

/** What the trigger drawn before the popup's code is loaded must pass on to its button. */
export interface DeferredTriggerProps {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onTouchStart?: () => void;
}

interface DeferredPopupProps<P extends object> {
  /** The whole component (trigger and popup), opened at once when it mounts with `defaultOpen`. */
  component: PreloadableComponent<P & { defaultOpen?: boolean }>;
  props: P;
  /** The trigger as the component draws it: the same look and accessible name, a plain button. */
  trigger: (props: DeferredTriggerProps) => ReactElement;
}

/**
 * A menu, dialog or drawer whose code (Radix, positioning, focus trapping, and what the popup
 * holds) downloads only when the member reaches for it: until then its trigger is a plain button
 * that looks the same. Hover, focus or touch starts the download; the click mounts the real
 * component already open. The first screen draws no popup it does not show (a feed's twenty post
 * menus were twenty dropdowns and forty dialogs before anyone opened one).
 */
export function DeferredPopup<P extends object>({ component: Component, props, trigger }: DeferredPopupProps<P>) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    return trigger({
      onClick: () => setWanted(true),
      onPointerEnter: Component.preload,
      onFocus: Component.preload,
      onTouchStart: Component.preload,
    });
  }
  return (
    <Suspense fallback={trigger({})}>
      <Component {...props} defaultOpen />
    </Suspense>
  );
}
