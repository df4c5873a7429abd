import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** "★ 4.5" with a spoken form ("Rated 4.5 out of 5"); nothing when the gym has no rating. */
export function GymRating({ rating, className }: { rating: number | null; className?: string }) {
  if (rating === null) return null;
  return (
    <span className={cn('inline-flex items-center gap-1 font-medium text-foreground', className)}>
      <Star className="size-4 fill-accent text-accent" aria-hidden="true" />
      <span className="sr-only">Rated </span>
      {rating.toFixed(1)}
      <span className="sr-only"> out of 5</span>
    </span>
  );
}
