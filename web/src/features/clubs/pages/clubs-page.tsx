import { CLUB_LIMITS, CLUB_TEXTS as T } from '@common/clubs-texts';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePageTitle } from '@/lib/use-page-title';
import { useClubs } from '../api/list-clubs';
import { useMyClubs } from '../api/list-my-clubs';
import { useSuggestedClubs } from '../api/list-suggested-clubs';
import { ClubList } from '../components/club-list';
import { CreateClubForm } from '../components/create-club-form';

/**
 * /clubs: the member's clubs and invitations, suggestions (home gym, sport), every club they may
 * know of (searchable) and the form to create one. `?gym=<id>&gymName=<name>` starts a club there.
 */
export function ClubsPage() {
  usePageTitle(T.clubs);
  const [params] = useSearchParams();
  const gymId = Number(params.get('gym'));
  const gym = gymId > 0 ? { id: gymId, name: params.get('gymName') ?? 'this gym' } : null;
  const [creating, setCreating] = useState(gym !== null);
  const [q, setQ] = useState('');
  const query = useDebouncedValue(q.trim(), 300);
  const mine = useMyClubs();
  const suggested = useSuggestedClubs();
  const all = useClubs(query);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{T.clubs}</h1>
        <Button onClick={() => setCreating((v) => !v)} aria-expanded={creating}>
          {T.createClub}
        </Button>
      </header>
      {creating && (
        <Card className="p-4 sm:p-5">
          <h2 className="mb-3 text-lg font-semibold">{T.createClub}</h2>
          <CreateClubForm gym={gym} />
        </Card>
      )}
      <section aria-labelledby="my-clubs" className="flex flex-col gap-2">
        <h2 id="my-clubs" className="text-lg font-semibold">
          {T.myClubs}
        </h2>
        {mine.isPending ? (
          <Spinner label="Loading your clubs" />
        ) : mine.data && mine.data.length > 0 ? (
          <ClubList clubs={mine.data} label={T.myClubs} />
        ) : mine.isError ? (
          // Not "No clubs yet": the member would be told to create or join the clubs they are in.
          <p className="text-sm text-destructive">Your clubs could not be loaded.</p>
        ) : (
          <EmptyState icon={Users} title={T.noClubs} description={T.noClubsText} />
        )}
      </section>
      {suggested.data && suggested.data.length > 0 && (
        <section aria-labelledby="suggested-clubs" className="flex flex-col gap-2">
          <h2 id="suggested-clubs" className="text-lg font-semibold">
            {T.suggested}
          </h2>
          <ClubList clubs={suggested.data} label={T.suggested} />
        </section>
      )}
      <section aria-labelledby="discover-clubs" className="flex flex-col gap-2">
        <h2 id="discover-clubs" className="text-lg font-semibold">
          {T.discover}
        </h2>
        <div className="flex max-w-sm flex-col gap-1.5">
          <Label htmlFor="club-search">Search clubs</Label>
          <Input
            id="club-search"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            maxLength={CLUB_LIMITS.queryMax}
          />
        </div>
        {all.isPending ? (
          <Spinner label="Loading clubs" />
        ) : all.isError && all.items.length === 0 ? (
          <p className="text-sm text-destructive">The clubs could not be loaded.</p>
        ) : all.items.length > 0 ? (
          <>
            <ClubList clubs={all.items} label={T.discover} />
            <LoadMore
              hasMore={Boolean(all.hasNextPage)}
              loading={all.isFetchingNextPage}
              onLoadMore={() => void all.fetchNextPage()}
              label="More clubs"
            />
          </>
        ) : (
          // "No match" answers a search; without one, the list is empty because there are no clubs yet.
          <p className="text-sm text-muted-foreground">{query ? 'No club matches.' : T.noClubs}</p>
        )}
      </section>
    </div>
  );
}
