import { useState } from 'react';
import { cn } from '@/lib/cn';
import { initials } from '@/lib/initials';

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-xl',
  xl: 'size-24 text-3xl',
} as const;

export interface AvatarProps {
  /** The picture; initials of `name` are shown when it is missing or fails to load. */
  src?: string | null;
  name: string;
  size?: keyof typeof sizes;
  className?: string;
  /** Decorative avatars (next to the visible name) are hidden from screen readers. */
  decorative?: boolean;
}

export function Avatar({ src, name, size = 'md', className, decorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const classes = cn(
    'relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-primary-soft font-semibold text-primary-strong',
    sizes[size],
    className,
  );
  if (showImage && src) {
    return (
      <img
        src={src}
        alt={decorative ? '' : name}
        className={cn(classes, 'object-cover')}
        loading="lazy"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  return (
    <span className={classes} role="img" aria-label={name}>
      {initials(name)}
    </span>
  );
}
