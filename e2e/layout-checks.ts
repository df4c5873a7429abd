import type { Page } from '@playwright/test';

// What the phone layout test checks on every screen (issue 16, point 12), run in the page.
//
// Touch targets: every visible link, button, field, select, tab and ARIA button is at least 44 x 44
// CSS px (WCAG 2.5.5). Documented exceptions, as WCAG allows them:
// - a link inside a sentence (display: inline, with text around it): the "inline" exception;
// - a duplicate taken out of the accessibility tree and the tab order (aria-hidden="true" and
//   tabindex="-1", e.g. an avatar beside the name link to the same profile): the "equivalent" one;
// - a checkbox or radio button is measured by its label, which is what a finger taps;
// - content behind an open dialog (aria-hidden by the dialog) is not reachable, so not measured;
// - text visually hidden until focused (the skip link) is not measured.

export const MIN_TARGET_PX = 44;

/** Problems on the screen as it is now; an empty list when it fits. */
export function layoutProblems(page: Page, viewportWidth: number): Promise<string[]> {
  return page.evaluate(
    ({ vw, min }) => {
      const problems: string[] = [];
      const name = (el: Element) =>
        (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.tagName)
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 40);

      const width = document.documentElement.scrollWidth;
      if (width > vw || width > innerWidth) {
        const wide = [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > vw + 1 && el.getBoundingClientRect().width > 0)
          .slice(-3)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 50)}`);
        problems.push(`page scrolls sideways: ${width} px wide on a ${vw} px screen (${wide.join(', ')})`);
      }

      // A box that scrolls sideways inside the page (a wide table in an overflow-x: auto wrapper) hides
      // its right side on a phone just as a page scrolling sideways does.
      // (Only boxes that declare it, found by their class: reading every element's style is slow.)
      const scrollers = '[class*="overflow-x-auto"], [class*="overflow-x-scroll"], [class*="overflow-auto"]';
      for (const box of document.querySelectorAll<HTMLElement>(scrollers)) {
        if (box.scrollWidth > box.clientWidth + 1 && box.checkVisibility()) {
          const label = box.getAttribute('aria-label');
          problems.push(
            `${box.tagName.toLowerCase()}${label ? ` "${label}"` : ''} scrolls sideways: ${box.scrollWidth} > ${box.clientWidth} px (${name(box.firstElementChild ?? box)})`,
          );
        }
      }

      for (const list of document.querySelectorAll<HTMLElement>('[role=tablist]')) {
        if (!list.checkVisibility()) continue;
        const label = list.getAttribute('aria-label') ?? 'tabs';
        if (list.scrollWidth > list.clientWidth) {
          problems.push(`tab list "${label}" overflows: ${list.scrollWidth} > ${list.clientWidth} px`);
        }
        const tabs = [...list.querySelectorAll<HTMLElement>('[role=tab]')].map(
          (t) => [t, t.getBoundingClientRect()] as const,
        );
        if (list.dataset.layout !== 'grid' && tabs.some(([, a]) => tabs.some(([, b]) => a.top >= b.bottom))) {
          problems.push(`tab list "${label}" wraps onto several rows`);
        }
        for (const [tab] of tabs) {
          if (tab.scrollWidth > tab.clientWidth + 1) problems.push(`tab "${name(tab)}" is cut`);
        }
      }

      // A placeholder wider than its field is cut off.
      const canvas = document.createElement('canvas').getContext('2d')!;
      for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')) {
        if (!field.checkVisibility() || field.value || !field.placeholder) continue;
        const style = getComputedStyle(field);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const text = canvas.measureText(field.placeholder).width;
        if (field.tagName === 'INPUT' && text > room + 1) {
          problems.push(`placeholder "${field.placeholder}" is cut: ${Math.round(text)} > ${Math.round(room)} px`);
        }
      }

      const targets = 'a[href], button, input:not([type=hidden]), select, textarea, [role=tab], [role=button]';
      for (const el of document.querySelectorAll<HTMLElement>(targets)) {
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        if (el.closest('[aria-hidden=true]') && !(el.getAttribute('aria-hidden') === 'true' && el.tabIndex < 0))
          continue;
        if (el.getAttribute('aria-hidden') === 'true' && el.tabIndex < 0) continue;
        const style = getComputedStyle(el);
        if (style.position === 'absolute' && (style.clip !== 'auto' || style.clipPath !== 'none')) continue;
        const parentText = [...(el.parentElement?.childNodes ?? [])].some((n) => n !== el && n.textContent?.trim());
        if (style.display === 'inline' && parentText) continue;
        let box = el.getBoundingClientRect();
        if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
          const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
          if (label) box = label.getBoundingClientRect();
        }
        if (box.width < 2 || box.height < 2) continue;
        if (box.width < min || box.height < min) {
          problems.push(
            `touch target ${el.tagName.toLowerCase()} "${name(el)}" is ${Math.round(box.width)} x ${Math.round(box.height)} px`,
          );
        }
      }
      return problems;
    },
    { vw: viewportWidth, min: MIN_TARGET_PX },
  );
}
