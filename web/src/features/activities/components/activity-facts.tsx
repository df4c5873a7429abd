import type { ActivitySummary } from '@common/schemas/activities';
import {
  type DistanceUnit,
  formatDistance,
  formatDuration,
  formatElevation,
  formatPace,
  formatSpeed,
  showsSpeed,
} from '../lib/format';

type Facts = Pick<ActivitySummary, 'sport' | 'distanceM' | 'movingSeconds' | 'elevationGainM'> &
  Partial<Pick<ActivitySummary, 'untimedDistanceM'>>;

/**
 * Distance, moving time, pace (or speed for a ride) and climb, as the card and the list show them.
 * Pace is of the timed distance: the part of a route the file gave no times for has no time.
 */
export function activityFacts(a: Facts, unit: DistanceUnit): { label: string; value: string }[] {
  const timedM = a.distanceM === null ? null : a.distanceM - (a.untimedDistanceM ?? 0);
  const facts = [
    { label: 'Distance', value: formatDistance(a.distanceM, unit) },
    { label: 'Time', value: formatDuration(a.movingSeconds) },
    showsSpeed(a.sport)
      ? { label: 'Speed', value: formatSpeed(a.movingSeconds, timedM, unit) }
      : { label: 'Pace', value: formatPace(a.movingSeconds, timedM, unit) },
  ];
  if (a.elevationGainM) facts.push({ label: 'Elevation', value: formatElevation(a.elevationGainM, unit) });
  return facts;
}

/** The facts as a definition list. */
export function ActivityFacts({ activity, unit }: { activity: Facts; unit: DistanceUnit }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
      {activityFacts(activity, unit).map((f) => (
        <div key={f.label} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{f.label}</dt>
          <dd className="font-semibold tabular-nums">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
