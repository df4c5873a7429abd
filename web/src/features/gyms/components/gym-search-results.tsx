import { GYM_TEXTS, GYM_TOASTS } from '@common/gyms-texts';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useGymSearch } from '../api/search-gyms';
import { useErrorToast } from '../lib/use-error-toast';
import { GymListItem } from './gym-list-item';

const PREVIEW = 5;

/** The header search's results page, gyms section (D2): the first matches and a link to all of them. */
export function GymSearchResults({ query }: { query: string }) {
  const q = query.trim();
  const results = useGymSearch(q, { limit: PREVIEW });
  useErrorToast(results.error, GYM_TOASTS.loadGyms);

  if (!q) return null;
  if (results.isPending) return <Skeleton className="h-20 w-full" />;
  if (results.items.length === 0) {
    return (
      <EmptyState
        icon={MapPin}
        title={results.isError ? GYM_TOASTS.loadGyms : GYM_TEXTS.noResults(q)}
        className="py-4"
      />
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2" aria-label={`Gyms matching "${q}"`}>
        {results.items.map((gym) => (
          <GymListItem key={gym.id} gym={gym} />
        ))}
      </ul>
      {results.hasNextPage && (
        <Link
          to={`/gyms?q=${encodeURIComponent(q)}`}
          className="self-start text-sm font-semibold text-primary hover:underline"
        >
          See all gyms matching "{q}"
        </Link>
      )}
    </div>
  );
}
