import {
  CHECK_IN_AUDIENCE_LABELS,
  CHECK_IN_AUDIENCES,
  type CheckInAudience,
  CLUB_TOASTS,
  CLUB_TEXTS as T,
} from '@common/clubs-texts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useCheckIn, useMyCheckIn } from '../api/check-in';
import { useGymHere } from '../api/get-here';
import { useGymClubs } from '../api/list-gym-clubs';
import { ClubList } from './club-list';

const until = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * A gym page's social part (issue 34): "I'm here" for the audience the member picks (D14: only the
 * gym and the times are kept), who of their people is here now, and the clubs that call it home.
 */
export function GymClubsAndPresence({ gymId, gymName }: { gymId: number; gymName: string }) {
  const mine = useMyCheckIn();
  const here = useGymHere(gymId);
  const clubs = useGymClubs(gymId);
  const checkIn = useCheckIn(gymId);
  const [audience, setAudience] = useState<CheckInAudience>('followers');
  const current = mine.data?.checkIn;
  const hereNow = current?.gym.id === gymId;
  const act = (choice: CheckInAudience | null) =>
    checkIn.mutate(choice, {
      onSuccess: () => toast({ title: choice ? CLUB_TOASTS.checkedIn : CLUB_TOASTS.checkedOut, variant: 'success' }),
      onError: (e) => toast({ title: errorMessage(e, 'That did not work'), variant: 'destructive' }),
    });
  const startClub = `/clubs?${new URLSearchParams({ gym: String(gymId), gymName })}`;
  return (
    <>
      <Card>
        <CardContent className="flex flex-col gap-3 pt-5">
          <h2 className="text-lg font-semibold">{T.whoIsHere}</h2>
          {hereNow ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm">
                {T.checkedIn} until {until(current.endsAt)} · {CHECK_IN_AUDIENCE_LABELS[current.audience]}
              </p>
              <Button variant="outline" disabled={checkIn.isPending} onClick={() => act(null)}>
                {T.checkOut}
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap items-end gap-3">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`check-in-audience-${gymId}`}>{T.checkInAudience}</Label>
                <Select
                  id={`check-in-audience-${gymId}`}
                  value={audience}
                  onChange={(e) => setAudience(e.target.value as CheckInAudience)}
                  options={CHECK_IN_AUDIENCES.map((a) => ({ value: a, label: CHECK_IN_AUDIENCE_LABELS[a] }))}
                />
              </div>
              <Button disabled={checkIn.isPending} onClick={() => act(audience)}>
                {T.checkIn}
              </Button>
            </div>
          )}
          {here.isPending ? (
            <Spinner label="Loading who is here" />
          ) : here.data && here.data.length > 0 ? (
            <ul aria-label={T.whoIsHere} className="flex flex-col gap-2">
              {here.data.map((p) => (
                <li key={p.user.id} className="flex items-center gap-3">
                  <Avatar src={p.user.profileImageUrl} name={p.user.name || p.user.username} size="sm" decorative />
                  <Link
                    to={`/profile/${encodeURIComponent(p.user.username)}`}
                    className="inline-flex min-h-11 items-center font-medium hover:underline"
                  >
                    {p.user.name || p.user.username}
                  </Link>
                  <span className="text-xs text-muted-foreground">until {until(p.until)}</span>
                </li>
              ))}
            </ul>
          ) : here.isError ? (
            <p className="text-sm text-destructive">Who is here could not be loaded.</p>
          ) : (
            <p className="text-sm text-muted-foreground">{T.nobodyHere}</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-3 pt-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">{T.clubsAtGym}</h2>
            <Link to={startClub} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Start a club here
            </Link>
          </div>
          {clubs.data && clubs.data.length > 0 ? (
            <ClubList clubs={clubs.data} label={T.clubsAtGym} />
          ) : clubs.isError ? (
            <p className="text-sm text-destructive">The gym's clubs could not be loaded.</p>
          ) : (
            <p className="text-sm text-muted-foreground">{T.noClubsAtGym}</p>
          )}
        </CardContent>
      </Card>
    </>
  );
}
