import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** Text fields and selects; on phones at least 44 px tall, a comfortable touch target (issue 16). */
export const controlClass =
  'w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs sm:text-sm ' +
  'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 ' +
  'aria-invalid:border-destructive max-sm:min-h-11';

export function Input({ className, type = 'text', ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input type={type} className={cn(controlClass, 'h-10', className)} {...props} />;
}
