import { GYM_TEXTS, GYM_TOASTS } from '@common/gyms-texts';
import { MapPin } from 'lucide-react';
import { type ReactNode, useId } from 'react';
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
  const headingId = useId();
  const results = useGymSearch(q, { limit: PREVIEW });
  useErrorToast(results.error, GYM_TOASTS.loadGyms);

  let body: ReactNode;
  if (!q) body = <p className="text-sm text-muted-foreground">Type a gym name, city or zip code.</p>;
  else if (results.isPending) body = <Skeleton className="h-20 w-full" />;
  else if (results.items.length === 0) {
    body = (
      <EmptyState
        icon={MapPin}
        title={results.isError ? GYM_TOASTS.loadGyms : GYM_TEXTS.noResults(q)}
        className="py-4 [overflow-wrap:anywhere]"
      />
    );
  } else {
    body = (
      <>
        <ul className="flex flex-col gap-2" aria-label={`Gyms matching "${q}"`}>
          {results.items.map((gym) => (
            <GymListItem key={gym.id} gym={gym} />
          ))}
        </ul>
        <Link
          to={`/gyms?q=${encodeURIComponent(q)}`}
          className="self-start text-sm font-semibold text-primary [overflow-wrap:anywhere] hover:underline"
        >
          {results.hasNextPage ? `See all gyms matching "${q}"` : 'Show them on the map'}
        </Link>
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-semibold">
        Gyms
      </h2>
      {body}
    </section>
  );
}
