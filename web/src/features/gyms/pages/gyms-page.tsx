import { GYM_LIMITS } from '@common/gyms-limits';
import { GYM_TEXTS, GYM_TOASTS } from '@common/gyms-texts';
import { LIMITS } from '@common/limits';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession, useUnits } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useNearbyGyms } from '../api/get-nearby-gyms';
import { useMyHomeGym } from '../api/home-gym';
import { useGymSearch } from '../api/search-gyms';
import { CheckInCard } from '../components/check-in-card';
import { GymMap } from '../components/gym-map';
import { GymResults } from '../components/gym-results';
import { GymSearchForm } from '../components/gym-search-form';
import { HomeGymField } from '../components/home-gym-field';
import { LocationNote } from '../components/location-note';
import { SignInToFindGyms } from '../components/sign-in-prompt';
import { radiusLabel } from '../lib/geo';
import { useErrorToast } from '../lib/use-error-toast';
import { useMapCentre } from '../lib/use-map-centre';

/**
 * Find Gyms Nearby (spec section 2): search, location note, a 400 px map with a marker per gym,
 * then the gyms near the member (by distance) or the search results, with Load More.
 * The search text lives in the URL (?q=) so results can be shared and Back returns to them.
 */
export function GymsPage() {
  usePageTitle(GYM_TEXTS.finderTitle);
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const [radius, setRadius] = useState<number>(LIMITS.nearbyRadiusKmDefault);
  const { distance: distanceUnit } = useUnits();
  // The radius stays in km (the API's); its label speaks the member's unit.
  const radiusOptions = GYM_LIMITS.radiusChoicesKm.map((km) => ({
    value: String(km),
    label: radiusLabel(km, distanceUnit),
  }));
  const location = useMapCentre({ ask: true });
  const nearby = useNearbyGyms(query ? null : location.centre, radius);
  const search = useGymSearch(query);
  const homeGymId = useMyHomeGym().data?.gym?.id ?? null;
  const active = query ? search : nearby;
  useErrorToast(nearby.error, GYM_TOASTS.loadNearby);
  useErrorToast(search.error, GYM_TOASTS.loadGyms);

  if (!user || isApiError(active.error, 401)) return <SignInToFindGyms />;

  const setQuery = (q: string) => setParams(q ? { q } : {});
  const tools = query ? (
    <Button variant="ghost" size="sm" onClick={() => setQuery('')}>
      <X aria-hidden="true" />
      Clear search
    </Button>
  ) : (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor="gym-radius" className="sr-only">
        Distance
      </label>
      <Select
        id="gym-radius"
        options={radiusOptions}
        value={String(radius)}
        onChange={(event) => setRadius(Number(event.target.value))}
        className="h-9 w-auto"
      />
    </div>
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{GYM_TEXTS.finderTitle}</h1>
        <GymSearchForm query={query} onSearch={setQuery} />
        <LocationNote state={location} />
        {location.centre ? (
          <GymMap
            centre={location.centre}
            gyms={active.items}
            label="Map of gyms"
            centreTitle={location.status === 'located' ? 'Your location' : 'Default map centre'}
            fitToGyms={Boolean(query)}
            homeGymId={homeGymId}
          />
        ) : (
          <Skeleton className="h-[400px] w-full rounded-xl" />
        )}
        <GymResults
          heading={query ? GYM_TEXTS.resultsHeading(query) : GYM_TEXTS.nearHeading}
          tools={tools}
          gyms={active.items}
          loading={query ? search.isPending : location.centre === null || nearby.isPending}
          empty={query ? GYM_TEXTS.noResults(query) : GYM_TEXTS.noNearby}
          hasMore={Boolean(active.hasNextPage)}
          loadingMore={active.isFetchingNextPage}
          onLoadMore={() => void active.fetchNextPage()}
          homeGymId={homeGymId}
        />
      </div>
      <aside aria-label="Your home gym" className="flex flex-col gap-4 lg:pt-14">
        <Card>
          <CardContent className="pt-5">
            <HomeGymField />
          </CardContent>
        </Card>
        <CheckInCard />
      </aside>
    </div>
  );
}
