import { cn } from '@/lib/cn';

/** The FitCircle mark and name. The mark is decorative; the name is the accessible text. */
export function BrandLogo({ className, compactOnPhone = false }: { className?: string; compactOnPhone?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-extrabold tracking-tight text-foreground', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <circle cx="16" cy="16" r="12" fill="none" stroke="var(--color-primary)" strokeWidth="5" />
        <path
          d="M16 4a12 12 0 0 1 12 12"
          fill="none"
          stroke="var(--color-accent)"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <span className={cn('text-xl', compactOnPhone && 'max-sm:sr-only')}>FitCircle</span>
    </span>
  );
}
