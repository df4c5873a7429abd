import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export function Checkbox({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn('size-4 shrink-0 cursor-pointer rounded border-input accent-primary', className)}
      {...props}
    />
  );
}
