import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A native checkbox; its label is the touch target on phones (the layout test measures the label). */
export function Checkbox({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn('size-4 shrink-0 cursor-pointer rounded border-input accent-primary max-sm:size-5', className)}
      {...props}
    />
  );
}
