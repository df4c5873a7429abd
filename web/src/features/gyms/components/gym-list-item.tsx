import { GYM_TEXTS } from '@common/gyms-texts';
import type { Gym } from '@common/schemas/gyms';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { useUnits } from '@/features/auth';
import { formatAddress, formatDistance } from '../lib/geo';
import { GymRating } from './gym-rating';

/** One gym in a list: name (link to its page), badges, address, rating and distance. */
export function GymListItem({ gym, isHomeGym = false }: { gym: Gym; isHomeGym?: boolean }) {
  const address = formatAddress(gym);
  const units = useUnits();
  return (
    <li className="flex items-start gap-3 rounded-lg border border-border bg-card p-3">
      <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
        <MapPin className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link to={`/gyms/${gym.id}`} className="tap-target font-semibold [overflow-wrap:anywhere] hover:underline">
            {gym.name}
          </Link>
          {isHomeGym && <Badge variant="accent">{GYM_TEXTS.homeGymBadge}</Badge>}
          {gym.isSample && <Badge variant="secondary">{GYM_TEXTS.sampleBadge}</Badge>}
        </div>
        {address && <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{address}</p>}
        <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm">
          <GymRating rating={gym.rating} />
          {gym.distance !== undefined && (
            <span className="text-muted-foreground">
              <span className="sr-only">Distance: </span>
              {formatDistance(gym.distance, units.distance)}
            </span>
          )}
        </p>
      </div>
    </li>
  );
}
