import { useEffect } from 'react';

/** Sets the tab title for the current page, so history and screen readers name it. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · FitCircle` : 'FitCircle';
  }, [title]);
}
