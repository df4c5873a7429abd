import type { RoutePreview } from '@common/schemas/activities';
import { cn } from '@/lib/cn';

/**
 * The route drawn by the server (privacy zones already left out) as a small SVG: no map, no tiles,
 * nothing to load per feed item. The path's box keeps the route's shape inside a padded square.
 */
export function RouteThumbnail({ preview, className }: { preview: RoutePreview; className?: string }) {
  const pad = 6;
  return (
    <svg
      viewBox={`${-pad} ${-pad} ${preview.width + 2 * pad} ${preview.height + 2 * pad}`}
      preserveAspectRatio="xMidYMid meet"
      className={cn('block h-full w-full', className)}
      aria-hidden="true"
      data-testid="route-thumbnail"
    >
      <path
        d={preview.path}
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
