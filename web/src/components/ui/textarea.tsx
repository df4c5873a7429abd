import type { TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './input';

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(controlClass, 'min-h-24 py-2', className)} {...props} />;
}
