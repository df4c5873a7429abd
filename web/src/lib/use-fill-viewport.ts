import { type RefObject, useLayoutEffect } from 'react';

/** Below this the element stops shrinking and the page scrolls instead (a very short screen). */
const MIN_HEIGHT_PX = 224;
/** The gap kept under the element, above the bottom bar or the window's edge. */
const GAP_PX = 16;

/**
 * Sizes the element to the part of the viewport below where it starts and above the phone's
 * bottom bar. A fixed `calc(100dvh - …)` guessed what sits above it; a notice (confirm your
 * address, offline) or an on-screen keyboard pushed the chat's send box under the bottom bar.
 * Measured again when anything above changes size or the viewport does.
 */
export function useFillViewport(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const resize = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const bar = document.querySelector<HTMLElement>('nav[aria-label="Bottom navigation"]');
      const barHeight = bar && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().height : 0;
      const viewport = window.visualViewport?.height ?? window.innerHeight;
      element.style.height = `${Math.max(MIN_HEIGHT_PX, Math.floor(viewport - top - barHeight - GAP_PX))}px`;
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(document.body);
    window.addEventListener('resize', resize);
    window.visualViewport?.addEventListener('resize', resize);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', resize);
      window.visualViewport?.removeEventListener('resize', resize);
    };
  }, [ref]);
}
