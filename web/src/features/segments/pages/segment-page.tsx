import { formatStopwatch, SPORT_LABELS } from '@common/schemas/activities';
import type { SegmentDetail } from '@common/schemas/segments';
import { SEGMENT_TEXTS as T } from '@common/segments-texts';
import { Medal } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { ActivityCharts, ActivityMap, formatDistance, useDistanceUnit } from '@/features/activities';
import { useSession } from '@/features/auth';
import { idInAddress } from '@/lib/address-id';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useSegment } from '../api/get-segment';
import { Leaderboards } from '../components/leaderboard';
import { pathSeries } from '../lib/series';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

function OwnEfforts({ segment }: { segment: SegmentDetail }) {
  const best = segment.personalBest;
  return (
    <section aria-labelledby="own-efforts-heading" className="flex flex-col gap-2">
      <h2 id="own-efforts-heading" className="text-lg font-semibold">
        Your efforts
      </h2>
      {best ? (
        <p className="flex items-center gap-2">
          <Medal className="size-4 text-accent-strong" aria-hidden="true" />
          Personal best: <span className="font-semibold tabular-nums">{formatStopwatch(best.elapsedSeconds)}</span>
          <span className="text-sm text-muted-foreground">{dateOf(best.startedAt)}</span>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{T.noOwnEfforts}</p>
      )}
      {segment.myEfforts.length > 0 && (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
          {segment.myEfforts.map((e) => (
            <li key={e.id} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
              <Link
                to={`/activities/${e.activityId}`}
                className="underline-offset-2 hover:underline max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center"
              >
                {dateOf(e.startedAt)}
              </Link>
              <span className="tabular-nums">
                {formatStopwatch(e.elapsedSeconds)}
                {best?.id === e.id && <span className="ml-2 text-xs font-semibold text-accent-strong">{T.pr}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /segments/{id}: the path on the map, its elevation profile, the leaderboards, the member's own efforts. */
export function SegmentPage() {
  const id = idInAddress(useParams().id);
  const query = useSegment(id ?? 0);
  const unit = useDistanceUnit();
  const { user } = useSession();
  const [cursor, setCursor] = useState<number | null>(null);
  const series = useMemo(() => (query.data ? pathSeries(query.data.path) : null), [query.data]);
  usePageTitle(query.data?.name ?? 'Segment');
  // /segments/abc names no segment: not found at once, without asking (useSegment asks nothing).
  const missing = id === null || isApiError(query.error, 404) || isApiError(query.error, 400);
  if (missing || query.isError) {
    return (
      <p className="mx-auto max-w-xl p-6 text-center">{missing ? T.notFound : 'This segment could not be loaded.'}</p>
    );
  }
  const s = query.data;
  if (!s || !series) return <PageSpinner label="Loading the segment" />;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{s.name}</h1>
        <p className="text-sm text-muted-foreground">
          {SPORT_LABELS[s.sport]} segment · {formatDistance(s.distanceM, unit)}
          {s.creator && (
            <>
              {' '}
              · made by{' '}
              <Link to={`/profile/${encodeURIComponent(s.creator.username)}`} className="font-medium underline">
                {s.creator.name || s.creator.username}
              </Link>
            </>
          )}
        </p>
      </header>
      <ActivityMap series={series} cursor={cursor} hasGps />
      <ActivityCharts series={series} unit={unit} speed={false} cursor={cursor} onCursor={setCursor} />
      <OwnEfforts segment={s} />
      <Leaderboards segmentId={s.id} viewerId={user?.id ?? null} />
    </div>
  );
}
