import { GYM_TEXTS } from '@common/gyms-texts';
import { Map as MapIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { NearbyGymList } from './nearby-gym-list';

/** Explore's Gyms tab (D2): a live list of the gyms nearest the member, with Load More and a way to the map. */
export function ExploreGymsTab() {
  return (
    <section aria-labelledby="explore-gyms-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="explore-gyms-heading" className="text-lg font-semibold">
          {GYM_TEXTS.nearHeading}
        </h2>
        <Link to="/gyms" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <MapIcon aria-hidden="true" />
          Open the map
        </Link>
      </div>
      <NearbyGymList limit={10} pageable label={GYM_TEXTS.nearHeading} />
    </section>
  );
}
