import { GYM_TEXTS, GYM_TOASTS } from '@common/gyms-texts';
import { ArrowLeft, MapPin, Navigation } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { GymClubsAndPresence } from '@/features/clubs';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useGym } from '../api/get-gym';
import { GymFacts } from '../components/gym-facts';
import { GymMap } from '../components/gym-map';
import { GymMembers } from '../components/gym-members';
import { GymRating } from '../components/gym-rating';
import { SignInToFindGyms } from '../components/sign-in-prompt';
import { directionsUrl, formatAddress } from '../lib/geo';
import { useErrorToast } from '../lib/use-error-toast';

const DETAIL_ZOOM = 15;

/** A gym's page (/gyms/{id}): details, a small map, a directions link, and who trains here. */
export function GymDetailPage() {
  const id = Number(useParams().id);
  const gym = useGym(id);
  usePageTitle(gym.data?.name ?? 'Gym Details');
  const missing = !Number.isInteger(id) || id <= 0 || isApiError(gym.error, 404) || isApiError(gym.error, 400);
  useErrorToast(missing ? null : gym.error, GYM_TOASTS.loadDetails);

  const back = (
    <Link to="/gyms" className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'self-start' })}>
      <ArrowLeft aria-hidden="true" />
      {GYM_TEXTS.backToFinder}
    </Link>
  );
  if (isApiError(gym.error, 401)) return <SignInToFindGyms />;
  if (missing || gym.isError) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        {back}
        <Card>
          <EmptyState
            icon={MapPin}
            title={missing ? GYM_TEXTS.notFoundTitle : GYM_TOASTS.loadDetails}
            description={missing ? GYM_TEXTS.notFoundText : undefined}
          />
        </Card>
      </div>
    );
  }
  if (!gym.data) return <PageSpinner label="Loading gym" />;
  const g = gym.data;
  const centre = { lat: g.latitude, lng: g.longitude };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      {back}
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5">
          {g.imageUrl && <img src={g.imageUrl} alt="" className="max-h-72 w-full rounded-lg object-cover" />}
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{g.name}</h1>
              <p className="text-muted-foreground">{formatAddress(g)}</p>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <GymRating rating={g.rating} />
                {g.homeGym.isHomeGym && <Badge variant="accent">{GYM_TEXTS.homeGymBadge}</Badge>}
                {g.isSample && <Badge variant="secondary">{GYM_TEXTS.sampleBadge}</Badge>}
              </div>
            </div>
            <a href={directionsUrl(g)} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
              <Navigation aria-hidden="true" />
              {GYM_TEXTS.directions}
            </a>
          </div>
          <GymMap
            centre={centre}
            gyms={[g]}
            label={`Map of ${g.name}`}
            centreTitle={g.name}
            zoom={DETAIL_ZOOM}
            height={240}
            homeGymId={g.homeGym.isHomeGym ? g.id : null}
            showCentre={false}
          />
          <GymFacts gym={g} />
        </CardContent>
      </Card>
      <GymMembers gym={g} />
      {/* Issue 34: I'm here, who of the member's people is here now, and the gym's clubs. */}
      <GymClubsAndPresence gymId={g.id} gymName={g.name} />
    </div>
  );
}
