import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

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

/** A centred spinner for a page or a panel that is loading. */
export function PageSpinner({ label = 'Loading' }: SpinnerProps) {
  return (
    <div className="flex min-h-48 w-full items-center justify-center">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  );
}
