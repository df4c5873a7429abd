import { CHECK_IN_AUDIENCE_LABELS, CHECK_IN_AUDIENCES, type CheckInAudience, CLUB_TEXTS } from '@common/clubs-texts';
import { GYM_PRESENCE_TEXTS as T } from '@common/gym-presence-texts';
import type { Gym } from '@common/schemas/gyms';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { useUnits } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useGymCheckIn, useMyGymCheckIn } from '../api/check-in-at-gym';
import { formatDistance } from '../lib/geo';
import { type NearestState, useNearestGyms } from '../lib/use-nearest-gyms';
import { CheckInGymSearch } from './check-in-gym-search';

const until = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

// Long labels (and gym names) wrap inside a phone's narrow card instead of widening the page.
const WRAP = 'h-auto min-h-10 whitespace-normal py-2 text-left';

/** Why no gym is suggested, when the position could not help. */
const NOTE: Partial<Record<NearestState['status'], string>> = {
  refused: T.refused,
  unavailable: T.unavailable,
  none: T.noneNearby,
};

/**
 * "I'm here" from anywhere (issue 34, D14): the browser's position, asked for on the member's
 * press, only suggests the nearest gym; a refused or missing position says so and offers a search.
 */
export function CheckInCard() {
  const mine = useMyGymCheckIn();
  const checkIn = useGymCheckIn();
  const { state, locate } = useNearestGyms();
  const { distance: unit } = useUnits();
  const [chosen, setChosen] = useState<Gym | null>(null);
  const [searching, setSearching] = useState(false);
  const [audience, setAudience] = useState<CheckInAudience>('followers');
  const current = mine.data?.checkIn;
  const suggested = state.status === 'found' ? state.gyms[0] : null;
  const gym = chosen ?? suggested;
  const note = NOTE[state.status];
  const showSearch = searching || (note !== undefined && !chosen);
  const submit = (target: Gym) =>
    checkIn.mutate(
      { gymId: target.id, audience },
      {
        onSuccess: () => toast({ title: T.checkedInToast, variant: 'success' }),
        onError: (e) => toast({ title: errorMessage(e, T.checkInFailed), variant: 'destructive' }),
      },
    );

  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-5">
        <section aria-labelledby="check-in-heading" className="flex flex-col gap-3">
          <h2 id="check-in-heading" className="text-lg font-semibold">
            {T.checkInHeading}
          </h2>
          {current ? (
            <p className="text-sm">
              <Link
                to={`/gyms/${current.gym.id}`}
                className="inline-flex min-h-11 items-center font-medium underline-offset-2 hover:underline"
              >
                {T.checkedInAt(current.gym.name, until(current.endsAt))}
              </Link>
            </p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">{T.checkInIntro}</p>
              {state.status !== 'found' && (
                <Button variant="outline" disabled={state.status === 'locating'} onClick={locate} className={WRAP}>
                  <LocateFixed aria-hidden="true" />
                  {T.locate}
                </Button>
              )}
              <p role="status" className="text-sm empty:hidden">
                {state.status === 'locating' ? T.locating : (note ?? '')}
              </p>
              {gym && (
                <p className="text-sm">
                  {chosen ? 'Gym' : T.nearest}: <strong>{gym.name}</strong>
                  {!chosen && gym.distance !== undefined && ` · ${formatDistance(gym.distance, unit)}`}
                </p>
              )}
              {showSearch ? (
                <CheckInGymSearch
                  autoFocus={searching}
                  onChoose={(g) => {
                    setChosen(g);
                    setSearching(false);
                  }}
                />
              ) : (
                gym && (
                  <Button variant="ghost" size="sm" className="self-start" onClick={() => setSearching(true)}>
                    {T.pickAnother}
                  </Button>
                )
              )}
              {gym && (
                <div className="flex flex-wrap items-end gap-3">
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor="check-in-card-audience">{CLUB_TEXTS.checkInAudience}</Label>
                    <Select
                      id="check-in-card-audience"
                      value={audience}
                      onChange={(e) => setAudience(e.target.value as CheckInAudience)}
                      options={CHECK_IN_AUDIENCES.map((a) => ({ value: a, label: CHECK_IN_AUDIENCE_LABELS[a] }))}
                    />
                  </div>
                  <Button disabled={checkIn.isPending} onClick={() => submit(gym)} className={WRAP}>
                    {T.checkInAt(gym.name)}
                  </Button>
                </div>
              )}
            </>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
