import { GYM_TEXTS } from '@common/gyms-texts';
import { LIMITS } from '@common/limits';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyHomeGym, useSetHomeGym } from '../api/home-gym';
import { formatAddress } from '../lib/geo';
import { HomeGymPicker } from './home-gym-picker';

/**
 * Edit Profile (and the finder): the member's home gym, loaded and saved by itself (PUT/DELETE
 * /api/gyms/.../home), so it works inside or outside another form: it renders no <form>.
 */
export function HomeGymField() {
  const home = useMyHomeGym();
  const setHome = useSetHomeGym();
  const [picking, setPicking] = useState(false);
  const gym = home.data?.gym ?? null;

  const choose = (gymId: number | null) => setHome.mutate(gymId, { onSuccess: () => setPicking(false) });

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-foreground">{GYM_TEXTS.homeGymLabel}</legend>
      {home.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : gym && !picking ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm">
            <Link to={`/gyms/${gym.id}`} className="font-semibold hover:underline">
              {gym.name}
            </Link>
            <span className="block text-muted-foreground">{formatAddress(gym)}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
              Change home gym
            </Button>
            <Button variant="ghost" size="sm" disabled={setHome.isPending} onClick={() => choose(null)}>
              {GYM_TEXTS.removeHomeGym}
            </Button>
          </div>
        </div>
      ) : (
        <>
          {!gym && <p className="text-sm text-muted-foreground">{GYM_TEXTS.homeGymNone}</p>}
          <HomeGymPicker
            debounceMs={LIMITS.userSearchDebounceMs}
            busy={setHome.isPending}
            onChoose={(picked) => choose(picked.id)}
            onCancel={gym ? () => setPicking(false) : undefined}
          />
        </>
      )}
    </fieldset>
  );
}
