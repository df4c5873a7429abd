import type { SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './input';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable (say why in the field's hint). */
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly SelectOption[];
  /** A first, empty choice (for optional fields). */
  placeholder?: string;
}

/** A native select: keyboard, screen reader and phone pickers work as the platform does. */
export function Select({ options, placeholder, className, ...props }: SelectProps) {
  return (
    <select className={cn(controlClass, 'h-10 pr-8', className)} {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
