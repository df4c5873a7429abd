import { GYM_TEXTS, GYM_TOASTS } from '@common/gyms-texts';
import { LIMITS } from '@common/limits';
import { MapPin } from 'lucide-react';
import { LoadMore } from '@/components/load-more';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useNearbyGyms } from '../api/get-nearby-gyms';
import { useMyHomeGym } from '../api/home-gym';
import { useErrorToast } from '../lib/use-error-toast';
import { useMapCentre } from '../lib/use-map-centre';
import { GymListItem } from './gym-list-item';
import { LocationNote } from './location-note';

const PLACEHOLDERS = ['first', 'second', 'third'];

export interface NearbyGymListProps {
  limit: number;
  /** Offer Load More (Explore) or show only the first page (the dashboard card). */
  pageable: boolean;
  /** Accessible name of the list. */
  label: string;
}

/**
 * Gyms nearest the member, for places outside the finder. The browser is asked for the position
 * only if the member already allowed it; otherwise the default centre is used (D7).
 */
export function NearbyGymList({ limit, pageable, label }: NearbyGymListProps) {
  const location = useMapCentre({ ask: false });
  const nearby = useNearbyGyms(location.centre, LIMITS.nearbyRadiusKmDefault, limit);
  const homeGymId = useMyHomeGym().data?.gym?.id ?? null;
  useErrorToast(nearby.error, GYM_TOASTS.loadNearby);

  if (location.centre === null || nearby.isPending) {
    return (
      <div className="flex flex-col gap-2" role="status" aria-label="Loading gyms">
        {PLACEHOLDERS.slice(0, limit).map((key) => (
          <Skeleton key={key} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <LocationNote state={location} />
      {nearby.items.length === 0 ? (
        <EmptyState
          icon={MapPin}
          title={nearby.isError ? GYM_TOASTS.loadNearby : GYM_TEXTS.noNearby}
          className="py-4"
        />
      ) : (
        <ul className="flex flex-col gap-2" aria-label={label}>
          {nearby.items.map((gym) => (
            <GymListItem key={gym.id} gym={gym} isHomeGym={gym.id === homeGymId} />
          ))}
        </ul>
      )}
      {pageable && (
        <LoadMore
          hasMore={Boolean(nearby.hasNextPage)}
          loading={nearby.isFetchingNextPage}
          onLoadMore={() => void nearby.fetchNextPage()}
        />
      )}
    </div>
  );
}
