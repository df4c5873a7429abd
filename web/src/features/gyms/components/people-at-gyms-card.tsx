import { GYM_PRESENCE_TEXTS as T } from '@common/gym-presence-texts';
import type { GymPresence } from '@common/schemas/clubs';
import { Dumbbell } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth';
import { usePeopleAtGyms } from '../api/check-in-at-gym';
import { useMyHomeGym } from '../api/home-gym';

const until = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** The member's home gym first, then the most recent check-ins (the server's order). */
function homeFirst(people: GymPresence[], homeGymId: number | null): GymPresence[] {
  return [...people].sort((a, b) => Number(b.gym.id === homeGymId) - Number(a.gym.id === homeGymId));
}

/**
 * Dashboard card (issue 34): who of the member's people is checked in at a gym now, as the server
 * lets the member see them (their audience's choice, blocks, suspensions); the member's own check-in
 * is the check-in card's business. Nobody there is said in words, never as a made-up figure.
 */
export function PeopleAtGymsCard() {
  const { user } = useSession();
  const people = usePeopleAtGyms();
  const homeGymId = useMyHomeGym().data?.gym?.id ?? null;
  const others = homeFirst(
    (people.data ?? []).filter((p) => p.user.id !== user?.id),
    homeGymId,
  );
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{T.cardTitle}</CardTitle>
        <Link to="/gyms" className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
          {T.checkInLink}
          <span className="sr-only"> at a gym</span>
        </Link>
      </CardHeader>
      <CardContent>
        {people.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : people.isError ? (
          <p className="text-sm text-destructive">{T.cardError}</p>
        ) : others.length === 0 ? (
          <EmptyState icon={Dumbbell} title={T.cardEmpty} className="py-4" />
        ) : (
          <ul aria-label={T.cardTitle} className="flex flex-col gap-2">
            {others.map((p) => (
              <li key={p.user.id} className="flex items-center gap-3">
                <Avatar src={p.user.profileImageUrl} name={p.user.name || p.user.username} size="sm" decorative />
                <span className="flex min-w-0 flex-col text-sm">
                  <Link
                    to={`/profile/${encodeURIComponent(p.user.username)}`}
                    className="font-medium underline-offset-2 hover:underline [overflow-wrap:anywhere]"
                  >
                    {p.user.name || p.user.username}
                  </Link>
                  <span className="text-xs text-muted-foreground">
                    <Link to={`/gyms/${p.gym.id}`} className="underline-offset-2 hover:underline">
                      {T.atGym(p.gym.name, until(p.until))}
                    </Link>
                    {p.gym.id === homeGymId && ` · ${T.homeGymTag}`}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
