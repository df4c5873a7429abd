import { LIMITS } from '@common/limits';
import { cn } from '@/lib/cn';

export interface ProgressProps {
  value: number;
  label: string;
  className?: string;
  barClassName?: string;
}

/** A labelled progress bar, 0 to 100 (spec section 9: progress maximum 100). */
export function Progress({ value, label, className, barClassName }: ProgressProps) {
  const clamped = Math.max(0, Math.min(LIMITS.progressMax, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={LIMITS.progressMax}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped}%`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full bg-primary transition-[width]', barClassName)}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
