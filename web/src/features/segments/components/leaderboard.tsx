import { formatStopwatch } from '@common/schemas/activities';
import type { LeaderboardEntry, LeaderboardPeriod, LeaderboardScope } from '@common/schemas/segments';
import { SEGMENT_TEXTS as T } from '@common/segments-texts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLeaderboard } from '../api/get-leaderboard';

const BOARDS: { value: string; label: string; period: LeaderboardPeriod; scope: LeaderboardScope }[] = [
  { value: 'all', label: 'All time', period: 'all', scope: 'everyone' },
  { value: 'year', label: 'This year', period: 'year', scope: 'everyone' },
  { value: 'following', label: 'People I follow', period: 'all', scope: 'following' },
];

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

function Row({ entry, own }: { entry: LeaderboardEntry; own: boolean }) {
  return (
    <tr className={own ? 'bg-primary-soft font-semibold' : undefined}>
      <td className="px-3 py-2 tabular-nums">{entry.rank}</td>
      <td className="px-3 py-2 [overflow-wrap:anywhere]">
        <Link
          to={`/profile/${encodeURIComponent(entry.user.username)}`}
          className="underline-offset-2 hover:underline max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center"
        >
          {entry.user.name || entry.user.username}
        </Link>
      </td>
      <td className="px-3 py-2 tabular-nums">
        <Link
          to={`/activities/${entry.activityId}`}
          className="underline-offset-2 hover:underline max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center"
        >
          {formatStopwatch(entry.elapsedSeconds)}
        </Link>
      </td>
      <td className="px-3 py-2 text-muted-foreground max-sm:hidden">{dateOf(entry.startedAt)}</td>
    </tr>
  );
}

function Board({
  segmentId,
  period,
  scope,
  viewerId,
}: {
  segmentId: number;
  period: LeaderboardPeriod;
  scope: LeaderboardScope;
  viewerId: number | null;
}) {
  const query = useLeaderboard(segmentId, period, scope);
  if (query.isPending) return <Spinner label="Loading the leaderboard" />;
  // A failed next page keeps what is shown: the board may have changed since (the last entry's
  // effort no longer a best), and loading it again from the top recovers.
  if (query.isError && !query.data) return <p className="text-sm text-destructive">{T.boardFailed}</p>;
  const entries = query.data.pages.flatMap((p) => p.entries);
  const own = query.data.pages[0].viewer;
  if (entries.length === 0) return <p className="py-4 text-sm text-muted-foreground">{T.noBoard}</p>;
  const ownShown = own && entries.some((e) => e.effortId === own.effortId);
  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto rounded-xl border border-border bg-card">
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2">
                Rank
              </th>
              <th scope="col" className="px-3 py-2">
                Member
              </th>
              <th scope="col" className="px-3 py-2">
                Time
              </th>
              <th scope="col" className="px-3 py-2 max-sm:hidden">
                Date
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {entries.map((e) => (
              <Row key={e.effortId} entry={e} own={e.user.id === viewerId} />
            ))}
          </tbody>
        </table>
      </div>
      {own && !ownShown && (
        <p className="text-sm">
          Your place: <span className="font-semibold tabular-nums">#{own.rank}</span> (
          {formatStopwatch(own.elapsedSeconds)})
        </p>
      )}
      {query.isFetchNextPageError ? (
        <div className="flex flex-col gap-2" role="alert">
          <p className="text-sm text-destructive">{T.moreFailed}</p>
          <Button variant="outline" onClick={() => query.refetch()} disabled={query.isRefetching}>
            {T.reloadBoard}
          </Button>
        </div>
      ) : (
        query.hasNextPage && (
          <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        )
      )}
    </div>
  );
}

/** The segment's leaderboards: all time, this year, and the people the member follows. */
export function Leaderboards({ segmentId, viewerId }: { segmentId: number; viewerId: number | null }) {
  const [tab, setTab] = useState('all');
  return (
    <section aria-labelledby="leaderboard-heading" className="flex flex-col gap-2">
      <h2 id="leaderboard-heading" className="text-lg font-semibold">
        Leaderboard
      </h2>
      <Tabs value={tab} onValueChange={setTab} className="flex flex-col gap-3">
        <TabsList aria-label="Leaderboards">
          {BOARDS.map((b) => (
            <TabsTrigger key={b.value} value={b.value}>
              {b.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {BOARDS.map((b) => (
          <TabsContent key={b.value} value={b.value} className="mt-0">
            {tab === b.value && <Board segmentId={segmentId} period={b.period} scope={b.scope} viewerId={viewerId} />}
          </TabsContent>
        ))}
      </Tabs>
      <p className="text-xs text-muted-foreground">{T.zoneHidden}</p>
    </section>
  );
}
