import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * A table that scrolls sideways inside a labelled, focusable region on narrow screens, so the
 * page itself never scrolls sideways and keyboard users can scroll it too.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  // Phones hide the less important columns (`hidden sm:table-cell`); what is left may still scroll.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">{children}</table>
    </section>
  );
}

export function HeaderCell({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <th scope="col" className={`px-3 py-2 text-xs font-semibold text-muted-foreground uppercase ${className ?? ''}`}>
      {children}
    </th>
  );
}

/** The list is loading, failed, or empty: one line where the rows go. */
export function ListStatus({
  pending,
  error,
  empty,
  emptyText,
}: {
  pending: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
}) {
  if (pending) return <Skeleton className="h-32 w-full" />;
  if (error)
    return <p className="py-6 text-center text-destructive">This list could not be loaded. Please try again.</p>;
  if (empty) return <p className="py-6 text-center text-muted-foreground">{emptyText}</p>;
  return null;
}
