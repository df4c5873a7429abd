import { GYM_TEXTS } from '@common/gyms-texts';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * "★ 4.5/5 staff rating": the rating an admin gave the gym, said to be theirs. FitCircle has no
 * member reviews, so a bare star average would claim reviews nobody wrote (issue 16). Nothing
 * when the gym has no rating (the sample gyms have none).
 */
export function GymRating({ rating, className }: { rating: number | null; className?: string }) {
  if (rating === null) return null;
  const value = rating.toFixed(1);
  return (
    <span className={cn('inline-flex items-center gap-1 text-foreground', className)}>
      <Star className="size-4 fill-accent text-accent" aria-hidden="true" />
      <span className="sr-only">{GYM_TEXTS.staffRatingSpoken(value)}</span>
      <span aria-hidden="true">
        <span className="font-medium">{value}</span>/5{' '}
        <span className="text-xs text-muted-foreground">{GYM_TEXTS.staffRating}</span>
      </span>
    </span>
  );
}
