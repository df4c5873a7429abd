import { ACTIVITY_TEXTS } from '@common/activities-texts';
import { type ActivityDetail, bestEffortLabel, formatStopwatch, SPORT_LABELS } from '@common/schemas/activities';
import { labelOf } from '@common/vocab';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import {
  ActivityCharts,
  ActivityMap,
  type DistanceUnit,
  formatDistance,
  formatDuration,
  formatElevation,
  formatPace,
  formatSpeed,
  OwnerControls,
  SplitsTable,
  showsSpeed,
  useActivity,
  useDistanceUnit,
} from '@/features/activities';
import { CreateSegmentPanel, SegmentEffortsSection } from '@/features/segments';
import { ActivityTrainingSection } from '@/features/training';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';

function figures(a: ActivityDetail, unit: DistanceUnit) {
  // Pace and speed are of the timed part of the route: untimed distance has no time to divide.
  const timedM = a.distanceM === null ? null : a.distanceM - a.untimedDistanceM;
  const list = [
    { label: 'Distance', value: formatDistance(a.distanceM, unit) },
    { label: 'Moving time', value: formatDuration(a.movingSeconds) },
    { label: 'Elapsed time', value: formatDuration(a.elapsedSeconds) },
    showsSpeed(a.sport)
      ? { label: 'Average speed', value: formatSpeed(a.movingSeconds, timedM, unit) }
      : { label: 'Average pace', value: formatPace(a.movingSeconds, timedM, unit) },
  ];
  const source =
    a.elevationSource === 'device' ? ACTIVITY_TEXTS.elevationFromDevice : ACTIVITY_TEXTS.elevationFromTrack;
  if (a.elevationGainM !== null)
    list.push({ label: `Elevation gain (${source})`, value: formatElevation(a.elevationGainM, unit) });
  if (a.elevationLossM !== null)
    list.push({ label: `Elevation loss (${source})`, value: formatElevation(a.elevationLossM, unit) });
  if (a.avgHeartRate !== null) list.push({ label: 'Average heart rate', value: `${a.avgHeartRate} bpm` });
  if (a.maxHeartRate !== null) list.push({ label: 'Max heart rate', value: `${a.maxHeartRate} bpm` });
  if (a.avgPower !== null) list.push({ label: 'Average power', value: `${a.avgPower} W` });
  if (a.normalizedPower !== null) list.push({ label: 'Normalized power', value: `${a.normalizedPower} W` });
  if (a.maxPower !== null) list.push({ label: 'Max power', value: `${a.maxPower} W` });
  if (a.avgCadence !== null && a.sport === 'ride')
    list.push({ label: 'Average cadence', value: `${a.avgCadence} rpm` });
  return list;
}

/**
 * /activities/{id}: the route on the map, the figures, charts with a cursor on the map, splits. An
 * app page, not the activities feature's: it also shows what other features add to an activity
 * (segment efforts, heart-rate zones), and features do not depend on each other in a loop.
 */
export function ActivityPage() {
  const id = Number(useParams().id);
  const query = useActivity(id);
  const unit = useDistanceUnit();
  const [cursor, setCursor] = useState<number | null>(null);
  usePageTitle(query.data?.title ?? 'Activity');
  if (query.isError) {
    return (
      <p className="mx-auto max-w-xl p-6 text-center">
        {isApiError(query.error, 404)
          ? 'This activity does not exist or is not shared with you.'
          : 'This activity could not be loaded.'}
      </p>
    );
  }
  const a = query.data;
  if (!a) return <PageSpinner label="Loading the activity" />;
  const started = new Date(a.startedAt).toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short' });
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <div>
        <Link to="/workouts?tab=activities" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" />
          Runs & rides
        </Link>
      </div>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{a.title}</h1>
        <p className="text-sm text-muted-foreground">
          {a.sport ? SPORT_LABELS[a.sport] : 'Activity'} by{' '}
          <Link to={`/profile/${encodeURIComponent(a.user.username)}`} className="font-medium underline">
            {a.user.name || a.user.username}
          </Link>{' '}
          · {started} · {labelOf(a.visibility)}
        </p>
      </header>
      <dl
        className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-card p-4 sm:grid-cols-4"
        aria-label="Figures"
      >
        {figures(a, unit).map((f) => (
          <div key={f.label}>
            <dt className="text-xs text-muted-foreground">{f.label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
      {a.untimedDistanceM > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="untimed-note">
          {ACTIVITY_TEXTS.untimedRoute(formatDistance(a.untimedDistanceM, unit))}
        </p>
      )}
      <ActivityMap series={a.series} cursor={cursor} hasGps={a.hasGps} />
      {a.routeTrimmed && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ShieldCheck className="size-4" aria-hidden="true" />
          Parts of this route are hidden by the owner’s privacy zones.
        </p>
      )}
      {a.isOwner && <OwnerControls activity={a} />}
      <CreateSegmentPanel activity={a} />
      <ActivityTrainingSection activity={a} onChange={() => void query.refetch()} />
      <ActivityCharts series={a.series} unit={unit} speed={showsSpeed(a.sport)} cursor={cursor} onCursor={setCursor} />
      {a.hasGps && <SegmentEffortsSection efforts={a.segmentEfforts} />}
      <section aria-labelledby="splits-heading" className="flex flex-col gap-2">
        <h2 id="splits-heading" className="text-lg font-semibold">
          Splits
        </h2>
        <SplitsTable splits={unit === 'km' ? a.splitsKm : a.splitsMi} unit={unit} sport={a.sport} />
      </section>
      {a.sport === 'run' && a.bestEfforts.length > 0 && (
        <section aria-labelledby="efforts-heading" className="flex flex-col gap-2">
          <h2 id="efforts-heading" className="text-lg font-semibold">
            Best efforts
          </h2>
          <ul className="grid gap-2 sm:grid-cols-4">
            {a.bestEfforts.map((e) => (
              <li key={e.distanceM} className="rounded-xl border border-border bg-card p-3">
                <p className="text-xs text-muted-foreground">{bestEffortLabel(e.distanceM)}</p>
                <p className="font-semibold tabular-nums">{formatStopwatch(e.seconds)}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
