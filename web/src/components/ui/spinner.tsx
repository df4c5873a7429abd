import { OFFLINE_TEXTS } from '@common/offline-texts';
import { CloudOff, LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useOnline } from '@/lib/use-online';

export interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}>
      <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * A centred spinner for a page or a panel that is loading. Offline it says what is happening
 * instead of spinning (issue 17): the query waits for the network, which TanStack Query resumes
 * by itself when the connection returns.
 */
export function PageSpinner({ label = 'Loading' }: SpinnerProps) {
  const online = useOnline();
  if (!online) {
    return (
      <div role="status" className="flex min-h-48 w-full flex-col items-center justify-center gap-2 p-4 text-center">
        <CloudOff className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">{OFFLINE_TEXTS.needsNetwork}</p>
      </div>
    );
  }
  return (
    <div className="flex min-h-48 w-full items-center justify-center">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  );
}
