import type { Gym } from '@common/schemas/gyms';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadMore } from '@/components/load-more';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { GymListItem } from './gym-list-item';

export interface GymResultsProps {
  heading: string;
  /** Controls shown beside the heading (radius, clear search). */
  tools?: ReactNode;
  gyms: Gym[];
  loading: boolean;
  empty: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  homeGymId?: number | null;
}

/** The results list under the map: heading, gyms, an empty state, and Load More for the next page. */
export function GymResults(props: GymResultsProps) {
  const { heading, tools, gyms, loading, empty, hasMore, loadingMore, onLoadMore, homeGymId } = props;
  return (
    <section aria-labelledby="gym-results-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="gym-results-heading" className="text-lg font-semibold [overflow-wrap:anywhere]">
          {heading}
        </h2>
        {tools}
      </div>
      {loading ? (
        <div className="flex flex-col gap-2" role="status" aria-label="Loading gyms">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : gyms.length === 0 ? (
        <EmptyState icon={MapPin} title={empty} className="rounded-lg border border-dashed border-border" />
      ) : (
        <ul className="flex flex-col gap-2" aria-label={heading}>
          {gyms.map((gym) => (
            <GymListItem key={gym.id} gym={gym} isHomeGym={gym.id === homeGymId} />
          ))}
        </ul>
      )}
      <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={onLoadMore} />
    </section>
  );
}
